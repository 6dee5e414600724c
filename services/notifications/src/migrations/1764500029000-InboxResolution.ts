import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An inbox that empties itself (issue 29):
 * - admin_inbox_items.subject_id: what the item is about (the member of a registration or renewal request, the
 *   payment conflict), so the event that settles it can find it; resolved_at and resolution say when and why
 *   ("Approved", "Renewal declined", …). A resolved item no longer counts as unread.
 * - email_messages.failed_at: when the delivery log gave the e-mail up; kept when an operator re-queues it, so the
 *   inbox shows the failure resolved once it is delivered.
 * Items recorded before this change get their subject where it can be read back (the renewal's link, the
 * registration's member id in its message), and registrations already approved, rejected or deleted are resolved.
 */
export class InboxResolution1764500029000 implements MigrationInterface {
  name = 'InboxResolution1764500029000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE admin_inbox_items ADD COLUMN subject_id text, ADD COLUMN resolved_at timestamptz,
                                     ADD COLUMN resolution text`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_inbox_items_open_idx ON admin_inbox_items (kind, subject_id) WHERE resolved_at IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE email_messages ADD COLUMN failed_at timestamptz`);
    await queryRunner.query(`UPDATE email_messages SET failed_at = updated_at WHERE status = 'failed'`);
    await queryRunner.query(
      `CREATE INDEX email_messages_failed_at_idx ON email_messages (failed_at DESC) WHERE failed_at IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX email_messages_failed_idx`);
    await queryRunner.query(
      `UPDATE admin_inbox_items SET subject_id = substring(link from '^/members/([0-9a-fA-F-]{36})$')
        WHERE kind = 'renewal_request'`,
    );
    await queryRunner.query(
      `UPDATE admin_inbox_items i SET subject_id = m.id::text FROM notice_members m
        WHERE i.kind = 'registration' AND i.subject_id IS NULL
          AND m.member_code = substring(i.message from '\\(([^()]+)\\) applied for membership\\.$')`,
    );
    await queryRunner.query(
      `UPDATE admin_inbox_items i
          SET resolved_at = COALESCE(m.deleted_at, m.updated_at),
              resolution = CASE WHEN m.deleted_at IS NOT NULL THEN 'Member deleted'
                                WHEN m.status = 'rejected' THEN 'Rejected' ELSE 'Approved' END
         FROM notice_members m
        WHERE i.resolved_at IS NULL AND i.subject_id = m.id::text
          AND (m.deleted_at IS NOT NULL OR (i.kind = 'registration' AND m.status IN ('active', 'expired', 'rejected')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX email_messages_failed_idx ON email_messages (updated_at DESC) WHERE status = 'failed'`,
    );
    await queryRunner.query(`DROP INDEX email_messages_failed_at_idx`);
    await queryRunner.query(`ALTER TABLE email_messages DROP COLUMN failed_at`);
    await queryRunner.query(`DROP INDEX admin_inbox_items_open_idx`);
    await queryRunner.query(
      `ALTER TABLE admin_inbox_items DROP COLUMN subject_id, DROP COLUMN resolved_at, DROP COLUMN resolution`,
    );
  }
}
