import { razorpayId, signWebhookBody } from './razorpay-sandbox.signing';
import type { RazorpayPaymentLink } from './razorpay-sandbox.links';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-sandbox.store';
import type { RazorpaySubscription, SubscriptionEventName } from './razorpay-sandbox.subscriptions';

export type RefundEventName = 'refund.processed' | 'refund.failed';
export type PaymentLinkEventName = 'payment_link.paid';
export type WebhookEventName =
  'payment.captured' | 'payment.failed' | 'order.paid' | RefundEventName | PaymentLinkEventName | SubscriptionEventName;

/** The JSON Razorpay POSTs to a webhook URL. */
export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: Array<'payment' | 'order' | 'refund' | 'payment_link' | 'subscription'>;
  payload: {
    /** Absent only from subscription.* events other than charged, pending and halted. */
    payment: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
    payment_link?: { entity: RazorpayPaymentLink };
    subscription?: { entity: RazorpaySubscription };
  };
  created_at: number;
}

/**
 * A webhook event as Razorpay builds it: `payment.*` events carry the payment,
 * `order.paid` carries the payment and the order. Tests use it to replay events
 * or send them out of order.
 */
export function buildWebhookEvent(
  event: WebhookEventName,
  input: { payment: RazorpayPayment; order?: RazorpayOrder; accountId: string; createdAt?: number },
): WebhookEvent {
  if (event === 'order.paid' && !input.order) throw new Error('order.paid needs the order');
  const withOrder = event === 'order.paid';
  return {
    entity: 'event',
    account_id: input.accountId,
    event,
    contains: withOrder ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: input.payment },
      ...(withOrder ? { order: { entity: input.order! } } : {}),
    },
    created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
  };
}

/** refund.processed / refund.failed as Razorpay builds them: the refund and its payment. */
export function buildRefundEvent(
  event: RefundEventName,
  input: { refund: RazorpayRefund; payment: RazorpayPayment; accountId: string; createdAt?: number },
): WebhookEvent {
  return {
    entity: 'event',
    account_id: input.accountId,
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: input.refund }, payment: { entity: input.payment } },
    created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
  };
}

/** payment_link.paid as Razorpay builds it: the paid link, the order made on it and the payment. */
export function buildPaymentLinkEvent(
  event: PaymentLinkEventName,
  input: {
    link: RazorpayPaymentLink;
    order: RazorpayOrder;
    payment: RazorpayPayment;
    accountId: string;
    createdAt?: number;
  },
): WebhookEvent {
  return {
    entity: 'event',
    account_id: input.accountId,
    event,
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: input.link },
      order: { entity: input.order },
      payment: { entity: input.payment },
    },
    created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
  };
}

/**
 * subscription.* as Razorpay builds them: the subscription, and for subscription.charged (and a failed charge's
 * subscription.pending / subscription.halted) the payment of that charge.
 */
export function buildSubscriptionEvent(
  event: SubscriptionEventName,
  input: { subscription: RazorpaySubscription; payment?: RazorpayPayment; accountId: string; createdAt?: number },
): WebhookEvent {
  return {
    entity: 'event',
    account_id: input.accountId,
    event,
    contains: input.payment ? ['subscription', 'payment'] : ['subscription'],
    payload: {
      subscription: { entity: input.subscription },
      ...(input.payment ? { payment: { entity: input.payment } } : {}),
    } as WebhookEvent['payload'],
    created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
  };
}

/** Body and headers of a signed webhook request, ready to POST. */
export interface SignedWebhook {
  eventId: string;
  body: string;
  headers: Record<string, string>;
}

export function signWebhook(event: WebhookEvent, webhookSecret: string, eventId = razorpayId('evt')): SignedWebhook {
  const body = JSON.stringify(event);
  return {
    eventId,
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signWebhookBody(body, webhookSecret),
      'X-Razorpay-Event-Id': eventId,
    },
  };
}

/** One delivery of one event; `webhooks: 2` gives two deliveries with the same event id. */
export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  orderId: string;
  paymentId: string;
  /** The refund a refund.* event is about. */
  refundId?: string;
  /** The link a payment_link.* event is about. */
  paymentLinkId?: string;
  /** The subscription a subscription.* event is about. */
  subscriptionId?: string;
  /** pending: still trying; delivered: a 2xx came back; failed: gave up after the retries; dropped: never sent. */
  state: 'pending' | 'delivered' | 'failed' | 'dropped';
  /** HTTP status of the last attempt; absent while none answered (unreachable, timed out). */
  status?: number;
  attempts: number;
}

export interface WebhookSenderOptions {
  secret: string;
  url?: string;
  /** Waits between attempts; their count + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  /** Razorpay waits 5 s for an answer. */
  timeoutMs: number;
}

/**
 * Delivers webhooks like Razorpay: POSTs the signed body, retries a non-2xx or
 * unreachable target with growing waits, then gives up without a word.
 */
export class WebhookSender {
  private url: string | undefined;
  private paused = false;
  private readonly deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  pause(paused: boolean): void {
    this.paused = paused;
  }

  list(): WebhookDelivery[] {
    return this.deliveries.map((d) => ({ ...d }));
  }

  /**
   * Queues `times` deliveries of the event (same event id), each with its own retries,
   * sent once `after` settles (Razorpay answers the checkout before it sends the webhook).
   */
  send(event: WebhookEvent, times: number, after: Promise<unknown> = Promise.resolve()): string {
    return this.sendTracked(event, times, after).eventId;
  }

  /** As send(), with a promise that resolves once these deliveries are done (to send the next event after them). */
  sendTracked(event: WebhookEvent, times: number, after: Promise<unknown>): { eventId: string; done: Promise<void> } {
    const signed = signWebhook(event, this.options.secret);
    const batch: Promise<void>[] = [];
    for (let i = 0; i < times; i++) {
      const delivery: WebhookDelivery = {
        eventId: signed.eventId,
        event: event.event,
        orderId: event.payload.payment?.entity.order_id ?? '',
        paymentId: event.payload.payment?.entity.id ?? '',
        ...(event.payload.refund ? { refundId: event.payload.refund.entity.id } : {}),
        ...(event.payload.payment_link ? { paymentLinkId: event.payload.payment_link.entity.id } : {}),
        ...(event.payload.subscription ? { subscriptionId: event.payload.subscription.entity.id } : {}),
        state: 'pending',
        attempts: 0,
      };
      this.deliveries.push(delivery);
      const running = after.then(() => this.deliver(delivery, signed)).finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
      batch.push(running);
    }
    return { eventId: signed.eventId, done: Promise.all(batch).then(() => undefined) };
  }

  /** Resolves once every queued delivery has been delivered, dropped or given up. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private async deliver(delivery: WebhookDelivery, signed: SignedWebhook): Promise<void> {
    const delays = [0, ...this.options.retryDelaysMs];
    for (const delay of delays) {
      if (delay) await this.wait(delay);
      if (this.stopping.signal.aborted || this.paused || !this.url) {
        delivery.state = delivery.attempts ? 'failed' : 'dropped';
        return;
      }
      delivery.attempts += 1;
      delivery.status = await this.post(this.url, signed);
      if (delivery.status !== undefined && delivery.status >= 200 && delivery.status < 300) {
        delivery.state = 'delivered';
        return;
      }
    }
    delivery.state = 'failed';
  }

  private async post(url: string, signed: SignedWebhook): Promise<number | undefined> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch {
      return undefined;
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.stopping.signal;
      signal.addEventListener('abort', done, { once: true });
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
    });
  }
}
