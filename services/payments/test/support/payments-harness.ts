import 'reflect-metadata';
import { ActorDto, Scheme } from '@portal/contracts';
import { RazorpaySandbox, startRazorpaySandbox } from '@portal/infra';
import { loadConfig } from '@portal/platform';
import { ServiceEnv, memberSnapshot, MemberSnapshot, ServiceHarness } from '@portal/testing/service-harness';
import { PaymentsAppModule } from '../../src/app.module';
import { PaymentsConfig } from '../../src/config';
import { MemberEventsConsumer } from '../../src/members/member-events.consumer';

export type { MemberSnapshot };

export const ADMIN: ActorDto = { userId: 'admin-1', userType: 'admin' };
export const ASSOCIATION_NAME = 'Test Photographers Welfare Association';

/** What a payments test's member is unless told: active and opted into ESI. */
const MEMBER_DEFAULTS: Partial<MemberSnapshot> = { optedSchemes: ['esi'] };

/** A member snapshot as membership's events carry it: active, opted into ESI; each call a new member. */
export const aMember = (overrides: Partial<MemberSnapshot> = {}): MemberSnapshot =>
  memberSnapshot({ ...MEMBER_DEFAULTS, ...overrides });

export interface PaymentRecordRow {
  id: string;
  member_id: string;
  scheme: Scheme;
  amount: string;
  status: 'pending' | 'paid' | 'overdue';
  due_date: Date;
  period: string | null;
  period_months: number;
  razorpay_payment_id: string | null;
  razorpay_order_id: string | null;
  receipt_number: string | null;
  receipt_key: string | null;
}

export interface PaymentsHarnessOptions {
  /** False: no sandbox and no Razorpay variables, as docker compose starts payments without keys. */
  razorpay?: boolean;
}

/**
 * The payments service in this process over real Postgres and NATS, with its own
 * database and namespace, an embedded S3 bucket for receipts and the local Razorpay
 * sandbox (no webhooks are sent: tests deliver or drop them themselves). Jobs are
 * not scheduled: tests run DuesJob and Reconciliation by hand.
 */
export class PaymentsHarness extends ServiceHarness {
  sandbox!: RazorpaySandbox;
  private readonly razorpay: boolean;

  constructor({ razorpay = true }: PaymentsHarnessOptions = {}) {
    super({
      service: 'payments',
      runPrefix: 'pay_',
      objectStorage: true,
      module: (env, logger) =>
        PaymentsAppModule.register(loadConfig(PaymentsConfig, 'payments', env), logger, { scheduleJobs: false }),
      memberCopy: { consumer: MemberEventsConsumer, defaults: MEMBER_DEFAULTS },
    });
    this.razorpay = razorpay;
  }

  override async setUp(): Promise<void> {
    if (this.razorpay) this.sandbox = await startRazorpaySandbox({ port: 0 });
    await super.setUp();
  }

  protected override env(): ServiceEnv {
    const common = {
      // The smallest the config allows; tests also age orders in SQL.
      RECONCILE_AFTER_SECONDS: '1',
      ASSOCIATION_NAME,
    };
    if (!this.razorpay) return common;
    return {
      ...common,
      RAZORPAY_KEY_ID: this.sandbox.keyId,
      RAZORPAY_KEY_SECRET: this.sandbox.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.sandbox.webhookSecret,
      RAZORPAY_API_URL: this.sandbox.apiUrl,
      RAZORPAY_TIMEOUT_MS: '2000',
    };
  }

  async records(memberUuid: string, scheme?: Scheme): Promise<PaymentRecordRow[]> {
    const { rows } = await this.db.query<PaymentRecordRow>(
      `SELECT id, member_id, scheme, amount, status, due_date, to_char(period_start, 'YYYY-MM') AS period,
              period_months, razorpay_payment_id, razorpay_order_id, receipt_number, receipt_key
       FROM payment_records WHERE member_id = $1 AND ($2::text IS NULL OR scheme = $2)
       ORDER BY period_start NULLS LAST, created_at`,
      [memberUuid, scheme ?? null],
    );
    return rows;
  }

  /** Pays an order in the sandbox as the checkout's Pay button does; `webhooks: 0` sends none. */
  async payInSandbox(
    orderId: string,
    options: { method?: string; webhooks?: 0 | 1 | 2 } = {},
  ): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }> {
    const response = await fetch(`${this.sandbox.url}/v1/checkout/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: options.method ?? 'upi', webhooks: options.webhooks ?? 0 }),
    });
    if (!response.ok) throw new Error(`sandbox pay answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
  }

  override async tearDown(): Promise<void> {
    await super.tearDown();
    await this.sandbox?.stop().catch(() => undefined);
  }
}

/** IST midnight of a calendar day, e.g. istMidnight('2026-11-01') = 2026-10-31T18:30:00Z. */
export const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
