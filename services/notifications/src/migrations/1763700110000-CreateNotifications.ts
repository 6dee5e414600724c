import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications that reach members (issue 13):
 * - notice_members: this service's copy of the members, kept from membership's events, with what an
 *   audience is chosen by (status, end date, opted schemes) and what an e-mail needs.
 * - notifications: one per send (or reminder); `dedupe_key` makes a reminder once per member and occasion.
 * - notification_recipients: the audience resolved at send time, with each addressee's read state.
 * - admin_inbox_items: what admins must act on (registrations, renewal requests, payments), one per event;
 *   failed e-mails come straight from the delivery log.
 * - admin_inbox_reads: read state per admin, for inbox items and failed e-mails alike.
 */
export class CreateNotifications1763700110000 implements MigrationInterface {
  name = 'CreateNotifications1763700110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice_members (
        id uuid PRIMARY KEY,
        member_code text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        status text NOT NULL,
        opted_schemes text[] NOT NULL DEFAULT '{}',
        membership_end_date timestamptz,
        deleted_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        message text NOT NULL,
        type text NOT NULL CHECK (type IN ('general', 'renewal_reminder', 'payment_due')),
        audience text NOT NULL CHECK (audience IN ('all', 'status', 'scheme', 'member')),
        audience_value text,
        audience_label text,
        email boolean NOT NULL DEFAULT false,
        sent_by text,
        dedupe_key text,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_dedupe_key_key UNIQUE (dedupe_key)
      )`);
    await queryRunner.query(`CREATE INDEX notifications_sent_at_idx ON notifications (sent_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE notification_recipients (
        notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        read_at timestamptz,
        PRIMARY KEY (notification_id, member_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX notification_recipients_member_idx ON notification_recipients (member_id, notification_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE admin_inbox_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id text NOT NULL,
        kind text NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        link text,
        occurred_at timestamptz NOT NULL,
        CONSTRAINT admin_inbox_items_event_id_key UNIQUE (event_id)
      )`);
    await queryRunner.query(`CREATE INDEX admin_inbox_items_occurred_idx ON admin_inbox_items (occurred_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE admin_inbox_reads (
        item_id uuid NOT NULL,
        admin_id text NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (item_id, admin_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX email_messages_failed_idx ON email_messages (updated_at DESC) WHERE status = 'failed'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX email_messages_failed_idx`);
    await queryRunner.query(`DROP TABLE admin_inbox_reads`);
    await queryRunner.query(`DROP TABLE admin_inbox_items`);
    await queryRunner.query(`DROP TABLE notification_recipients`);
    await queryRunner.query(`DROP TABLE notifications`);
    await queryRunner.query(`DROP TABLE notice_members`);
  }
}
