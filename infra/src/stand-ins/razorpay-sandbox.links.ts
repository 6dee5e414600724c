import { randomBytes } from 'node:crypto';
import { razorpayId } from './razorpay-sandbox.signing';
import {
  badRequest,
  type Notes,
  type PaymentInput,
  type RazorpayOrder,
  type RazorpayPayment,
  type SandboxStore,
} from './razorpay-sandbox.store';

export type PaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';

/** One payment made on a link, as the link entity lists it. */
export interface PaymentLinkPayment {
  amount: number;
  created_at: number;
  method: string;
  payment_id: string;
  plink_id: string;
  status: 'captured';
  updated_at: number;
}

/** Razorpay's Standard Payment Link entity (`POST /v1/payment_links`), field for field. */
export interface RazorpayPaymentLink {
  id: string;
  accept_partial: false;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: 'INR';
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  /** Unix seconds; 0 for a link that never expires. */
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  notes: Notes | null;
  notify: { email: boolean; sms: boolean };
  /** The order the payment was made on; set once the link is paid. */
  order_id?: string;
  payments: PaymentLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: [];
  short_url: string;
  status: PaymentLinkStatus;
  updated_at: number;
  upi_link: false;
  user_id: string;
}

/** What paying a link made: the link (paid), its order and the captured payment. */
export interface PaidLink {
  link: RazorpayPaymentLink;
  order: RazorpayOrder;
  payment: RazorpayPayment;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const unixNow = (): number => Math.floor(Date.now() / 1000);
/** Razorpay refuses a link that expires sooner than this after it is made. */
const MIN_EXPIRY_SECONDS = 15 * 60;
const SHORT_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function shortCode(): string {
  return [...randomBytes(7)].map((b) => SHORT_CODE[b % SHORT_CODE.length]).join('');
}

function optionalText(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`The ${field} must be a string.`, field);
  if (value.length > max) throw badRequest(`The ${field} may not be greater than ${max} characters.`, field);
  return value;
}

function customerOf(value: unknown): RazorpayPaymentLink['customer'] {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The customer must be an object.', 'customer');
  const body = value as Record<string, unknown>;
  const customer: RazorpayPaymentLink['customer'] = {};
  const name = optionalText(body, 'name', 50);
  const email = optionalText(body, 'email', 100);
  const contact = optionalText(body, 'contact', 20);
  if (email !== undefined && email !== '' && !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw badRequest('The customer.email must be a valid email address.', 'customer.email');
  }
  if (contact !== undefined && contact !== '' && !/^\+?[0-9 -]{8,20}$/.test(contact)) {
    throw badRequest('The customer.contact format is invalid.', 'customer.contact');
  }
  if (name !== undefined) customer.name = name;
  if (email !== undefined) customer.email = email;
  if (contact !== undefined) customer.contact = contact;
  return customer;
}

function notifyOf(value: unknown): RazorpayPaymentLink['notify'] {
  if (value === undefined || value === null) return { email: false, sms: false };
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notify must be an object.', 'notify');
  const body = value as Record<string, unknown>;
  for (const key of ['email', 'sms']) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') {
      throw badRequest(`The notify.${key} field must be true or false.`, `notify.${key}`);
    }
  }
  return { email: body.email === true, sms: body.sms === true };
}

/**
 * Payment Links of one sandbox account, in memory: `POST /v1/payment_links` with Razorpay's checks,
 * fetch, cancel, expiry (at expire_by, or when a test says so) and payment on the hosted page, which
 * makes an order and a captured payment on it as Razorpay does.
 */
export class PaymentLinkStore {
  private readonly links = new Map<string, RazorpayPaymentLink>();
  private readonly byCode = new Map<string, string>();

  constructor(
    private readonly store: SandboxStore,
    private readonly publicUrl: () => string,
  ) {}

  create(input: unknown): RazorpayPaymentLink {
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest('The amount field is required.');
    const body = input as Record<string, unknown>;
    // The amount and notes checks are the orders' (one order is made on the link when it is paid).
    const probe = this.store.checkOrderInput({ amount: body.amount, notes: body.notes });
    const currency = body.currency ?? 'INR';
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (body.accept_partial !== undefined && body.accept_partial !== false) {
      throw badRequest('Partial payments are not enabled for this account.', 'accept_partial');
    }
    const referenceId = optionalText(body, 'reference_id', 40) ?? '';
    if (referenceId && [...this.links.values()].some((l) => l.reference_id === referenceId)) {
      throw badRequest(`Payment Link with reference id ${referenceId} already exists`, 'reference_id');
    }
    const description = optionalText(body, 'description', 2048) ?? '';
    let expireBy = 0;
    if (body.expire_by !== undefined && body.expire_by !== null) {
      if (typeof body.expire_by !== 'number' || !Number.isInteger(body.expire_by)) {
        throw badRequest('The expire by must be an integer.', 'expire_by');
      }
      if (body.expire_by < unixNow() + MIN_EXPIRY_SECONDS) {
        throw badRequest('The expire by date should be at least 15 minutes after current time.', 'expire_by');
      }
      expireBy = body.expire_by;
    }
    const now = unixNow();
    const code = shortCode();
    const link: RazorpayPaymentLink = {
      id: razorpayId('plink'),
      accept_partial: false,
      amount: probe.amount,
      amount_paid: 0,
      callback_method: optionalText(body, 'callback_method', 10) ?? '',
      callback_url: optionalText(body, 'callback_url', 2048) ?? '',
      cancelled_at: 0,
      created_at: now,
      currency: 'INR',
      customer: customerOf(body.customer),
      description,
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: Array.isArray(probe.notes) ? null : probe.notes,
      notify: notifyOf(body.notify),
      payments: null,
      reference_id: referenceId,
      reminder_enable: body.reminder_enable === true,
      reminders: [],
      short_url: `${this.publicUrl()}/i/${code}`,
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    };
    this.links.set(link.id, link);
    this.byCode.set(code, link.id);
    return clone(link);
  }

  find(id: string): RazorpayPaymentLink | undefined {
    const link = this.links.get(id);
    if (!link) return undefined;
    this.expireIfDue(link);
    return clone(link);
  }

  findOrFail(id: string): RazorpayPaymentLink {
    const link = this.find(id);
    if (!link) throw badRequest('The id provided does not exist');
    return link;
  }

  /** The link a short URL's code names. */
  byShortCode(code: string): RazorpayPaymentLink | undefined {
    const id = this.byCode.get(code);
    return id ? this.find(id) : undefined;
  }

  /** `POST /v1/payment_links/{id}/cancel`: only a link still open can be cancelled. */
  cancel(id: string): RazorpayPaymentLink {
    const link = this.mutable(id);
    if (link.status !== 'created' && link.status !== 'partially_paid') {
      throw badRequest(`Payment Link cannot be cancelled as it is ${link.status}`, 'id');
    }
    link.status = 'cancelled';
    link.cancelled_at = link.updated_at = unixNow();
    return clone(link);
  }

  /** Expires an open link now, as reaching its expire_by does (tests need not wait 15 minutes). */
  expire(id: string): RazorpayPaymentLink {
    const link = this.mutable(id);
    if (link.status !== 'created') throw badRequest(`Payment Link cannot be expired as it is ${link.status}`, 'id');
    link.status = 'expired';
    link.expired_at = link.updated_at = unixNow();
    return clone(link);
  }

  /** The hosted page's Pay: an order of the link's amount, a captured payment on it, the link paid. */
  pay(id: string, input: PaymentInput): PaidLink {
    const link = this.mutable(id);
    const refusal = unpayableReason(link);
    if (refusal) throw badRequest(refusal);
    const order = this.store.createOrder({
      amount: link.amount,
      currency: 'INR',
      receipt: link.reference_id || null,
      notes: link.notes ?? [],
    });
    const payment = this.store.capture(order.id, {
      ...input,
      email: input.email ?? link.customer.email,
      contact: input.contact ?? link.customer.contact,
      description: link.description || undefined,
    });
    const now = unixNow();
    link.status = 'paid';
    link.amount_paid = link.amount;
    link.order_id = order.id;
    link.updated_at = now;
    link.payments = [
      {
        amount: payment.amount,
        created_at: payment.created_at,
        method: payment.method,
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: now,
      },
    ];
    return { link: clone(link), order: this.store.order(order.id)!, payment };
  }

  private mutable(id: string): RazorpayPaymentLink {
    const link = this.links.get(id);
    if (!link) throw badRequest('The id provided does not exist');
    this.expireIfDue(link);
    return link;
  }

  private expireIfDue(link: RazorpayPaymentLink): void {
    if (link.status === 'created' && link.expire_by && unixNow() >= link.expire_by) {
      link.status = 'expired';
      link.expired_at = link.updated_at = link.expire_by;
    }
  }
}

/** Why a link cannot be paid (the hosted page says so), or null while it can. */
export function unpayableReason(link: Pick<RazorpayPaymentLink, 'status'>): string | null {
  if (link.status === 'paid') return 'This payment link has already been paid.';
  if (link.status === 'cancelled') return 'This payment link has been cancelled and can no longer be paid.';
  if (link.status === 'expired') return 'This payment link has expired and can no longer be paid.';
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c as '&']);

/**
 * The hosted payment page at a link's short_url: what it is for and how much, and Pay buttons for each
 * method (a small script posts to /v1/checkout/payment_links/{id}/pay); a paid, cancelled or expired link
 * shows why it cannot be paid and no button.
 */
export function paymentLinkPage(link: RazorpayPaymentLink): string {
  const amount = `\u20b9${(link.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  const refusal = unpayableReason(link);
  const methods: Array<[string, string]> = [
    ['upi', 'UPI'],
    ['card', 'Card'],
    ['netbanking', 'Net banking'],
    ['wallet', 'Wallet'],
  ];
  const actions = refusal
    ? `<p id="state" role="status">${escapeHtml(refusal)}</p>`
    : `<p id="state" role="status">Choose how to pay (sandbox: no money moves).</p>
<div>${methods
        .map(([m, label]) => `<button type="button" data-method="${m}">Pay ${escapeHtml(amount)} by ${label}</button>`)
        .join(' ')}</div>
<script>
document.querySelectorAll('button[data-method]').forEach(function (b) {
  b.addEventListener('click', function () {
    fetch('/v1/checkout/payment_links/${link.id}/pay', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: b.getAttribute('data-method') })
    }).then(function (r) { return r.json(); }).then(function (a) {
      document.getElementById('state').textContent = a.error ? a.error.description : 'Payment successful: ' + a.razorpay_payment_id;
      if (!a.error) document.querySelectorAll('button[data-method]').forEach(function (x) { x.remove(); });
    });
  });
});
</script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment request - Razorpay sandbox</title></head>
<body><main>
<h1>Payment request</h1>
<p>${escapeHtml(link.description || 'Payment')}</p>
<dl><dt>Amount</dt><dd id="amount">${escapeHtml(amount)}</dd>
<dt>Reference</dt><dd>${escapeHtml(link.reference_id || link.id)}</dd>
<dt>Status</dt><dd id="status">${link.status}</dd></dl>
${actions}
</main></body></html>
`;
}
