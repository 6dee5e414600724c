import { Injectable } from '@nestjs/common';
import { PaymentReminderIssuedEventData, PaymentReminderOccasion, PaymentsEvents } from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PaymentLinksService } from '../links/payment-links.service';
import { OverdueRecordRow, PaymentRemindersRepository } from './payment-reminders.repository';

const OCCASION: PaymentReminderOccasion = 'payment_overdue';
/** Records looked at per round: a first run over years of overdue records stays a series of small commits. */
const BATCH = 500;

/**
 * Payment-due reminders: one per overdue record (the dues job turns pending
 * records overdue once their due day has passed), for members who are still
 * on the register. The reminder's row in payment_reminders and its event are
 * written in one transaction and the row is unique per record and occasion,
 * so a record is reminded exactly once whatever the number of runs; records
 * that became overdue while the service was down are reminded at the next run.
 * Each reminder carries a Razorpay Payment Link for the due (issue 33), made
 * before its transaction; without one (online payment off, Razorpay down) it
 * goes all the same, and the member pays from the portal.
 */
@Injectable()
export class PaymentRemindersJob {
  readonly name = 'payment-reminders';

  constructor(
    private readonly dataSource: DataSource,
    private readonly reminders: PaymentRemindersRepository,
    private readonly links: PaymentLinksService,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
  ) {}

  async run(): Promise<{ issued: number }> {
    let issued = 0;
    for (;;) {
      const rows = await this.reminders.unreminded(OCCASION, BATCH);
      for (const row of rows) if (await this.issue(row)) issued += 1;
      if (rows.length < BATCH) break;
    }
    if (issued) this.logger.event('info', 'payment reminders issued', { issued });
    return { issued };
  }

  private async issue(row: OverdueRecordRow): Promise<boolean> {
    const paymentLinkUrl = await this.links.forOverdueDue(row);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.reminders.claim(manager, row, OCCASION))) return false;
      const data: PaymentReminderIssuedEventData = {
        memberId: row.member_id,
        recordId: row.record_id,
        scheme: row.scheme,
        amount: row.amount,
        dueDate: row.due_date.toISOString(),
        occasion: OCCASION,
        ...(paymentLinkUrl ? { paymentLinkUrl } : {}),
      };
      await this.outbox.add(manager, PaymentsEvents.PaymentReminderIssued, data);
      return true;
    });
  }
}
