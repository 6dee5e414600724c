import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutScript } from './razorpay-sandbox.checkout';
import { createSandboxHandler, type SandboxOutage } from './razorpay-sandbox.http';
import { PaymentLinkStore, type RazorpayPaymentLink } from './razorpay-sandbox.links';
import { randomSecret, razorpayId } from './razorpay-sandbox.signing';
import {
  SubscriptionStore,
  type RazorpayPlan,
  type RazorpaySubscription,
  type SubscriptionEventName,
} from './razorpay-sandbox.subscriptions';
import {
  SandboxStore,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  type RefundStatus,
} from './razorpay-sandbox.store';
import {
  buildPaymentLinkEvent,
  buildRefundEvent,
  buildSubscriptionEvent,
  buildWebhookEvent,
  signWebhook,
  WebhookSender,
  type SignedWebhook,
  type WebhookDelivery,
  type RefundEventName,
  type WebhookEventName,
} from './razorpay-sandbox.webhooks';

export type { SandboxOutage } from './razorpay-sandbox.http';
export { paymentLinkPage, unpayableReason } from './razorpay-sandbox.links';
export type { PaymentLinkStatus, RazorpayPaymentLink } from './razorpay-sandbox.links';
export { addPeriods } from './razorpay-sandbox.subscriptions';
export type {
  RazorpayInvoice,
  RazorpayPlan,
  RazorpaySubscription,
  SubscriptionEventName,
  SubscriptionStatus,
} from './razorpay-sandbox.subscriptions';
export { razorpayId, signPayment, signWebhookBody, signaturesMatch } from './razorpay-sandbox.signing';
export type {
  Notes,
  OrderStatus,
  PaymentMethod,
  RazorpayErrorBody,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  RefundStatus,
} from './razorpay-sandbox.store';
export {
  buildPaymentLinkEvent,
  buildRefundEvent,
  buildSubscriptionEvent,
  buildWebhookEvent,
  signWebhook,
} from './razorpay-sandbox.webhooks';
export type {
  PaymentLinkEventName,
  RefundEventName,
  SignedWebhook,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventName,
} from './razorpay-sandbox.webhooks';

export interface RazorpaySandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Generated (`rzp_test_…`) when absent. */
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go, e.g. `${PUBLIC_URL}/api/razorpay/webhook`; none are sent while unset. */
  webhookUrl?: string;
  /** Address browsers reach the sandbox at; `http://<host>:<port>` by default. */
  publicUrl?: string;
  /** Waits between delivery attempts of a webhook. Default 0.5 s, 1 s, 2 s, 4 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long one delivery attempt waits for an answer. Default 5 s, as Razorpay. */
  webhookTimeoutMs?: number;
}

export interface RazorpaySandbox {
  /** Root of the sandbox, e.g. `http://127.0.0.1:8090`. */
  url: string;
  /**
   * What the `razorpay` SDK's axios instance needs as baseURL: the root, like `https://api.razorpay.com`
   * (the SDK adds `/v1/...` to every path itself).
   */
  apiUrl: string;
  /** The checkout script, the stand-in for `https://checkout.razorpay.com/v1/checkout.js`. */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountId: string;
  order(id: string): RazorpayOrder | undefined;
  payment(id: string): RazorpayPayment | undefined;
  refund(id: string): RazorpayRefund | undefined;
  /** A payment link as Razorpay has it (`GET /v1/payment_links/{id}`), or undefined. */
  paymentLink(id: string): RazorpayPaymentLink | undefined;
  /** A plan as Razorpay has it (`GET /v1/plans/{id}`), or undefined. */
  plan(id: string): RazorpayPlan | undefined;
  /** A subscription as Razorpay has it (`GET /v1/subscriptions/{id}`), or undefined. */
  subscription(id: string): RazorpaySubscription | undefined;
  /** The sandbox's clock (Unix seconds): ahead of the real one once a charge moved it to a later charge_at. */
  clock(): number;
  /**
   * The signed subscription.* request for this subscription as it is now, with the payment when named
   * (a fresh event id unless given).
   */
  signedSubscriptionWebhook(
    event: SubscriptionEventName,
    subscriptionId: string,
    paymentId?: string,
    eventId?: string,
  ): SignedWebhook;
  /** Expires an open payment link now, as reaching its expire_by does. */
  expirePaymentLink(id: string): RazorpayPaymentLink;
  /** The signed payment_link.paid request for this paid link (a fresh event id unless given). */
  signedPaymentLinkWebhook(linkId: string, eventId?: string): SignedWebhook;
  /**
   * How the next refunds go: `status` is what `POST /v1/payments/{id}/refund` answers (processed by default;
   * pending waits for settleRefund), `webhooks` how often each refund's webhook is delivered (default 1).
   */
  setRefundOutcome(outcome: { status?: RefundStatus; webhooks?: 0 | 1 | 2 }): void;
  /** Settles a pending refund as Razorpay later does, sending refund.processed or refund.failed. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): RazorpayRefund;
  /** Every webhook delivery so far, oldest first (`webhooks: 2` shows as two with the same eventId). */
  deliveredWebhooks(): WebhookDelivery[];
  /** Resolves once no webhook delivery is pending any more. */
  webhooksSettled(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** While paused, webhooks are dropped (never sent), as if lost on the way. */
  pauseWebhooks(paused: boolean): void;
  /** The signed request Razorpay would send for this event about this payment (a fresh event id unless given). */
  signedWebhook(event: WebhookEventName, paymentId: string, eventId?: string): SignedWebhook;
  /** The signed refund.processed / refund.failed request for this refund (a fresh event id unless given). */
  signedRefundWebhook(event: RefundEventName, refundId: string, eventId?: string): SignedWebhook;
  /**
   * Makes the REST API under /v1 misbehave: 'error' answers 500 SERVER_ERROR, 'hang' never answers;
   * 'none' restores it. The checkout endpoints keep working.
   */
  setOutage(outage: SandboxOutage): void;
  stop(): Promise<void>;
}

/**
 * A local stand-in for Razorpay: the REST subset the payments service calls, a
 * checkout.js with Razorpay's browser API, and signed webhooks after each payment.
 * State lives in memory for the life of the process.
 */
export async function startRazorpaySandbox(options: RazorpaySandboxOptions): Promise<RazorpaySandbox> {
  const host = options.host ?? '127.0.0.1';
  const keyId = options.keyId ?? razorpayId('rzp_test');
  const keySecret = options.keySecret ?? randomSecret();
  const webhookSecret = options.webhookSecret ?? randomSecret();
  const accountId = razorpayId('acc');
  const store = new SandboxStore();
  // The short URLs name the public address, known once the port is.
  let linkBase = '';
  const links = new PaymentLinkStore(store, () => linkBase);
  const subscriptions = new SubscriptionStore(store, () => linkBase);
  const webhooks = new WebhookSender({
    secret: webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 1000, 2000, 4000],
    timeoutMs: options.webhookTimeoutMs ?? 5000,
  });
  let outage: SandboxOutage = 'none';
  let refundOutcome: { status: RefundStatus; webhooks: 0 | 1 | 2 } = { status: 'processed', webhooks: 1 };
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');

  const eventFor = (event: WebhookEventName, payment: RazorpayPayment) =>
    buildWebhookEvent(event, { payment, order: store.order(payment.order_id), accountId });
  const refundEventFor = (event: RefundEventName, refund: RazorpayRefund) =>
    buildRefundEvent(event, { refund, payment: store.paymentOrFail(refund.payment_id), accountId });
  const sendRefundWebhook = (refund: RazorpayRefund, answered: Promise<void> = Promise.resolve()) => {
    if (refund.status === 'pending' || !refundOutcome.webhooks) return;
    const event = refund.status === 'processed' ? 'refund.processed' : 'refund.failed';
    webhooks.send(refundEventFor(event, refund), refundOutcome.webhooks, answered);
  };

  const linkEventFor = (link: RazorpayPaymentLink) => {
    const paymentId = link.payments?.[0]?.payment_id;
    if (link.status !== 'paid' || !link.order_id || !paymentId) throw new Error(`payment link ${link.id} is not paid`);
    return buildPaymentLinkEvent('payment_link.paid', {
      link,
      order: store.order(link.order_id)!,
      payment: store.paymentOrFail(paymentId),
      accountId,
    });
  };

  const subscriptionEventFor = (
    event: SubscriptionEventName,
    subscription: RazorpaySubscription,
    payment?: RazorpayPayment,
  ) => buildSubscriptionEvent(event, { subscription, payment, accountId });

  // The script embeds the public address, known once the port is; the handler reads it per request.
  const context = {
    keyId,
    keySecret,
    store,
    links,
    subscriptions,
    subscriptionEvents: (
      events: SubscriptionEventName[],
      subscription: RazorpaySubscription,
      payment: RazorpayPayment | undefined,
      times: number,
      answered: Promise<void>,
    ) => {
      if (!times) return;
      // In order: each event waits for the one before it to be sent (authenticated before activated before charged).
      let after: Promise<unknown> = answered;
      for (const event of events) {
        const withPayment = ['subscription.charged', 'subscription.pending', 'subscription.halted'].includes(event);
        const queued = subscriptionEventFor(event, subscription, withPayment ? payment : undefined);
        after = webhooks.sendTracked(queued, times, after).done;
      }
    },
    linkPaid: (paid: { link: RazorpayPaymentLink }, times: number, answered: Promise<void>) => {
      if (times) webhooks.send(linkEventFor(paid.link), times, answered);
    },
    checkoutSource: '',
    outage: () => outage,
    captured: (payment: RazorpayPayment, times: number, answered: Promise<void>) => {
      if (times) webhooks.send(eventFor('payment.captured', payment), times, answered);
    },
    failed: (payment: RazorpayPayment, times: number, answered: Promise<void>) => {
      if (times) webhooks.send(eventFor('payment.failed', payment), times, answered);
    },
    refundStatus: () => refundOutcome.status,
    refunded: (refund: RazorpayRefund, answered: Promise<void>) => sendRefundWebhook(refund, answered),
  };
  const server = await listen(createServer(createSandboxHandler(context)), options.port, host);
  const port = (server.address() as AddressInfo).port;
  publicUrl ??= `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  context.checkoutSource = checkoutScript(publicUrl);
  linkBase = publicUrl;

  let stopped: Promise<void> | undefined;
  return {
    url: publicUrl,
    apiUrl: publicUrl,
    checkoutUrl: `${publicUrl}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    accountId,
    order: (id) => store.order(id),
    payment: (id) => store.payment(id),
    refund: (id) => {
      try {
        return store.refundOrFail(id);
      } catch {
        return undefined;
      }
    },
    paymentLink: (id) => links.find(id),
    plan: (id) => {
      try {
        return subscriptions.planOrFail(id);
      } catch {
        return undefined;
      }
    },
    subscription: (id) => subscriptions.find(id),
    clock: () => subscriptions.now(),
    signedSubscriptionWebhook: (event, subscriptionId, paymentId, eventId) =>
      signWebhook(
        subscriptionEventFor(
          event,
          subscriptions.findOrFail(subscriptionId),
          paymentId ? store.paymentOrFail(paymentId) : undefined,
        ),
        webhookSecret,
        eventId,
      ),
    expirePaymentLink: (id) => links.expire(id),
    signedPaymentLinkWebhook: (linkId, eventId) =>
      signWebhook(linkEventFor(links.findOrFail(linkId)), webhookSecret, eventId),
    setRefundOutcome: (outcome) => {
      refundOutcome = { ...refundOutcome, ...outcome };
    },
    settleRefund: (refundId, status) => {
      const refund = store.settleRefund(refundId, status);
      sendRefundWebhook(refund);
      return refund;
    },
    deliveredWebhooks: () => webhooks.list(),
    webhooksSettled: () => webhooks.settled(),
    setWebhookUrl: (url) => webhooks.setUrl(url),
    pauseWebhooks: (paused) => webhooks.pause(paused),
    signedWebhook: (event, paymentId, eventId) =>
      signWebhook(eventFor(event, store.paymentOrFail(paymentId)), webhookSecret, eventId),
    signedRefundWebhook: (event, refundId, eventId) =>
      signWebhook(refundEventFor(event, store.refundOrFail(refundId)), webhookSecret, eventId),
    setOutage: (value) => {
      outage = value;
    },
    stop: () => {
      webhooks.stop();
      stopped ??= Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        webhooks.settled(),
      ]).then(() => undefined);
      return stopped;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
