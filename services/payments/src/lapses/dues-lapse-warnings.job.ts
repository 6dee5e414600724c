import { Injectable } from '@nestjs/common';
import {
  DUES_LAPSE_MONTHS,
  DUES_LAPSE_WARNING_MONTHS,
  PaymentReminderIssuedEventData,
  PaymentsEvents,
} from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PaymentLinksService } from '../links/payment-links.service';
import { DuesLapsesRepository, UnpaidDuesRow } from './dues-lapses.repository';

/** Members looked at per round, as the payment reminders do. */
const BATCH = 500;

/**
 * The warning before the association acts (issue 33): an active member with DUES_LAPSE_WARNING_MONTHS or more
 * months unpaid in a scheme is reminded once, by the payment reminders' own path (payments.payment-reminder.issued,
 * occasion lapse_warning: the portal, e-mail and every channel the member chose), with a Razorpay Payment Link for
 * their oldest unpaid due, that after DUES_LAPSE_MONTHS the association may end the membership. The warning's row
 * (unique per member, scheme and threshold) and its event are written in one transaction, so it is never sent twice.
 */
@Injectable()
export class DuesLapseWarningsJob {
  readonly name = 'dues-lapse-warnings';

  constructor(
    private readonly dataSource: DataSource,
    private readonly lapses: DuesLapsesRepository,
    private readonly links: PaymentLinksService,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
  ) {}

  async run(): Promise<{ warned: number }> {
    let warned = 0;
    for (;;) {
      const rows = await this.lapses.toWarn(DUES_LAPSE_WARNING_MONTHS, BATCH);
      for (const row of rows) if (await this.warn(row)) warned += 1;
      if (rows.length < BATCH) break;
    }
    if (warned) this.logger.event('info', 'dues lapse warnings issued', { warned });
    return { warned };
  }

  private async warn(row: UnpaidDuesRow): Promise<boolean> {
    const paymentLinkUrl = await this.links.forOverdueDue(row);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.lapses.claimWarning(manager, row, DUES_LAPSE_WARNING_MONTHS))) return false;
      const data: PaymentReminderIssuedEventData = {
        memberId: row.member_id,
        recordId: row.record_id,
        scheme: row.scheme,
        amount: Number(row.amount_owed).toFixed(2),
        dueDate: new Date(row.due_date).toISOString(),
        occasion: 'lapse_warning',
        monthsUnpaid: row.months_unpaid,
        lapseMonths: DUES_LAPSE_MONTHS,
        ...(paymentLinkUrl ? { paymentLinkUrl } : {}),
      };
      await this.outbox.add(manager, PaymentsEvents.PaymentReminderIssued, data);
      return true;
    });
  }
}
