import { Injectable } from '@nestjs/common';
import { erasurePattern } from '@portal/platform';
import { EntityManager } from 'typeorm';

/**
 * Issue 32: notifications' part of an erasure: the member's own notifications (sent to them alone) and their
 * receipts of broadcasts go; e-mail log rows to their address or naming them go; admin inbox and activity items
 * naming them go; their message channels and WhatsApp messages go (issue 33); the projection keeps only the uuid
 * and the pseudonym.
 */
@Injectable()
export class MemberErasureRepository {
  async erase(manager: EntityManager, memberUuid: string, pseudonym: string, email: string | null, texts: string[]) {
    await manager.query(`DELETE FROM notifications WHERE audience = 'member' AND audience_value = $1`, [memberUuid]);
    await manager.query(`DELETE FROM notification_recipients WHERE member_id = $1`, [memberUuid]);
    if (email) await manager.query(`DELETE FROM email_messages WHERE lower(recipient) = lower($1)`, [email]);
    await manager.query(`DELETE FROM admin_inbox_items WHERE link = $1`, [`/members/${memberUuid}`]);
    // Issue 33: their message channels (the WhatsApp number and consent) and the messages sent to them.
    await manager.query(`DELETE FROM channel_messages WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM member_channels WHERE member_id = $1`, [memberUuid]);
    await manager.query(
      `UPDATE notice_members SET member_code = $2, first_name = 'Erased', last_name = $2, email = NULL, updated_at = now()
        WHERE id = $1 AND member_code IS DISTINCT FROM $2`,
      [memberUuid, pseudonym],
    );
    const pattern = erasurePattern(texts);
    if (!pattern) return;
    await manager.query(
      `DELETE FROM email_messages WHERE recipient ~* $1 OR recipient_name ~* $1 OR subject ~* $1 OR text ~* $1 OR html ~* $1`,
      [pattern],
    );
    await manager.query(`DELETE FROM admin_inbox_items WHERE title ~* $1 OR message ~* $1`, [pattern]);
    await manager.query(`DELETE FROM activity_items WHERE title ~* $1 OR to_jsonb(activity_items)::text ~* $1`, [
      pattern,
    ]);
    await manager.query(`DELETE FROM notifications WHERE title ~* $1 OR message ~* $1 OR audience_label ~* $1`, [
      pattern,
    ]);
  }
}
