import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PaymentsEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { MemberDuesRepository } from './member-dues.repository';

export const MEMBER_DUES_OVERDUE_CONSUMER = {
  durable: 'membership-dues-overdue',
  filter: PaymentsEvents.PaymentReminderIssued,
} as const;

export const MEMBER_DUES_PAID_CONSUMER = {
  durable: 'membership-dues-paid',
  filter: PaymentsEvents.PaymentRecorded,
} as const;

/**
 * "Overdue dues" in the member list (issue 29), kept current from payments' events rather than asked per row:
 * payments announces each record that has become overdue once (payments.payment-reminder.issued, raised by its
 * reminders job for every overdue record) and each record paid (payments.payment.recorded).
 */
@Injectable()
export class MemberDuesConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly dues: MemberDuesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.register({
      ...MEMBER_DUES_OVERDUE_CONSUMER,
      handle: async (event, manager) => {
        // A failed AutoPay debit (issue 33) is reminded as well, but names no overdue record.
        if (event.data.occasion === 'autopay_failed') return;
        const { recordId, memberId, dueDate } = event.data;
        await this.dues.markOverdue(manager, { recordId, memberId, since: new Date(dueDate ?? event.occurredAt) });
      },
    });
    await this.consumers.register({
      ...MEMBER_DUES_PAID_CONSUMER,
      handle: async (event, manager) => {
        const { recordId, memberId, paidAt } = event.data;
        await this.dues.markPaid(manager, { recordId, memberId, paidAt: new Date(paidAt) });
      },
    });
  }
}
