import { razorpayId } from './razorpay-sandbox.signing';
import {
  badRequest,
  type Notes,
  type PaymentInput,
  type RazorpayOrder,
  type RazorpayPayment,
  type SandboxStore,
} from './razorpay-sandbox.store';

export type PlanPeriod = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type SubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'paused' | 'cancelled' | 'completed' | 'expired';

/** Razorpay's plan entity (`POST /v1/plans`). */
export interface RazorpayPlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: PlanPeriod;
  item: {
    id: string;
    active: true;
    name: string;
    description: string | null;
    amount: number;
    unit_amount: number;
    currency: 'INR';
    type: 'plan';
    unit: null;
    tax_inclusive: false;
    hsn_code: null;
    sac_code: null;
    tax_rate: null;
    tax_id: null;
    tax_group_id: null;
    created_at: number;
    updated_at: number;
  };
  notes: Notes;
  created_at: number;
}

/** Razorpay's subscription entity (`POST /v1/subscriptions`), field for field. */
export interface RazorpaySubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  /** The cycle last charged (Unix seconds), null before the first charge. */
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Notes;
  /** When the next charge is due (Unix seconds, on the sandbox's clock). */
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  payment_method: string | null;
  offer_id: null;
  remaining_count: number;
}

/** The invoice Razorpay makes for each cycle of a subscription (`GET /v1/invoices/{id}`), the fields it has. */
export interface RazorpayInvoice {
  id: string;
  entity: 'invoice';
  type: 'invoice';
  subscription_id: string;
  order_id: string;
  payment_id: string | null;
  status: 'issued' | 'paid';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  billing_start: number;
  billing_end: number;
  paid_at: number | null;
  created_at: number;
}

/** What one charge attempt made, and the webhooks it calls for. */
export interface SubscriptionCharge {
  subscription: RazorpaySubscription;
  invoice: RazorpayInvoice;
  order: RazorpayOrder;
  payment: RazorpayPayment;
  events: SubscriptionEventName[];
}

export type SubscriptionEventName =
  | 'subscription.authenticated'
  | 'subscription.activated'
  | 'subscription.charged'
  | 'subscription.pending'
  | 'subscription.halted'
  | 'subscription.paused'
  | 'subscription.resumed'
  | 'subscription.cancelled'
  | 'subscription.completed'
  | 'subscription.updated';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const PERIODS: readonly PlanPeriod[] = ['daily', 'weekly', 'monthly', 'yearly'];
const OPEN: readonly SubscriptionStatus[] = ['created', 'authenticated', 'active', 'pending', 'halted', 'paused'];

function integerField(body: Record<string, unknown>, field: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`The ${field} field is required.`, field);
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw badRequest(`The ${field} must be an integer.`, field);
  if (value < min || value > max) throw badRequest(`The ${field} must be between ${min} and ${max}.`, field);
  return value;
}

/** `at` moved by whole periods, keeping the day of the month where it can (31 Jan + 1 month = 28/29 Feb). */
export function addPeriods(at: number, period: PlanPeriod, count: number): number {
  const d = new Date(at * 1000);
  if (period === 'daily') return at + count * 86_400;
  if (period === 'weekly') return at + count * 7 * 86_400;
  const months = period === 'monthly' ? count : count * 12;
  const day = d.getUTCDate();
  const target = new Date(d.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return Math.floor(target.getTime() / 1000);
}

/**
 * Plans and subscriptions of one sandbox account, in memory, on a clock the tests control: nothing is charged
 * by itself; `charge` (the sandbox's `POST /v1/checkout/subscriptions/{id}/charge`) moves the clock to the next
 * charge_at and charges that cycle (an order, its invoice and a captured or failed payment), as Razorpay's
 * scheduler does on the day. A failed charge makes an active subscription pending and a pending one halted;
 * a later successful charge of a pending or halted subscription pays the same cycle and makes it active again.
 */
export class SubscriptionStore {
  private readonly plans = new Map<string, RazorpayPlan>();
  private readonly subscriptions = new Map<string, RazorpaySubscription>();
  private readonly invoices = new Map<string, RazorpayInvoice>();
  /** Seconds the sandbox's clock is ahead of the real one. */
  private offset = 0;
  /** The next cycle to charge per subscription (its start, Unix seconds). */
  private readonly nextCycle = new Map<string, number>();

  constructor(
    private readonly store: SandboxStore,
    private readonly publicUrl: () => string,
  ) {}

  /** The sandbox's clock, Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  createPlan(input: unknown): RazorpayPlan {
    const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
    if (!PERIODS.includes(body.period as PlanPeriod)) {
      throw badRequest('The period must be one of daily, weekly, monthly or yearly.', 'period');
    }
    const period = body.period as PlanPeriod;
    const interval = integerField(body, 'interval', period === 'daily' ? 7 : 1, 4000);
    const item = (body.item && typeof body.item === 'object' ? body.item : null) as Record<string, unknown> | null;
    if (!item) throw badRequest('The item field is required.', 'item');
    if (typeof item.name !== 'string' || !item.name) throw badRequest('The item.name field is required.', 'item.name');
    if ((item.currency ?? 'INR') !== 'INR') throw badRequest('Currency is not supported', 'item.currency');
    const { amount, notes } = this.store.checkOrderInput({ amount: item.amount, notes: body.notes });
    const now = this.now();
    const plan: RazorpayPlan = {
      id: razorpayId('plan'),
      entity: 'plan',
      interval,
      period,
      item: {
        id: razorpayId('item'),
        active: true,
        name: item.name,
        description: typeof item.description === 'string' ? item.description : null,
        amount,
        unit_amount: amount,
        currency: 'INR',
        type: 'plan',
        unit: null,
        tax_inclusive: false,
        hsn_code: null,
        sac_code: null,
        tax_rate: null,
        tax_id: null,
        tax_group_id: null,
        created_at: now,
        updated_at: now,
      },
      notes,
      created_at: now,
    };
    this.plans.set(plan.id, plan);
    return clone(plan);
  }

  planOrFail(id: string): RazorpayPlan {
    const plan = this.plans.get(id);
    if (!plan) throw badRequest('The id provided does not exist');
    return clone(plan);
  }

  createSubscription(input: unknown): RazorpaySubscription {
    const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
    if (typeof body.plan_id !== 'string' || !body.plan_id)
      throw badRequest('The plan id field is required.', 'plan_id');
    if (!this.plans.has(body.plan_id)) throw badRequest('The id provided does not exist', 'plan_id');
    const totalCount = integerField(body, 'total_count', 1, 1200);
    const quantity = body.quantity === undefined ? 1 : integerField(body, 'quantity', 1, 1000);
    const now = this.now();
    let startAt: number | null = null;
    if (body.start_at !== undefined && body.start_at !== null) {
      startAt = integerField(body, 'start_at', 0);
      if (startAt <= now) throw badRequest('Start time should be in future', 'start_at');
    }
    let expireBy: number | null = null;
    if (body.expire_by !== undefined && body.expire_by !== null) {
      expireBy = integerField(body, 'expire_by', now + 1);
    }
    const { notes } = this.store.checkOrderInput({ amount: 100, notes: body.notes });
    const id = razorpayId('sub');
    const subscription: RazorpaySubscription = {
      id,
      entity: 'subscription',
      plan_id: body.plan_id,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity,
      notes,
      charge_at: startAt,
      start_at: startAt,
      end_at: null,
      auth_attempts: 0,
      total_count: totalCount,
      paid_count: 0,
      customer_notify: body.customer_notify !== false && body.customer_notify !== 0,
      created_at: now,
      expire_by: expireBy,
      short_url: `${this.publicUrl()}/v1/checkout/subscriptions/${id}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      payment_method: null,
      offer_id: null,
      remaining_count: totalCount,
    };
    this.subscriptions.set(id, subscription);
    return clone(subscription);
  }

  find(id: string): RazorpaySubscription | undefined {
    const subscription = this.subscriptions.get(id);
    return subscription && clone(subscription);
  }

  findOrFail(id: string): RazorpaySubscription {
    return clone(this.mutable(id));
  }

  /** `GET /v1/invoices?subscription_id=`: the subscription's invoices, newest first (as Razorpay lists them). */
  invoicesOf(subscriptionId: string): RazorpayInvoice[] {
    return [...this.invoices.values()]
      .filter((invoice) => invoice.subscription_id === subscriptionId)
      .sort((a, b) => b.created_at - a.created_at)
      .map(clone);
  }

  invoiceOrFail(id: string): RazorpayInvoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw badRequest('The id provided does not exist');
    return clone(invoice);
  }

  /**
   * The checkout's Pay for a subscription: the mandate is authorised (authenticated). Without a start_at the
   * first cycle is charged at once (and the subscription is active); with one, the first charge waits for it.
   */
  authorize(
    id: string,
    input: PaymentInput,
  ): { subscription: RazorpaySubscription; charge: SubscriptionCharge | null } {
    const subscription = this.mutable(id);
    if (subscription.status !== 'created') {
      throw badRequest(`Subscription cannot be authenticated as it is ${subscription.status}`, 'id');
    }
    if (subscription.expire_by && this.now() > subscription.expire_by) {
      subscription.status = 'expired';
      throw badRequest('Subscription cannot be authenticated as it is expired', 'id');
    }
    subscription.auth_attempts += 1;
    subscription.status = 'authenticated';
    subscription.payment_method = input.method ?? 'upi';
    const start = subscription.start_at ?? this.now();
    this.nextCycle.set(id, start);
    subscription.charge_at = start;
    if (subscription.start_at) return { subscription: clone(subscription), charge: null };
    const charge = this.charge(id, 'charge', input);
    return { subscription: charge.subscription, charge };
  }

  /**
   * Charges the next cycle now on the sandbox's clock, which first moves to charge_at when that is later.
   * 'fail' is a declined debit: active becomes pending, pending becomes halted.
   */
  charge(id: string, outcome: 'charge' | 'fail', input: PaymentInput = {}): SubscriptionCharge {
    const subscription = this.mutable(id);
    if (!['authenticated', 'active', 'pending', 'halted'].includes(subscription.status)) {
      throw badRequest(`Subscription cannot be charged as it is ${subscription.status}`, 'id');
    }
    if (subscription.charge_at && subscription.charge_at > this.now()) {
      this.offset += subscription.charge_at - this.now();
    }
    const plan = this.plans.get(subscription.plan_id)!;
    const start = this.nextCycle.get(id) ?? this.now();
    const end = addPeriods(start, plan.period, plan.interval);
    const amount = plan.item.amount * subscription.quantity;
    const order = this.store.createOrder({ amount, currency: 'INR', receipt: null, notes: subscription.notes });
    const payInput = { method: (subscription.payment_method ?? 'upi') as PaymentInput['method'], ...input };
    const payment = outcome === 'charge' ? this.store.capture(order.id, payInput) : this.store.fail(order.id, payInput);
    const invoice: RazorpayInvoice = {
      id: razorpayId('inv'),
      entity: 'invoice',
      type: 'invoice',
      subscription_id: id,
      order_id: order.id,
      payment_id: payment.id,
      status: outcome === 'charge' ? 'paid' : 'issued',
      amount,
      amount_paid: outcome === 'charge' ? amount : 0,
      amount_due: outcome === 'charge' ? 0 : amount,
      currency: 'INR',
      billing_start: start,
      billing_end: end,
      paid_at: outcome === 'charge' ? this.now() : null,
      created_at: this.now(),
    };
    this.invoices.set(invoice.id, invoice);
    this.store.linkInvoice(payment.id, invoice.id);
    const events: SubscriptionEventName[] = [];
    if (outcome === 'charge') {
      if (
        subscription.status === 'authenticated' ||
        subscription.status === 'pending' ||
        subscription.status === 'halted'
      ) {
        events.push('subscription.activated');
      }
      subscription.status = 'active';
      subscription.paid_count += 1;
      subscription.remaining_count = subscription.total_count - subscription.paid_count;
      subscription.current_start = start;
      subscription.current_end = end;
      subscription.charge_at = end;
      this.nextCycle.set(id, end);
      events.push('subscription.charged');
      if (subscription.remaining_count === 0) {
        subscription.status = 'completed';
        subscription.charge_at = null;
        subscription.ended_at = this.now();
        events.push('subscription.completed');
      }
    } else {
      subscription.status =
        subscription.status === 'pending' || subscription.status === 'halted' ? 'halted' : 'pending';
      events.push(subscription.status === 'halted' ? 'subscription.halted' : 'subscription.pending');
      // Razorpay retries a pending charge a day later; a halted one waits for the customer.
      subscription.charge_at = subscription.status === 'pending' ? this.now() + 86_400 : null;
    }
    return {
      subscription: clone(subscription),
      invoice: clone(invoice),
      order: this.store.order(order.id)!,
      payment: this.store.paymentOrFail(payment.id),
      events,
    };
  }

  /** `POST /v1/subscriptions/{id}/cancel`: at once, or at the end of the cycle (cancel_at_cycle_end: 1). */
  cancel(id: string, input: unknown): RazorpaySubscription {
    const subscription = this.mutable(id);
    if (!OPEN.includes(subscription.status)) {
      throw badRequest(`Subscription cannot be cancelled as it is ${subscription.status}`, 'id');
    }
    const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
    if (atCycleEnd && subscription.current_end) {
      subscription.has_scheduled_changes = true;
      subscription.change_scheduled_at = subscription.current_end;
      subscription.end_at = subscription.current_end;
      return clone(subscription);
    }
    subscription.status = 'cancelled';
    subscription.ended_at = this.now();
    subscription.charge_at = null;
    return clone(subscription);
  }

  /** `POST /v1/subscriptions/{id}/pause` (pause_at: now): only an active subscription. */
  pause(id: string): RazorpaySubscription {
    const subscription = this.mutable(id);
    if (subscription.status !== 'active') {
      throw badRequest(`Subscription cannot be paused as it is ${subscription.status}`, 'id');
    }
    subscription.status = 'paused';
    return clone(subscription);
  }

  /** `POST /v1/subscriptions/{id}/resume` (resume_at: now): only a paused subscription. */
  resume(id: string): RazorpaySubscription {
    const subscription = this.mutable(id);
    if (subscription.status !== 'paused') {
      throw badRequest(`Subscription cannot be resumed as it is ${subscription.status}`, 'id');
    }
    subscription.status = 'active';
    return clone(subscription);
  }

  /** `PATCH /v1/subscriptions/{id}` with plan_id: the next charges are of the new plan. */
  update(id: string, input: unknown): RazorpaySubscription {
    const subscription = this.mutable(id);
    const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    if (!['authenticated', 'active'].includes(subscription.status)) {
      throw badRequest(`Subscription cannot be updated as it is ${subscription.status}`, 'id');
    }
    if (typeof body.plan_id !== 'string' || !this.plans.has(body.plan_id)) {
      throw badRequest('The id provided does not exist', 'plan_id');
    }
    const when = body.schedule_change_at ?? 'now';
    if (when !== 'now' && when !== 'cycle_end') {
      throw badRequest('The schedule change at must be now or cycle_end.', 'schedule_change_at');
    }
    subscription.plan_id = body.plan_id;
    if (body.quantity !== undefined) subscription.quantity = integerField(body, 'quantity', 1, 1000);
    return clone(subscription);
  }

  private mutable(id: string): RazorpaySubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw badRequest('The id provided does not exist');
    return subscription;
  }
}
