import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymentLinkPage, type PaidLink, type PaymentLinkStore } from './razorpay-sandbox.links';
import { signaturesMatch, signPayment, signWebhookBody } from './razorpay-sandbox.signing';
import type { RazorpaySubscription, SubscriptionEventName, SubscriptionStore } from './razorpay-sandbox.subscriptions';
import {
  badRequest,
  PAYMENT_METHODS,
  RazorpayApiError,
  type PaymentInput,
  type PaymentMethod,
  type RazorpayPayment,
  type RazorpayRefund,
  type RefundStatus,
  type SandboxStore,
} from './razorpay-sandbox.store';

const MAX_BODY_BYTES = 1024 * 1024;

/** What the REST API does when told to fail (see RazorpaySandbox.setOutage). */
export type SandboxOutage = 'none' | 'error' | 'hang';

export interface SandboxHttpContext {
  keyId: string;
  keySecret: string;
  store: SandboxStore;
  links: PaymentLinkStore;
  checkoutSource: string;
  outage(): SandboxOutage;
  /** Queues the payment's webhooks, to be sent once `answered` resolves. */
  captured(payment: RazorpayPayment, webhooks: number, answered: Promise<void>): void;
  failed(payment: RazorpayPayment, webhooks: number, answered: Promise<void>): void;
  /** The status a new refund starts in (see RazorpaySandbox.setRefundOutcome). */
  refundStatus(): RefundStatus;
  /** Queues the refund's webhook (refund.processed / refund.failed) once it is settled and answered. */
  refunded(refund: RazorpayRefund, answered: Promise<void>): void;
  subscriptions: SubscriptionStore;
  /** Queues each subscription.* event `webhooks` times once `answered` resolves. */
  subscriptionEvents(
    events: SubscriptionEventName[],
    subscription: RazorpaySubscription,
    payment: RazorpayPayment | undefined,
    webhooks: number,
    answered: Promise<void>,
  ): void;
  /** Queues payment_link.paid `webhooks` times once the hosted page is answered. */
  linkPaid(paid: PaidLink, webhooks: number, answered: Promise<void>): void;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function authError(description: string): RazorpayApiError {
  return new RazorpayApiError(401, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
  });
}

const SERVER_ERROR = new RazorpayApiError(500, {
  error: {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});

/**
 * The sandbox's HTTP side: Razorpay's REST subset under /v1 (Basic auth), the
 * checkout script, and the checkout's pay/fail calls (public, CORS-enabled).
 */
export function createSandboxHandler(ctx: SandboxHttpContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    route(ctx, req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof RazorpayApiError) return sendJson(res, error.status, error.body, corsFor(req));
      sendJson(res, 500, SERVER_ERROR.body);
    });
  };
}

function isCheckoutPath(path: string): boolean {
  return path === '/checkout.js' || path === '/v1/checkout.js' || path.startsWith('/v1/checkout/');
}

function corsFor(req: IncomingMessage): Record<string, string> {
  return isCheckoutPath(new URL(req.url ?? '/', 'http://sandbox').pathname) ? CORS_HEADERS : {};
}

async function route(ctx: SandboxHttpContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://sandbox').pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const parts = path.split('/').slice(1).map(decodeURIComponent);

  if (isCheckoutPath(path)) {
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (path.endsWith('checkout.js')) {
      if (method !== 'GET') throw notFound();
      res.writeHead(200, {
        ...CORS_HEADERS,
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      res.end(ctx.checkoutSource);
      return;
    }
    // /v1/checkout/payment_links/{plink_id}/pay: the hosted payment page's Pay button.
    if (method === 'POST' && parts.length === 5 && parts[2] === 'payment_links' && parts[4] === 'pay') {
      return payLink(ctx, parts[3], req, res);
    }
    // /v1/checkout/subscriptions/{sub_id}/pay|fail (the checkout opened with subscription_id), and the sandbox's
    // clock: /charge charges the next cycle now (tests control when a mandate is debited).
    if (
      method === 'POST' &&
      parts.length === 5 &&
      parts[2] === 'subscriptions' &&
      ['pay', 'fail', 'charge'].includes(parts[4])
    ) {
      return subscriptionAction(ctx, parts[3], parts[4] as 'pay' | 'fail' | 'charge', req, res);
    }
    // /v1/checkout/orders/{order_id}/pay|fail|authorize
    if (
      method === 'POST' &&
      parts.length === 5 &&
      parts[2] === 'orders' &&
      ['pay', 'fail', 'authorize'].includes(parts[4])
    ) {
      return checkoutAction(ctx, parts[3], parts[4] as CheckoutAction, req, res);
    }
    throw notFound();
  }

  // The hosted payment page at a link's short_url (public, as rzp.io/i/… is).
  if (parts.length === 2 && parts[0] === 'i' && method === 'GET') {
    const link = ctx.links.byShortCode(parts[1]);
    res.writeHead(link ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(link ? paymentLinkPage(link) : '<!doctype html><title>Not found</title><p>No such payment link.</p>\n');
    return;
  }

  if (path === '/' || path === '/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Razorpay sandbox: REST API under /v1, checkout script at /v1/checkout.js\n');
    return;
  }
  if (parts[0] !== 'v1') throw notFound();

  authenticate(ctx, req);
  const outage = ctx.outage();
  // 'hang' leaves the request unanswered, as an unreachable gateway would; stop() closes it.
  if (outage === 'hang') return;
  if (outage === 'error') throw SERVER_ERROR;

  const resource = parts.slice(1);
  if (resource[0] === 'orders') {
    if (resource.length === 1 && method === 'POST') {
      return sendJson(res, 200, ctx.store.createOrder(await readJson(req)));
    }
    if (resource.length === 2 && method === 'GET') return sendJson(res, 200, ctx.store.orderOrFail(resource[1]));
    if (resource.length === 3 && resource[2] === 'payments' && method === 'GET') {
      ctx.store.orderOrFail(resource[1]);
      const items = ctx.store.paymentsOf(resource[1]);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
  }
  if (resource[0] === 'payments' && resource.length === 2 && method === 'GET') {
    return sendJson(res, 200, ctx.store.paymentOrFail(resource[1]));
  }
  if (resource[0] === 'payments' && resource.length === 3 && resource[2] === 'refund' && method === 'POST') {
    const refund = ctx.store.refund(resource[1], await readJson(req), ctx.refundStatus());
    const answered = new Promise<void>((resolve) => res.once('close', () => resolve()));
    ctx.refunded(refund, answered);
    return sendJson(res, 200, refund);
  }
  if (resource[0] === 'payments' && resource.length === 3 && resource[2] === 'refunds' && method === 'GET') {
    ctx.store.paymentOrFail(resource[1]);
    const items = ctx.store.refundsOf(resource[1]);
    return sendJson(res, 200, { entity: 'collection', count: items.length, items });
  }
  if (resource[0] === 'payment_links') {
    if (resource.length === 1 && method === 'POST') return sendJson(res, 200, ctx.links.create(await readJson(req)));
    if (resource.length === 2 && method === 'GET') return sendJson(res, 200, ctx.links.findOrFail(resource[1]));
    if (resource.length === 3 && resource[2] === 'cancel' && method === 'POST') {
      return sendJson(res, 200, ctx.links.cancel(resource[1]));
    }
  }
  if (resource[0] === 'plans') {
    if (resource.length === 1 && method === 'POST') {
      return sendJson(res, 200, ctx.subscriptions.createPlan(await readJson(req)));
    }
    if (resource.length === 2 && method === 'GET') return sendJson(res, 200, ctx.subscriptions.planOrFail(resource[1]));
  }
  if (resource[0] === 'subscriptions') {
    if (resource.length === 1 && method === 'POST') {
      return sendJson(res, 200, ctx.subscriptions.createSubscription(await readJson(req)));
    }
    if (resource.length === 2 && method === 'GET') return sendJson(res, 200, ctx.subscriptions.findOrFail(resource[1]));
    if (resource.length === 2 && method === 'PATCH') {
      const updated = ctx.subscriptions.update(resource[1], await readJson(req));
      ctx.subscriptionEvents(['subscription.updated'], updated, undefined, 1, answeredOf(res));
      return sendJson(res, 200, updated);
    }
    if (resource.length === 3 && method === 'POST' && ['cancel', 'pause', 'resume'].includes(resource[2])) {
      const body = await readJson(req);
      const id = resource[1];
      const action = resource[2];
      const after =
        action === 'cancel'
          ? ctx.subscriptions.cancel(id, body)
          : action === 'pause'
            ? ctx.subscriptions.pause(id)
            : ctx.subscriptions.resume(id);
      const event: SubscriptionEventName | null =
        action === 'pause'
          ? 'subscription.paused'
          : action === 'resume'
            ? 'subscription.resumed'
            : after.status === 'cancelled'
              ? 'subscription.cancelled'
              : null;
      if (event) ctx.subscriptionEvents([event], after, undefined, 1, answeredOf(res));
      return sendJson(res, 200, after);
    }
  }
  if (resource[0] === 'invoices' && resource.length === 1 && method === 'GET') {
    const subscriptionId = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('subscription_id');
    if (!subscriptionId) throw badRequest('The subscription_id field is required.');
    const items = ctx.subscriptions.invoicesOf(subscriptionId);
    return sendJson(res, 200, { entity: 'collection', count: items.length, items });
  }
  if (resource[0] === 'invoices' && resource.length === 2 && method === 'GET') {
    return sendJson(res, 200, ctx.subscriptions.invoiceOrFail(resource[1]));
  }
  if (resource[0] === 'refunds' && resource.length === 2 && method === 'GET') {
    return sendJson(res, 200, ctx.store.refundOrFail(resource[1]));
  }
  throw notFound();
}

function notFound(): RazorpayApiError {
  return badRequest('The requested URL was not found on the server.');
}

function authenticate(ctx: SandboxHttpContext, req: IncomingMessage): void {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match) throw authError('Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [id, secret] = colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  if (!signaturesMatch(ctx.keyId, id) || !signaturesMatch(ctx.keySecret, secret)) {
    throw authError('Authentication failed');
  }
}

/**
 * pay: captured at once (the portal's orders ask for automatic capture); fail: a failed attempt;
 * authorize: approved by the bank but never captured, so no money was taken (no webhook is sent for it).
 */
type CheckoutAction = 'pay' | 'fail' | 'authorize';

async function checkoutAction(
  ctx: SandboxHttpContext,
  orderId: string,
  action: CheckoutAction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readJson(req);
  const input = paymentInput(body);
  const webhooks = webhookCount(body);
  // Razorpay answers the checkout first and sends the webhook afterwards (even when the browser went away).
  const answered = new Promise<void>((resolve) => res.once('close', () => resolve()));
  if (action === 'pay' || action === 'authorize') {
    const payment = action === 'pay' ? ctx.store.capture(orderId, input) : ctx.store.authorize(orderId, input);
    if (action === 'pay') ctx.captured(payment, webhooks, answered);
    sendJson(
      res,
      200,
      {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: signPayment(orderId, payment.id, ctx.keySecret),
      },
      CORS_HEADERS,
    );
    return;
  }
  const payment = ctx.store.fail(orderId, input);
  ctx.failed(payment, webhooks, answered);
  sendJson(
    res,
    200,
    {
      razorpay_payment_id: payment.id,
      error: {
        code: payment.error_code,
        description: payment.error_description,
        source: payment.error_source,
        step: payment.error_step,
        reason: payment.error_reason,
        metadata: { order_id: orderId, payment_id: payment.id },
      },
    },
    CORS_HEADERS,
  );
}

/**
 * The hosted page's Pay: the link is paid (an order and a captured payment on it) and payment_link.paid
 * follows the answer `webhooks` times (default 1). The answer carries what Razorpay adds to a link's
 * callback_url, signed with the key secret over `plink_id|reference_id|status|payment_id`.
 */
async function payLink(ctx: SandboxHttpContext, linkId: string, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const input = paymentInput(body);
  const webhooks = webhookCount(body);
  const answered = new Promise<void>((resolve) => res.once('close', () => resolve()));
  const paid = ctx.links.pay(linkId, input);
  ctx.linkPaid(paid, webhooks, answered);
  const { link, payment } = paid;
  sendJson(
    res,
    200,
    {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
      razorpay_signature: signWebhookBody(
        `${link.id}|${link.reference_id}|${link.status}|${payment.id}`,
        ctx.keySecret,
      ),
    },
    CORS_HEADERS,
  );
}

const answeredOf = (res: ServerResponse) => new Promise<void>((resolve) => res.once('close', () => resolve()));

/**
 * The checkout for a subscription: pay authorises the mandate (and charges the first cycle unless the
 * subscription has a start_at), answering what Razorpay's handler gets: razorpay_payment_id,
 * razorpay_subscription_id and razorpay_signature over `payment_id|subscription_id`. fail: the member's bank
 * declined the mandate (the subscription stays created). charge: the sandbox's clock moves to the next charge
 * and debits it (`{"outcome": "fail"}` for a declined debit). Each sends its subscription.* webhooks `webhooks`
 * times (default 1).
 */
async function subscriptionAction(
  ctx: SandboxHttpContext,
  id: string,
  action: 'pay' | 'fail' | 'charge',
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readJson(req);
  const input = paymentInput(body);
  const webhooks = webhookCount(body);
  const answered = answeredOf(res);
  if (action === 'fail') {
    const subscription = ctx.subscriptions.findOrFail(id);
    if (subscription.status !== 'created') throw badRequest(`Subscription is ${subscription.status}`, 'id');
    return sendJson(
      res,
      200,
      { error: { code: 'BAD_REQUEST_ERROR', description: 'Mandate authorisation failed', metadata: {} } },
      CORS_HEADERS,
    );
  }
  if (action === 'charge') {
    const outcome = (body as Record<string, unknown>)?.outcome ?? 'charge';
    if (outcome !== 'charge' && outcome !== 'fail') throw badRequest('outcome must be charge or fail', 'outcome');
    const charge = ctx.subscriptions.charge(id, outcome, input);
    ctx.subscriptionEvents(charge.events, charge.subscription, charge.payment, webhooks, answered);
    return sendJson(
      res,
      200,
      { subscription: charge.subscription, invoice: charge.invoice, payment: charge.payment },
      CORS_HEADERS,
    );
  }
  const { subscription, charge } = ctx.subscriptions.authorize(id, input);
  const events: SubscriptionEventName[] = ['subscription.authenticated', ...(charge?.events ?? [])];
  ctx.subscriptionEvents(events, subscription, charge?.payment, webhooks, answered);
  const paymentId = charge?.payment.id ?? ctx.store.authorizationPayment(subscription.id, input).id;
  sendJson(
    res,
    200,
    {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscription.id,
      razorpay_signature: signWebhookBody(`${paymentId}|${subscription.id}`, ctx.keySecret),
    },
    CORS_HEADERS,
  );
}

function paymentInput(body: unknown): PaymentInput {
  const value = (body ?? {}) as Record<string, unknown>;
  const method = value.method ?? 'upi';
  if (!PAYMENT_METHODS.includes(method as PaymentMethod)) {
    throw badRequest(`method must be one of ${PAYMENT_METHODS.join(', ')}`, 'method');
  }
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    method: method as PaymentMethod,
    email: text(value.email),
    contact: text(value.contact),
    description: text(value.description),
  };
}

function webhookCount(body: unknown): number {
  const value = (body ?? {}) as Record<string, unknown>;
  const count = value.webhooks ?? 1;
  if (count !== 0 && count !== 1 && count !== 2) throw badRequest('webhooks must be 0, 1 or 2', 'webhooks');
  return count;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw badRequest('The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
