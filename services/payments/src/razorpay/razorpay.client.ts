import { Inject, Injectable } from '@nestjs/common';
import { PaymentMessages, PaymentsErrorCode } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import Razorpay from 'razorpay';
import { onlinePaymentNotConfigured, PaymentsException } from '../payments.exception';

/** The parts of Razorpay's order and payment entities the service reads. */
export interface GatewayOrder {
  id: string;
  amount: number;
  status: string;
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string | null;
  error_description?: string | null;
  /** A subscription's debit: the invoice it pays (issue 33). */
  invoice_id?: string | null;
}

/** The parts of Razorpay's refund entity the service reads. */
export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes?: Record<string, string | number> | [];
}

/** The parts of Razorpay's Payment Link entity the service reads. */
export interface GatewayPaymentLink {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  amount_paid?: number;
  reference_id?: string;
  /** Set once the link is paid: the order Razorpay made for the payment. */
  order_id?: string | null;
  payments?: Array<{ payment_id: string; status: string; amount: number }> | null;
}

/** What a new payment link asks of Razorpay (`POST /v1/payment_links`). */
export interface NewGatewayPaymentLink {
  amountPaise: number;
  referenceId: string;
  description: string;
  customer: { name: string; email?: string; contact?: string };
  /** Unix seconds. */
  expireBy: number;
  notes: Record<string, string>;
}

/** The parts of Razorpay's subscription entity the service reads. */
export interface GatewaySubscription {
  id: string;
  plan_id: string;
  status: string;
  current_start?: number | null;
  current_end?: number | null;
  charge_at?: number | null;
  paid_count?: number;
  notes?: Record<string, string | number> | [];
}

/** The parts of a subscription's invoice the service reads (`GET /v1/invoices/{id}`). */
export interface GatewayInvoice {
  id: string;
  subscription_id?: string | null;
  order_id?: string | null;
  payment_id?: string | null;
  status: string;
  amount: number;
  /** Unix seconds: the cycle the invoice bills. */
  billing_start?: number | null;
}

/** Razorpay refused the request (4xx): its description, e.g. 'The payment has been fully refunded already'. */
export class GatewayRefusal extends Error {}

export interface RazorpaySettings {
  /** Null when the service runs without Razorpay keys: online payment is off. */
  keys: { keyId: string; keySecret: string } | null;
  apiUrl: string;
  timeoutMs: number;
}

export const RAZORPAY_SETTINGS = Symbol('RAZORPAY_SETTINGS');

interface SdkError {
  statusCode?: number;
  error?: { description?: string };
}

/**
 * Razorpay through its official SDK. The SDK has no host option: its axios
 * instance (`api.rq`) gets the configured address (Razorpay's, or the local
 * sandbox's) and a timeout, so a Razorpay that does not answer becomes a 503
 * within the timeout instead of a request that hangs.
 */
@Injectable()
export class RazorpayClient {
  // The SDK refuses to be built without a key id, so without keys there is none.
  private readonly sdk: Razorpay | null = null;

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly logger: JsonLogger,
  ) {
    if (!settings.keys) return;
    this.sdk = new Razorpay({ key_id: settings.keys.keyId, key_secret: settings.keys.keySecret });
    const api = (this.sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api;
    // The SDK adds /v1 to every path itself.
    api.rq.defaults.baseURL = settings.apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    api.rq.defaults.timeout = settings.timeoutMs;
  }

  /** False when the service runs without Razorpay keys. */
  get configured(): boolean {
    return this.sdk !== null;
  }

  /** The keys, or the refusal every online-payment request gets without them. */
  keys(): { keyId: string; keySecret: string } {
    if (!this.settings.keys) throw onlinePaymentNotConfigured();
    return this.settings.keys;
  }

  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<GatewayOrder> {
    return this.call('orders.create', (sdk) =>
      sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes, payment_capture: true }),
    ) as Promise<GatewayOrder>;
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    const answer = (await this.call('orders.fetchPayments', (sdk) => sdk.orders.fetchPayments(orderId))) as {
      items: GatewayPayment[];
    };
    return answer.items ?? [];
  }

  /**
   * The payment as Razorpay has it (`GET /v1/payments/{id}`), or null when Razorpay says there is no such
   * payment (400 BAD_REQUEST_ERROR, "The id provided does not exist"). A Razorpay that cannot be asked is
   * still a 503: only its answer can tell a payment exists.
   */
  findPayment(paymentId: string): Promise<GatewayPayment | null> {
    return this.call('payments.fetch', async (sdk) => {
      try {
        return (await sdk.payments.fetch(paymentId)) as GatewayPayment;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status === 400 || status === 404) return null;
        throw error;
      }
    });
  }

  /**
   * `POST /v1/payments/{id}/refund` for `amountPaise`. Razorpay's refusal (4xx) is a GatewayRefusal with its
   * words; a Razorpay that cannot be asked is a 503 as for every call.
   */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund> {
    return this.call('payments.refund', async (sdk) => {
      try {
        return (await sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes })) as GatewayRefund;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status !== undefined && status >= 400 && status < 500) {
          return new GatewayRefusal((error as SdkError).error?.description ?? 'Razorpay refused the refund');
        }
        throw error;
      }
    }).then((answer) => {
      if (answer instanceof GatewayRefusal) throw answer;
      return answer;
    });
  }

  /** A payment's refunds as Razorpay lists them (`GET /v1/payments/{id}/refunds`). */
  async paymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const answer = (await this.call('payments.fetchMultipleRefund', (sdk) =>
      sdk.payments.fetchMultipleRefund(paymentId),
    )) as { items?: GatewayRefund[] };
    return answer.items ?? [];
  }

  /** The refund as Razorpay has it (`GET /v1/refunds/{id}`), or null when Razorpay knows no such refund. */
  findRefund(refundId: string): Promise<GatewayRefund | null> {
    return this.call('refunds.fetch', async (sdk) => {
      try {
        return (await sdk.refunds.fetch(refundId)) as GatewayRefund;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status === 400 || status === 404) return null;
        throw error;
      }
    });
  }

  /** `POST /v1/payment_links`: Razorpay sends nothing itself (notify off); the portal's reminders carry the link. */
  createPaymentLink(link: NewGatewayPaymentLink): Promise<GatewayPaymentLink> {
    const customer = Object.fromEntries(Object.entries(link.customer).filter(([, v]) => v)) as Record<string, string>;
    return this.call('paymentLink.create', (sdk) =>
      sdk.paymentLink.create({
        amount: link.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: link.referenceId,
        description: link.description,
        customer,
        notify: { sms: false, email: false },
        reminder_enable: false,
        expire_by: link.expireBy,
        notes: link.notes,
      }),
    ) as Promise<GatewayPaymentLink>;
  }

  /** The link as Razorpay has it (`GET /v1/payment_links/{id}`), or null when Razorpay knows no such link. */
  findPaymentLink(linkId: string): Promise<GatewayPaymentLink | null> {
    return this.call('paymentLink.fetch', async (sdk) => {
      try {
        return (await sdk.paymentLink.fetch(linkId)) as unknown as GatewayPaymentLink;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status === 400 || status === 404) return null;
        throw error;
      }
    });
  }

  /**
   * `POST /v1/payment_links/{id}/cancel`. Razorpay's refusal (a link paid or expired meanwhile) is a
   * GatewayRefusal; the caller then fetches the link to see what it became.
   */
  cancelPaymentLink(linkId: string): Promise<GatewayPaymentLink> {
    return this.call('paymentLink.cancel', async (sdk) => {
      try {
        return (await sdk.paymentLink.cancel(linkId)) as unknown as GatewayPaymentLink;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status !== undefined && status >= 400 && status < 500) {
          return new GatewayRefusal((error as SdkError).error?.description ?? 'Razorpay refused to cancel the link');
        }
        throw error;
      }
    }).then((answer) => {
      if (answer instanceof GatewayRefusal) throw answer;
      return answer;
    });
  }

  /** `POST /v1/plans`: a monthly plan of `amountPaise`. */
  createPlan(amountPaise: number, name: string, notes: Record<string, string>): Promise<{ id: string }> {
    return this.call('plans.create', (sdk) =>
      sdk.plans.create({ period: 'monthly', interval: 1, item: { name, amount: amountPaise, currency: 'INR' }, notes }),
    );
  }

  /** `POST /v1/subscriptions`: `totalCount` monthly debits on the plan; Razorpay sends the member nothing itself. */
  createSubscription(planId: string, totalCount: number, notes: Record<string, string>): Promise<GatewaySubscription> {
    return this.call('subscriptions.create', (sdk) =>
      sdk.subscriptions.create({ plan_id: planId, total_count: totalCount, customer_notify: 0, notes }),
    ) as unknown as Promise<GatewaySubscription>;
  }

  /** The subscription as Razorpay has it, or null when Razorpay knows no such subscription. */
  findSubscription(id: string): Promise<GatewaySubscription | null> {
    return this.fetchOrNull('subscriptions.fetch', (sdk) => sdk.subscriptions.fetch(id));
  }

  /** The invoice as Razorpay has it, or null when Razorpay knows no such invoice. */
  findInvoice(id: string): Promise<GatewayInvoice | null> {
    return this.fetchOrNull('invoices.fetch', (sdk) => sdk.invoices.fetch(id));
  }

  /** The subscription's invoices (a cycle each, newest first), for the reconciliation of debits whose webhook was lost. */
  subscriptionInvoices(subscriptionId: string): Promise<GatewayInvoice[]> {
    return this.call('invoices.all', async (sdk) => {
      const page = await sdk.invoices.all({ subscription_id: subscriptionId, count: 100 });
      return page.items as unknown as GatewayInvoice[];
    });
  }

  /**
   * Cancels (at once), pauses or resumes a subscription, or moves it to another plan from its next debit.
   * Razorpay's refusal (4xx: the state does not allow it) is a GatewayRefusal with its words.
   */
  changeSubscription(
    id: string,
    change: { action: 'cancel' | 'pause' | 'resume' } | { action: 'plan'; planId: string },
  ): Promise<GatewaySubscription> {
    const planId = change.action === 'plan' ? change.planId : '';
    return this.call(`subscriptions.${change.action}`, async (sdk) => {
      try {
        if (change.action === 'cancel') return await sdk.subscriptions.cancel(id, false);
        if (change.action === 'pause') return await sdk.subscriptions.pause(id, { pause_at: 'now' });
        if (change.action === 'resume') return await sdk.subscriptions.resume(id, { resume_at: 'now' });
        return await sdk.subscriptions.update(id, { plan_id: planId, schedule_change_at: 'cycle_end' });
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status !== undefined && status >= 400 && status < 500) {
          return new GatewayRefusal((error as SdkError).error?.description ?? 'Razorpay refused the change');
        }
        throw error;
      }
    }).then((answer) => {
      if (answer instanceof GatewayRefusal) throw answer;
      return answer as unknown as GatewaySubscription;
    });
  }

  private fetchOrNull<T>(operation: string, request: (sdk: Razorpay) => Promise<unknown>): Promise<T | null> {
    return this.call(operation, async (sdk) => {
      try {
        return (await request(sdk)) as T;
      } catch (error) {
        const status = (error as SdkError).statusCode;
        if (status === 400 || status === 404) return null;
        throw error;
      }
    });
  }

  private async call<T>(operation: string, request: (sdk: Razorpay) => Promise<T>): Promise<T> {
    const sdk = this.sdk;
    if (!sdk) throw onlinePaymentNotConfigured();
    try {
      return await request(sdk);
    } catch (error) {
      const sdkError = error as SdkError;
      this.logger.event('warn', 'razorpay call failed', {
        operation,
        status: sdkError.statusCode ?? null,
        error: sdkError.error?.description ?? (error as Error).message ?? String(error),
      });
      throw new PaymentsException(PaymentsErrorCode.GatewayUnavailable, PaymentMessages.gatewayUnavailable);
    }
  }
}
