import { randomInt } from 'node:crypto';
import { razorpayId } from './razorpay-sandbox.signing';

/** Razorpay's answer for anything it refuses: `{ error: { code, description, ... } }`. */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, unknown>;
    field?: string;
  };
}

export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

/** 400 BAD_REQUEST_ERROR as Razorpay sends it for input it refuses. */
export function badRequest(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

export type Notes = Record<string, string | number> | [];
export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['upi', 'card', 'netbanking', 'wallet'];

/** Razorpay's order entity, field for field. */
export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  created_at: number;
}

/** Razorpay's payment entity (the fields a captured or failed checkout payment has). */
export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  /**
   * authorized: the bank approved it but it was never captured (Razorpay keeps such money only for days);
   * refunded: captured and since refunded in full (a partial refund leaves it captured).
   */
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  /** The subscription invoice a subscription's charge pays; null otherwise. */
  invoice_id: string | null;
  international: false;
  method: PaymentMethod;
  /** Paise refunded so far (refunds processed or pending). */
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

/** Razorpay's refund entity, field for field (`POST /v1/payments/{id}/refund`). */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

export interface PaymentInput {
  method?: PaymentMethod;
  email?: string;
  contact?: string;
  description?: string;
}

// JSON rather than structuredClone: entities are plain JSON, and the copies then belong to the caller's realm (jest).
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const unixNow = (): number => Math.floor(Date.now() / 1000);
const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('');

function amountOf(value: unknown): number {
  if (value === undefined || value === null || value === '')
    throw badRequest('The amount field is required.', 'amount');
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw badRequest('The amount must be an integer.', 'amount');
  }
  if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
  return amount;
}

function notesOf(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notes must be an array.', 'notes');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw badRequest('The notes may not have more than 15 items.', 'notes');
  for (const [key, note] of entries) {
    if ((typeof note !== 'string' && typeof note !== 'number') || String(note).length > 256) {
      throw badRequest(`The notes.${key} may not be greater than 256 characters.`, 'notes');
    }
  }
  // Like Razorpay, an empty notes object comes back as [].
  return entries.length ? (Object.fromEntries(entries) as Record<string, string | number>) : [];
}

/** Orders and payments of one sandbox account, in memory. */
export class SandboxStore {
  private readonly orders = new Map<string, RazorpayOrder>();
  private readonly payments = new Map<string, RazorpayPayment>();
  private readonly refunds = new Map<string, RazorpayRefund>();

  /** `POST /v1/orders` with Razorpay's checks and messages. */
  createOrder(input: unknown): RazorpayOrder {
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest('The amount field is required.');
    const body = input as Record<string, unknown>;
    const amount = amountOf(body.amount);
    const currency = body.currency ?? 'INR';
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (body.receipt !== undefined && body.receipt !== null && typeof body.receipt !== 'string') {
      throw badRequest('The receipt must be a string.', 'receipt');
    }
    if (typeof body.receipt === 'string' && body.receipt.length > 40) {
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (body.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(body.notes),
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    return clone(order);
  }

  /** The amount (paise) and notes checks of `POST /v1/orders`, for other entities that take both (payment links). */
  checkOrderInput(input: { amount: unknown; notes: unknown }): { amount: number; notes: Notes } {
    return { amount: amountOf(input.amount), notes: notesOf(input.notes) };
  }

  order(id: string): RazorpayOrder | undefined {
    const order = this.orders.get(id);
    return order && clone(order);
  }

  payment(id: string): RazorpayPayment | undefined {
    const payment = this.payments.get(id);
    return payment && clone(payment);
  }

  /**
   * The mandate's authorisation when the first charge waits for start_at: a ₹1 UPI authorisation on an order of
   * its own, never captured (no money is taken).
   */
  authorizationPayment(subscriptionId: string, input: PaymentInput): RazorpayPayment {
    const order = this.createOrder({
      amount: 100,
      receipt: subscriptionId,
      notes: { subscription_id: subscriptionId },
    });
    return this.authorize(order.id, input);
  }

  /** A subscription's charge: the payment pays that invoice (its invoice_id). */
  linkInvoice(paymentId: string, invoiceId: string): void {
    const payment = this.payments.get(paymentId);
    if (payment) payment.invoice_id = invoiceId;
  }

  /** An order's payments, newest first as Razorpay lists them. */
  paymentsOf(orderId: string): RazorpayPayment[] {
    return [...this.payments.values()]
      .filter((p) => p.order_id === orderId)
      .reverse()
      .map((p) => clone(p));
  }

  orderOrFail(id: string): RazorpayOrder {
    const order = this.orders.get(id);
    if (!order) throw badRequest('The id provided does not exist');
    return order;
  }

  paymentOrFail(id: string): RazorpayPayment {
    const payment = this.payments.get(id);
    if (!payment) throw badRequest('The id provided does not exist');
    return clone(payment);
  }

  /** A captured payment of the order's full amount; the order becomes paid. */
  capture(orderId: string, input: PaymentInput): RazorpayPayment {
    const order = this.unpaidOrder(orderId);
    const payment = this.newPayment(order, input, 'captured');
    order.attempts += 1;
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return clone(payment);
  }

  /**
   * A payment the bank authorised but that is never captured (as with `payment_capture: false` until a
   * capture call): the order stays unpaid, attempted.
   */
  authorize(orderId: string, input: PaymentInput): RazorpayPayment {
    const order = this.unpaidOrder(orderId);
    const payment = this.newPayment(order, input, 'authorized');
    order.attempts += 1;
    order.status = 'attempted';
    return clone(payment);
  }

  /** A failed attempt on the order; the order becomes attempted. */
  fail(orderId: string, input: PaymentInput): RazorpayPayment {
    const order = this.unpaidOrder(orderId);
    const payment = this.newPayment(order, input, 'failed');
    order.attempts += 1;
    order.status = 'attempted';
    return clone(payment);
  }

  /**
   * `POST /v1/payments/{id}/refund` with Razorpay's checks and messages: a captured payment, an amount in
   * paise (the whole unrefunded rest when absent) no more than what is left. The refund starts in `status`
   * (processed at once, as Razorpay's normal speed reports in test mode, unless the sandbox is told otherwise).
   */
  refund(paymentId: string, input: unknown, status: RefundStatus): RazorpayRefund {
    const payment = this.payments.get(paymentId);
    if (!payment) throw badRequest('The id provided does not exist');
    const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      throw badRequest('The payment has not been captured', 'payment_id');
    }
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = body.amount === undefined || body.amount === null ? left : amountOf(body.amount);
    if (amount > left) throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
    if (body.receipt !== undefined && body.receipt !== null && typeof body.receipt !== 'string') {
      throw badRequest('The receipt must be a string.', 'receipt');
    }
    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    this.updateRefundStatus(payment);
    if (status !== 'pending') this.settleRefund(refund.id, status);
    return clone(this.refunds.get(refund.id)!);
  }

  /** A pending refund becomes processed (with an ARN) or failed (its amount is refundable again). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): RazorpayRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw badRequest('The id provided does not exist');
    if (refund.status !== 'pending') throw badRequest(`The refund is already ${refund.status}`);
    refund.status = status;
    if (status === 'processed') refund.acquirer_data = { arn: digits(12) };
    else {
      const payment = this.payments.get(refund.payment_id)!;
      payment.amount_refunded -= refund.amount;
      this.updateRefundStatus(payment);
    }
    return clone(refund);
  }

  refundOrFail(id: string): RazorpayRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw badRequest('The id provided does not exist');
    return clone(refund);
  }

  /** A payment's refunds, newest first. */
  refundsOf(paymentId: string): RazorpayRefund[] {
    return [...this.refunds.values()]
      .filter((r) => r.payment_id === paymentId)
      .reverse()
      .map((r) => clone(r));
  }

  private updateRefundStatus(payment: RazorpayPayment): void {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  private unpaidOrder(orderId: string): RazorpayOrder {
    const order = this.orderOrFail(orderId);
    if (order.status === 'paid') throw badRequest('This order has already been paid.');
    return order;
  }

  private newPayment(order: RazorpayOrder, input: PaymentInput, status: RazorpayPayment['status']): RazorpayPayment {
    const method = input.method ?? 'upi';
    const captured = status === 'captured';
    const failed = status === 'failed';
    const fee = captured ? Math.round(order.amount * 0.02) : null;
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: input.description ?? null,
      card_id: method === 'card' ? razorpayId('card') : null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: input.email ?? 'void@razorpay.com',
      contact: input.contact ?? '+919999999999',
      notes: clone(order.notes),
      fee,
      tax: fee === null ? null : Math.round(fee * 0.18),
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: failed ? {} : acquirerData(method),
      created_at: unixNow(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }
}

function acquirerData(method: PaymentMethod): Record<string, string> {
  if (method === 'upi') return { rrn: digits(12) };
  if (method === 'card') return { auth_code: digits(6) };
  if (method === 'netbanking') return { bank_transaction_id: digits(7) };
  return { transaction_id: digits(10) };
}
