import { Injectable } from '@nestjs/common';
import {
  addDays,
  MembershipEvents,
  RenewalReminderIssuedEventData,
  RenewalReminderOccasion,
  startOfTodayInIndia,
  todayInIndia,
} from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';

/** Reminders go out this many days before the end date; the nearer occasion wins (see run). */
export const RENEWAL_REMINDER_DAYS = { renewal_30_days: 30, renewal_7_days: 7 } as const satisfies Record<
  RenewalReminderOccasion,
  number
>;
const BATCH = 500;

interface IssuedRow {
  member_id: string;
  occasion: RenewalReminderOccasion;
  membership_end_date: Date;
}

/**
 * Renewal reminders 30 and 7 days before an active member's end date (days
 * counted in India, the end date itself being the last valid day). A member
 * gets the occasion their days left fall in now: 8 to 30 days the 30-day one,
 * 0 to 7 days the 7-day one, so after downtime a member already inside the
 * 7-day window gets only that one, and nobody is reminded of an end date that
 * has passed. The reminder's row (unique per member, occasion and end date, so a
 * renewed member is reminded again next time) and its event are written in one
 * transaction: exactly once, however often the job runs.
 */
@Injectable()
export class RenewalRemindersJob {
  readonly name = 'renewal-reminders';

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
  ) {}

  async run(now = new Date()): Promise<{ issued: number }> {
    let issued = 0;
    for (;;) {
      const batch = await this.issueBatch(now);
      issued += batch;
      if (batch < BATCH) break;
    }
    if (issued) this.logger.event('info', 'renewal reminders issued', { issued });
    return { issued };
  }

  private issueBatch(now: Date): Promise<number> {
    const today = startOfTodayInIndia(now);
    const { renewal_30_days: far, renewal_7_days: near } = RENEWAL_REMINDER_DAYS;
    return this.dataSource.transaction(async (manager) => {
      const rows: IssuedRow[] = await manager.query(
        `WITH due AS (
           SELECT id, membership_end_date,
                  CASE WHEN (membership_end_date AT TIME ZONE 'Asia/Kolkata')::date - $1::date <= $4
                       THEN 'renewal_7_days' ELSE 'renewal_30_days' END AS occasion
           FROM members
           WHERE status = 'active' AND membership_end_date >= $2 AND membership_end_date < $3
         ), picked AS (
           SELECT d.* FROM due d
           WHERE NOT EXISTS (
             SELECT 1 FROM renewal_reminders r
             WHERE r.member_id = d.id AND r.occasion = d.occasion AND r.membership_end_date = d.membership_end_date)
           ORDER BY d.membership_end_date, d.id
           LIMIT ${BATCH}
         )
         INSERT INTO renewal_reminders (member_id, occasion, membership_end_date)
         SELECT id, occasion, membership_end_date FROM picked
         ON CONFLICT DO NOTHING
         RETURNING member_id, occasion, membership_end_date`,
        [todayInIndia(now), today, addDays(today, far + 1), near],
      );
      for (const row of rows) {
        const data: RenewalReminderIssuedEventData = {
          memberId: row.member_id,
          occasion: row.occasion,
          membershipEndDate: row.membership_end_date.toISOString(),
        };
        await this.outbox.add(manager, MembershipEvents.RenewalReminderIssued, data);
      }
      return rows.length;
    });
  }
}
