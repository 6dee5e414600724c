import { Inject, Injectable } from '@nestjs/common';
import {
  PaymentMessages,
  PaymentsErrorCode,
  PaymentsEvents,
  ReceiveWebhookAnswer,
  ReceiveWebhookRequest,
} from '@portal/contracts';
import { isUnsafeText, OutboxWriter } from '@portal/platform';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { JsonLogger } from '@portal/platform';
import { onlinePaymentNotConfigured, PaymentsException } from '../payments.exception';
import { OrdersRepository } from './orders.repository';
import { PaidLinks } from '../links/paid-links';
import { AutoPayEvents } from '../autopay/autopay-events';
import { RefundsService } from '../refunds/refunds.service';
import { PaymentCapture } from './payment-capture';
import { PaymentConflictsRepository } from './payment-conflicts.repository';
import { PaymentVerification } from './payment-verification';
import { hmacMatches } from './signatures';
import { WebhookEventsRepository } from './webhook-events.repository';

interface WebhookPayment {
  id: string;
  order_id: string | null;
  amount?: unknown;
  status: string;
  method?: string | null;
  error_description?: string | null;
}

interface WebhookRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes?: Record<string, string | number> | [];
}

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: WebhookPayment };
    order?: { entity?: { id: string } };
    refund?: { entity?: WebhookRefund };
    payment_link?: { entity?: { id?: unknown } };
  };
}

export interface WebhookSecrets {
  /** Null without Razorpay keys: every webhook is refused. */
  webhookSecret: string | null;
}
export const WEBHOOK_SECRETS = Symbol('WEBHOOK_SECRETS');

/** Razorpay's ids (pay_…, order_…): anything else, even signed, is no event of ours, and never reaches SQL. */
const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;
const isRazorpayId = (value: unknown): value is string => typeof value === 'string' && RAZORPAY_ID.test(value);
/** Text Postgres (and the outbox's jsonb) can store: no NUL, no lone surrogate; else null. */
const storable = (value: unknown): string | null => (typeof value === 'string' && !isUnsafeText(value) ? value : null);

const invalidSignature = () =>
  new PaymentsException(PaymentsErrorCode.InvalidWebhookSignature, 'Invalid webhook signature');

type Outcome = ReceiveWebhookAnswer['outcome'];

/** Postgres's unique_violation: a payment id recorded by a racing message in the meantime. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Razorpay's webhooks: the signature covers the raw body; each event id is
 * handled once; payment.captured and order.paid record the payment (the same
 * single record the browser's callback makes); payment.failed notes the failed
 * attempt without ever undoing a payment. One short transaction: the receipt
 * PDF and the e-mail follow through the outbox, so Razorpay is answered at once.
 *
 * Nothing Razorpay can send gets a 5xx (Razorpay retries those for a day and then disables the endpoint,
 * issue 26). A capture is recorded only when the event carries the order's amount and Razorpay, asked for
 * the payment (PaymentVerification), says it is captured for this order and amount; a payment id already
 * recorded on another order is kept as a conflict for the admin; an unknown order is ignored. Each answers 200.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly capture: PaymentCapture,
    private readonly outbox: OutboxWriter,
    private readonly verification: PaymentVerification,
    private readonly conflicts: PaymentConflictsRepository,
    private readonly events: WebhookEventsRepository,
    private readonly refunds: RefundsService,
    private readonly links: PaidLinks,
    private readonly autopay: AutoPayEvents,
    private readonly logger: JsonLogger,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: WebhookSecrets,
  ) {}

  async receive({ rawBody, signature, eventId }: ReceiveWebhookRequest): Promise<ReceiveWebhookAnswer> {
    const secret = this.secrets.webhookSecret;
    if (!secret) throw onlinePaymentNotConfigured(PaymentMessages.webhooksNotConfigured);
    if (!hmacMatches(rawBody, secret, signature)) throw invalidSignature();
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody) as WebhookBody;
    } catch {
      throw invalidSignature();
    }
    // Signed but not an event object (null, a scalar, an array): nothing to apply.
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { outcome: 'ignored' };
    const id = eventId?.trim() || createHash('sha256').update(rawBody).digest('hex');
    const event = storable(body.event) || 'unknown';
    if (event === 'payment.captured' || event === 'order.paid') {
      try {
        return { outcome: await this.receiveCapture(id, event, body) };
      } catch (error) {
        // A racing message recorded the payment id first: the event is answered, and its replay sees why.
        if (!isUniqueViolation(error)) throw error;
        this.logger.event('warn', 'webhook payment recorded meanwhile by another message', { eventId: id, event });
        return { outcome: 'ignored' };
      }
    }
    if (event === 'refund.processed' || event === 'refund.failed') {
      return { outcome: await this.receiveRefund(id, event, body) };
    }
    if (event === 'payment_link.paid') {
      try {
        return { outcome: await this.receiveLinkPaid(id, event, body) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        this.logger.event('warn', 'webhook payment recorded meanwhile by another message', { eventId: id, event });
        return { outcome: 'ignored' };
      }
    }
    if (event.startsWith('subscription.')) {
      // UPI AutoPay (issue 33): the mandate's state, its debits and failed debits.
      try {
        return { outcome: await this.autopay.receive(id, event, body) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        this.logger.event('warn', 'webhook payment recorded meanwhile by another message', { eventId: id, event });
        return { outcome: 'ignored' };
      }
    }
    return { outcome: await this.once(id, event, (manager) => this.apply(manager, event, body)) };
  }

  /**
   * refund.processed / refund.failed: applied once to the portal's refund after Razorpay, asked for the refund,
   * confirms it (RefundsService.applyWebhook). A refund that is not ours is ignored.
   */
  private async receiveRefund(
    id: string,
    event: 'refund.processed' | 'refund.failed',
    body: WebhookBody,
  ): Promise<Outcome> {
    const refund = body.payload?.refund?.entity;
    const ignored = async () => 'ignored' as const;
    if (!isRazorpayId(refund?.id) || !isRazorpayId(refund.payment_id) || typeof refund.amount !== 'number') {
      return this.once(id, event, ignored);
    }
    if (await this.events.seen(id)) return 'duplicate';
    let confirmed: Awaited<ReturnType<RefundsService['confirm']>>;
    try {
      confirmed = await this.refunds.confirm(refund.id);
    } catch (error) {
      if (!(error instanceof PaymentsException) || error.code !== PaymentsErrorCode.GatewayUnavailable) throw error;
      // Razorpay cannot be asked now: the event id stays unspent and the refund pending (shown so to the admin).
      return 'ignored';
    }
    return this.once(id, event, (manager) => this.refunds.applyWebhook(manager, event, refund, confirmed));
  }

  /**
   * payment_link.paid (issue 33): recorded once Razorpay, asked for the link and its payment, confirms it is paid
   * in full for the link's amount (PaidLinks.confirmPaid); the link's months are paid exactly once
   * whichever of this event, a replay of it and the reconciliation comes first. A link that is not ours is ignored.
   */
  private async receiveLinkPaid(id: string, event: string, body: WebhookBody): Promise<Outcome> {
    const linkId = body.payload?.payment_link?.entity?.id;
    const ignored = async () => 'ignored' as const;
    if (!isRazorpayId(linkId)) return this.once(id, event, ignored);
    if (await this.events.seen(id)) return 'duplicate';
    let confirmed: Awaited<ReturnType<PaidLinks['confirmPaid']>>;
    try {
      confirmed = await this.links.confirmPaid(linkId);
    } catch (error) {
      if (!(error instanceof PaymentsException) || error.code !== PaymentsErrorCode.GatewayUnavailable) throw error;
      // Razorpay cannot be asked now: the event id stays unspent, and the reconciliation records the payment later.
      return 'ignored';
    }
    if (!confirmed) return this.once(id, event, ignored);
    return this.once(id, event, (manager) => this.links.recordPaid(manager, confirmed));
  }

  /** Runs `apply` in the transaction that records the event id, unless that id was handled before. */
  private once(id: string, event: string, apply: (manager: EntityManager) => Promise<Outcome>): Promise<Outcome> {
    return this.dataSource.transaction(async (manager) =>
      (await this.events.claim(manager, id, event)) ? apply(manager) : 'duplicate',
    );
  }

  /** payment.captured or order.paid: recorded once Razorpay confirms the payment pays the order. */
  private async receiveCapture(id: string, event: string, body: WebhookBody): Promise<Outcome> {
    const payment = body.payload?.payment?.entity;
    const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    const ignored = async () => 'ignored' as const;
    if (!isRazorpayId(payment?.id) || !isRazorpayId(orderId)) return this.once(id, event, ignored);
    if (await this.events.seen(id)) return 'duplicate';
    const order = await this.orders.find(orderId);
    if (!order) {
      this.logger.event('warn', 'webhook for an order that is not ours: ignored', { orderId, paymentId: payment.id });
      return this.once(id, event, ignored);
    }
    const conflict = (manager: EntityManager) => this.keepConflict(manager, payment.id, orderId, event);
    if (await this.dataSource.transaction(conflict)) return this.once(id, event, ignored);
    if (order.status === 'paid' && order.razorpay_payment_id === payment.id) return this.once(id, event, ignored);
    if (typeof payment.amount !== 'number' || payment.amount !== Number(order.amount_paise)) {
      this.logger.event('warn', 'webhook without the order amount: nothing marked paid', {
        orderId,
        paymentId: payment.id,
        amount: typeof payment.amount === 'number' ? payment.amount : null,
      });
      return this.once(id, event, ignored);
    }
    let verdict: Awaited<ReturnType<PaymentVerification['confirm']>>;
    try {
      verdict = await this.verification.confirm(order, payment.id);
    } catch (error) {
      if (!(error instanceof PaymentsException) || error.code !== PaymentsErrorCode.GatewayUnavailable) throw error;
      // Razorpay cannot be asked now: the event id stays unspent, and the reconciliation records the payment later.
      return 'ignored';
    }
    if (!verdict.pass) return this.once(id, event, ignored);
    return this.once(id, event, async (manager) => {
      // The order is locked by the capture; a payment id recorded elsewhere meanwhile is still a conflict.
      if (await conflict(manager)) return 'ignored';
      return (await this.capture.record(manager, orderId, verdict.payment)) ? 'recorded' : 'ignored';
    });
  }

  /** True, with the conflict kept for the admin, when `paymentId` is already recorded on another order. */
  private async keepConflict(
    manager: EntityManager,
    paymentId: string,
    orderId: string,
    source: string,
  ): Promise<boolean> {
    const elsewhere = await this.conflicts.recordedElsewhere(manager, paymentId, orderId);
    if (!elsewhere) return false;
    this.logger.event('warn', 'payment id already recorded on another order: kept as a conflict', {
      orderId,
      paymentId,
      recordedOrderId: elsewhere.orderId,
    });
    await this.conflicts.add(manager, { paymentId, orderId, recordedElsewhere: elsewhere, source });
    return true;
  }

  private async apply(manager: EntityManager, event: string, body: WebhookBody): Promise<Outcome> {
    const payment = body.payload?.payment?.entity;
    const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    if (!isRazorpayId(payment?.id) || !isRazorpayId(orderId)) return 'ignored';
    if (event === 'payment.failed') {
      const order = await this.orders.find(orderId, manager, true);
      const reason = storable(payment.error_description);
      if (!order || !(await this.orders.markAttempted(manager, orderId, reason))) {
        return 'ignored';
      }
      await this.outbox.add(manager, PaymentsEvents.PaymentFailed, {
        orderId,
        memberId: order.member_id,
        scheme: order.scheme ?? order.kind,
        amount: order.amount,
        razorpayPaymentId: payment.id,
        reason,
      });
      return 'recorded';
    }
    return 'ignored';
  }
}
