import { Injectable } from '@nestjs/common';
import {
  PaymentReminderIssuedEventData,
  PaymentsErrorCode,
  PaymentsEvents,
  ReceiveWebhookAnswer,
} from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentLinksService } from '../links/payment-links.service';
import { PaymentsException } from '../payments.exception';
import { firstOfMonthInIndia } from '../razorpay/months';
import { OrdersRepository } from '../razorpay/orders.repository';
import { PaymentCapture } from '../razorpay/payment-capture';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { WebhookEventsRepository } from '../razorpay/webhook-events.repository';
import { AutoPayRepository, MandateRow } from './autopay.repository';
import { mandateStatusOf } from './autopay.service';

type Outcome = ReceiveWebhookAnswer['outcome'];

/** The subscription.* event body, as far as it is read. */
export interface SubscriptionWebhookBody {
  payload?: {
    subscription?: { entity?: { id?: unknown } };
    payment?: { entity?: { id?: unknown } };
  };
}

/** A debit Razorpay confirmed: captured, paying an invoice of this subscription for the cycle from billing_start. */
interface ConfirmedCharge {
  paymentId: string;
  orderId: string;
  invoiceId: string;
  /** Paise. */
  amount: number;
  method: string | null;
  /** YYYY-MM-01: the month (India time) the charged cycle starts in. */
  period: string;
}

/** How often each mandate's invoices are compared with Razorpay's, and how many mandates one run asks about. */
const RECONCILE_EVERY_HOURS = 6;
const RECONCILE_BATCH = 100;

const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;
const isRazorpayId = (value: unknown): value is string => typeof value === 'string' && RAZORPAY_ID.test(value);
const gatewayDown = (error: unknown) =>
  error instanceof PaymentsException && error.code === PaymentsErrorCode.GatewayUnavailable;

/**
 * Razorpay's subscription.* webhooks for AutoPay mandates (issue 33), each applied once per event id. Nothing in the
 * body is taken on trust: the subscription's state is asked of Razorpay, and a debit (subscription.charged) is
 * recorded only once Razorpay says its payment is captured for an invoice of this subscription, whose cycle names
 * the month. The month is recorded as a checkout payment is (PaymentCapture on the order Razorpay made for the
 * invoice): a paid record with its receipt, exactly once per payment id and per month; a month paid meanwhile
 * another way is not paid twice, the debit is kept in Needs review for a refund. subscription.pending and
 * subscription.halted (a failed debit) raise one reminder per mandate and month, with a payment link.
 */
@Injectable()
export class AutoPayEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mandates: AutoPayRepository,
    private readonly razorpay: RazorpayClient,
    private readonly orders: OrdersRepository,
    private readonly capture: PaymentCapture,
    private readonly links: PaymentLinksService,
    private readonly events: WebhookEventsRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
  ) {}

  async receive(id: string, event: string, body: SubscriptionWebhookBody): Promise<Outcome> {
    const ignored = async () => 'ignored' as const;
    const subscriptionId = body.payload?.subscription?.entity?.id;
    if (!isRazorpayId(subscriptionId)) return this.once(id, event, ignored);
    if (await this.events.seen(id)) return 'duplicate';
    const mandate = await this.mandates.findBySubscription(subscriptionId);
    if (!mandate) {
      this.logger.event('warn', 'subscription webhook for a mandate that is not ours: ignored', { subscriptionId });
      return this.once(id, event, ignored);
    }
    const paymentId = body.payload?.payment?.entity?.id;
    let status: ReturnType<typeof mandateStatusOf>;
    let charge: ConfirmedCharge | null = null;
    try {
      status = mandateStatusOf(await this.razorpay.findSubscription(subscriptionId));
      if (event === 'subscription.charged' && isRazorpayId(paymentId)) {
        charge = await this.confirmCharge(subscriptionId, paymentId);
      }
    } catch (error) {
      // Razorpay cannot be asked now: the event id stays unspent for Razorpay's next delivery.
      if (gatewayDown(error)) return 'ignored';
      throw error;
    }
    if (event === 'subscription.charged') {
      if (!charge) return this.once(id, event, (manager) => this.setStatus(manager, mandate, status));
      return this.once(id, event, (manager) => this.recordCharge(manager, mandate.id, charge, status));
    }
    if (event === 'subscription.pending' || event === 'subscription.halted') {
      const period = await this.failedPeriod(paymentId);
      // The link is made before the transaction (Razorpay is asked); once per mandate and month.
      const url =
        mandate.reminded_period === period ? null : await this.links.forMember(mandate.member_id, mandate.scheme);
      return this.once(id, event, (manager) => this.remind(manager, mandate, status, period, url));
    }
    return this.once(id, event, (manager) => this.setStatus(manager, mandate, status));
  }

  /**
   * Debits whose subscription.charged webhook never came (issue 33, the reconciliation's part for AutoPay): each
   * mandate due a check has its invoices listed at Razorpay, and every paid one whose payment is not yet ours is
   * confirmed and recorded as the webhook would have, once. A mandate Razorpay cannot be asked about now is asked
   * again on the next run.
   */
  async reconcile(everyHours = RECONCILE_EVERY_HOURS, limit = RECONCILE_BATCH): Promise<{ recorded: number }> {
    let recorded = 0;
    for (const mandate of await this.mandates.dueForReconciliation(everyHours, limit)) {
      const subscriptionId = mandate.razorpay_subscription_id!;
      try {
        for (const invoice of await this.razorpay.subscriptionInvoices(subscriptionId)) {
          const paymentId = invoice.payment_id;
          if (invoice.status !== 'paid' || !isRazorpayId(paymentId) || (await this.mandates.chargeOf(paymentId)))
            continue;
          const charge = await this.confirmCharge(subscriptionId, paymentId);
          if (!charge) continue;
          const outcome = await this.dataSource.transaction((manager) =>
            this.recordCharge(manager, mandate.id, charge, null),
          );
          if (outcome !== 'recorded') continue;
          recorded += 1;
          this.logger.event('info', 'AutoPay debit recorded by reconciliation (its webhook never came)', {
            mandateId: mandate.id,
            paymentId,
          });
        }
        await this.mandates.markReconciled(mandate.id);
      } catch (error) {
        if (!gatewayDown(error)) throw error;
      }
    }
    return { recorded };
  }

  private once(id: string, event: string, apply: (manager: EntityManager) => Promise<Outcome>): Promise<Outcome> {
    return this.dataSource.transaction(async (manager) =>
      (await this.events.claim(manager, id, event)) ? apply(manager) : 'duplicate',
    );
  }

  /** What Razorpay says of the debit, or null when it is not a captured payment of this subscription's invoice. */
  private async confirmCharge(subscriptionId: string, paymentId: string): Promise<ConfirmedCharge | null> {
    const payment = await this.razorpay.findPayment(paymentId);
    const invoice = payment?.invoice_id ? await this.razorpay.findInvoice(payment.invoice_id) : null;
    if (
      !payment ||
      payment.status !== 'captured' ||
      !invoice ||
      invoice.subscription_id !== subscriptionId ||
      invoice.order_id !== payment.order_id ||
      typeof invoice.billing_start !== 'number' ||
      !isRazorpayId(payment.order_id)
    ) {
      this.logger.event('warn', 'AutoPay debit not confirmed by Razorpay: nothing marked paid', {
        subscriptionId,
        paymentId,
        status: payment?.status ?? null,
      });
      return null;
    }
    return {
      paymentId,
      orderId: payment.order_id,
      invoiceId: invoice.id,
      amount: payment.amount,
      method: typeof payment.method === 'string' ? payment.method : null,
      period: firstOfMonthInIndia(new Date(invoice.billing_start * 1000)),
    };
  }

  /**
   * The debit's month, once: the mandate is locked and the payment id kept; the order Razorpay made for the invoice
   * is kept with the mandate's member, scheme and month, and PaymentCapture records it as a checkout payment.
   */
  private async recordCharge(
    manager: EntityManager,
    mandateId: string,
    charge: ConfirmedCharge,
    status: ReturnType<typeof mandateStatusOf>,
  ): Promise<Outcome> {
    const mandate = (await this.mandates.get(mandateId, manager, true))!;
    if (await this.mandates.chargeOf(charge.paymentId, manager)) return 'ignored';
    const amount = (charge.amount / 100).toFixed(2);
    await this.orders.insert(
      {
        id: charge.orderId,
        memberId: mandate.member_id,
        kind: 'scheme_dues',
        scheme: mandate.scheme,
        amount,
        amountPaise: charge.amount,
        receipt: charge.invoiceId,
        paymentRecordId: null,
        periodStart: charge.period,
        periodMonths: 1,
        createdBy: 'autopay',
      },
      manager,
      { ifAbsent: true },
    );
    const outcome = await this.capture.recordPayment(manager, charge.orderId, {
      id: charge.paymentId,
      method: charge.method,
      amount: charge.amount,
    });
    const recordId = outcome && 'recordId' in outcome ? outcome.recordId : null;
    const conflict = outcome && 'conflict' in outcome ? outcome.conflict : null;
    await this.mandates.addCharge(manager, { ...charge, mandateId, amount, recordId, conflict });
    if (status) await this.mandates.setStatus(manager, mandateId, status);
    await this.audit.record(manager, {
      action: 'autopay-mandate.charged',
      entity: 'autopay-mandate',
      entityId: mandateId,
      after: { paymentId: charge.paymentId, period: charge.period.slice(0, 7), amount, recordId, conflict },
    });
    return recordId ? 'recorded' : 'ignored';
  }

  private async setStatus(
    manager: EntityManager,
    mandate: MandateRow,
    status: ReturnType<typeof mandateStatusOf>,
  ): Promise<Outcome> {
    if (!status || status === mandate.status) return 'ignored';
    await this.mandates.setStatus(manager, mandate.id, status);
    await this.audit.record(manager, {
      action: 'autopay-mandate.status-changed',
      entity: 'autopay-mandate',
      entityId: mandate.id,
      before: { status: mandate.status },
      after: { status },
    });
    return 'recorded';
  }

  /** A failed debit: the mandate's state, and the month's reminder with a payment link, once per month. */
  private async remind(
    manager: EntityManager,
    mandate: MandateRow,
    status: ReturnType<typeof mandateStatusOf>,
    period: string,
    paymentLinkUrl: string | null,
  ): Promise<Outcome> {
    await this.setStatus(manager, mandate, status);
    if (!(await this.mandates.claimReminder(manager, mandate.id, period))) return 'recorded';
    const data: PaymentReminderIssuedEventData = {
      memberId: mandate.member_id,
      // Unique per mandate and month: notifications sends each reminder once.
      recordId: `autopay:${mandate.id}:${period.slice(0, 7)}`,
      scheme: mandate.scheme,
      amount: mandate.amount,
      occasion: 'autopay_failed',
      ...(paymentLinkUrl ? { paymentLinkUrl } : {}),
    };
    await this.outbox.add(manager, PaymentsEvents.PaymentReminderIssued, data);
    return 'recorded';
  }

  /** The month of the failed debit's invoice, else this month. */
  private async failedPeriod(paymentId: unknown): Promise<string> {
    try {
      const payment = isRazorpayId(paymentId) ? await this.razorpay.findPayment(paymentId) : null;
      const invoice = payment?.invoice_id ? await this.razorpay.findInvoice(payment.invoice_id) : null;
      if (typeof invoice?.billing_start === 'number')
        return firstOfMonthInIndia(new Date(invoice.billing_start * 1000));
    } catch (error) {
      if (!gatewayDown(error)) throw error;
    }
    return firstOfMonthInIndia(new Date());
  }
}
