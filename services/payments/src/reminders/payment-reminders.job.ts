import { Injectable } from '@nestjs/common';
import { PaymentReminderIssuedEventData, PaymentReminderOccasion, PaymentsEvents } from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';

const OCCASION: PaymentReminderOccasion = 'payment_overdue';
/** Reminders per transaction: a first run over years of overdue records stays a series of small commits. */
const BATCH = 500;

interface IssuedRow {
  record_id: string;
  member_id: string;
  scheme: string;
  amount: string;
  due_date: Date;
}

/**
 * Payment-due reminders: one per overdue record (the dues job turns pending
 * records overdue once their due day has passed), for members who are still
 * on the register. The reminder's row in payment_reminders and its event are
 * written in one transaction and the row is unique per record and occasion,
 * so a record is reminded exactly once whatever the number of runs; records
 * that became overdue while the service was down are reminded at the next run.
 */
@Injectable()
export class PaymentRemindersJob {
  readonly name = 'payment-reminders';

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
  ) {}

  async run(): Promise<{ issued: number }> {
    let issued = 0;
    for (;;) {
      const batch = await this.issueBatch();
      issued += batch;
      if (batch < BATCH) break;
    }
    if (issued) this.logger.event('info', 'payment reminders issued', { issued });
    return { issued };
  }

  private issueBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: IssuedRow[] = await manager.query(
        `WITH due AS (
           SELECT r.id, r.member_id, r.scheme, r.amount, r.due_date
           FROM payment_records r
           JOIN payment_members m ON m.id = r.member_id AND m.deleted_at IS NULL
           WHERE r.status = 'overdue'
             AND NOT EXISTS (SELECT 1 FROM payment_reminders p WHERE p.record_id = r.id AND p.occasion = $1)
           ORDER BY r.due_date, r.id
           LIMIT ${BATCH}
         ), issued AS (
           INSERT INTO payment_reminders (record_id, occasion, member_id)
           SELECT id, $1, member_id FROM due
           ON CONFLICT DO NOTHING
           RETURNING record_id
         )
         SELECT d.id AS record_id, d.member_id, d.scheme, d.amount::text AS amount, d.due_date
         FROM due d JOIN issued i ON i.record_id = d.id
         ORDER BY d.due_date, d.id`,
        [OCCASION],
      );
      for (const row of rows) {
        const data: PaymentReminderIssuedEventData = {
          memberId: row.member_id,
          recordId: row.record_id,
          scheme: row.scheme,
          amount: row.amount,
          dueDate: row.due_date.toISOString(),
          occasion: OCCASION,
        };
        await this.outbox.add(manager, PaymentsEvents.PaymentReminderIssued, data);
      }
      return rows.length;
    });
  }
}
