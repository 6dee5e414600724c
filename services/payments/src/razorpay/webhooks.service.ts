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
import { onlinePaymentNotConfigured, PaymentsException } from '../payments.exception';
import { OrdersRepository } from './orders.repository';
import { PaymentCapture } from './payment-capture';
import { hmacMatches } from './signatures';

interface WebhookPayment {
  id: string;
  order_id: string | null;
  amount: number;
  status: string;
  method?: string | null;
  error_description?: string | null;
}

interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id: string } } };
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

/**
 * Razorpay's webhooks: the signature covers the raw body; each event id is
 * handled once; payment.captured and order.paid record the payment (the same
 * single record the browser's callback makes); payment.failed notes the failed
 * attempt without ever undoing a payment. One short transaction: the receipt
 * PDF and the e-mail follow through the outbox, so Razorpay is answered at once.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly capture: PaymentCapture,
    private readonly outbox: OutboxWriter,
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
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO razorpay_webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [id, event],
      );
      if (inserted.length === 0) return { outcome: 'duplicate' as const };
      return { outcome: await this.apply(manager, event, body) };
    });
  }

  private async apply(manager: EntityManager, event: string, body: WebhookBody): Promise<'recorded' | 'ignored'> {
    const payment = body.payload?.payment?.entity;
    const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    if (!isRazorpayId(payment?.id) || !isRazorpayId(orderId)) return 'ignored';
    if (event === 'payment.captured' || event === 'order.paid') {
      const recordId = await this.capture.record(manager, orderId, {
        id: payment.id,
        method: storable(payment.method),
        amount: payment.amount,
      });
      return recordId ? 'recorded' : 'ignored';
    }
    if (event === 'payment.failed') {
      const order = await this.orders.find(orderId, manager, true);
      const reason = storable(payment.error_description);
      if (!order || !(await this.orders.markAttempted(manager, orderId, reason))) {
        return 'ignored';
      }
      await this.outbox.add(manager, PaymentsEvents.PaymentFailed, {
        orderId,
        memberId: order.member_id,
        scheme: order.scheme,
        amount: order.amount,
        razorpayPaymentId: payment.id,
        reason,
      });
      return 'recorded';
    }
    return 'ignored';
  }
}
