import { Module } from '@nestjs/common';
import { memberDataExportHandler } from '@portal/platform';

/**
 * Issue 32 "A copy of everything": notifications.member-data.export. Besides the rows keyed by the member, the
 * notifications sent to them (with when they read each) and the e-mail log of their address; an e-mail that carried
 * a single-use link (a set-up or reset link) is listed without its text, and any other link's token is removed, so
 * the copy holds no live link.
 */
@Module({
  controllers: [
    memberDataExportHandler('notifications', {
      extra: {
        notifications_received: `SELECT n.id, n.title, n.message, n.type, n.email, n.sent_at, r.read_at
          FROM notifications n JOIN notification_recipients r ON r.notification_id = n.id
          WHERE r.member_id = $1::uuid ORDER BY n.sent_at`,
        email_log: `SELECT e.id, e.recipient, e.recipient_name, e.template, e.subject,
            CASE WHEN coalesce(cardinality(e.secrets), 0) > 0
              THEN '(This e-mail carried a single-use link; its text is not part of the copy.)'
              ELSE regexp_replace(e.text, '([?&](token|code|key)=)[^&\\s]+', '\\1(removed)', 'gi') END AS text,
            e.status, e.attempts, e.sent_at, e.created_at
          FROM email_messages e WHERE $3::text IS NOT NULL AND lower(e.recipient) = lower($3::text)
          ORDER BY e.created_at`,
      },
    }),
  ],
})
export class MemberDataModule {}
