import { CreateOrderAnswer, PaymentsEvents } from '@portal/contracts';
import type { RazorpaySandbox, SignedWebhook } from '@portal/infra';
import type { Pool } from 'pg';
import { ApiClient } from '../support/api-client';
import { Latencies, summary, timed } from '../support/latencies';

/** Runs `work` over the items with at most `concurrency` at once; answers in the items' order. */
async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface PaidOrder {
  orderId: string;
  paymentId: string;
  webhook: SignedWebhook;
}

/**
 * Setup of the webhook measurement (not measured): `count` orders made by the
 * admin through POST /api/razorpay/create-order for active members spread over
 * the register (each for their first opted scheme: the oldest due, else the
 * next month), each paid in the sandbox's checkout with no webhook sent, and
 * the payment.captured webhook Razorpay would send for it, signed with the
 * stack's webhook secret.
 */
export async function payOrders(
  api: ApiClient,
  pool: Pool,
  sandbox: RazorpaySandbox,
  count: number,
): Promise<PaidOrder[]> {
  const { rows: members } = await pool.query<{ id: string; scheme: string }>(
    `SELECT id::text, opted_schemes[1] AS scheme FROM payment_members
     WHERE status = 'active' AND deleted_at IS NULL AND membership_end_date > now() + interval '1 day'
     ORDER BY md5(id::text || 'webhooks') LIMIT $1`,
    [count],
  );
  if (members.length < count) throw new Error(`only ${members.length} active members to make ${count} orders for`);
  return inParallel(members, 4, async (member) => {
    const res = await api.request('POST', '/api/razorpay/create-order', {
      json: { memberId: member.id, scheme: member.scheme },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`create-order: ${res.status} ${text.slice(0, 300)}`);
    const orderId = (JSON.parse(text) as CreateOrderAnswer).order_id;
    const paid = await fetch(`${sandbox.url}/v1/checkout/orders/${encodeURIComponent(orderId)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks: 0 }),
      signal: AbortSignal.timeout(30_000),
    });
    const payment = (await paid.json()) as { razorpay_payment_id?: string };
    if (paid.status !== 200 || !payment.razorpay_payment_id) {
      throw new Error(`sandbox pay ${orderId}: ${paid.status} ${JSON.stringify(payment).slice(0, 300)}`);
    }
    const paymentId = payment.razorpay_payment_id;
    return { orderId, paymentId, webhook: sandbox.signedWebhook('payment.captured', paymentId) };
  });
}

export interface Deliveries {
  latency: Latencies;
  /** Answers with a 2xx status. */
  acknowledged: number;
  /** How many answered each outcome (`recorded`, `duplicate`, …) or status. */
  outcomes: Record<string, number>;
  seconds: number;
}

/** POSTs each signed webhook to the portal as Razorpay does, `concurrency` at a time, timing each. */
export async function deliver(baseUrl: string, webhooks: SignedWebhook[], concurrency: number): Promise<Deliveries> {
  const started = performance.now();
  const answers = await inParallel(webhooks, concurrency, (webhook) =>
    timed(async () => {
      const res = await fetch(`${baseUrl}/api/razorpay/webhook`, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
        // Razorpay waits 5 s for an answer.
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      const text = (await res?.text().catch(() => '')) ?? '';
      const outcome = res?.ok ? ((JSON.parse(text) as { status?: string }).status ?? 'no outcome') : undefined;
      return { ok: res?.ok ?? false, outcome: outcome ?? `HTTP ${res?.status ?? 'no answer'}` };
    }),
  );
  const outcomes: Record<string, number> = {};
  for (const a of answers) outcomes[a.value.outcome] = (outcomes[a.value.outcome] ?? 0) + 1;
  return {
    latency: summary(answers.map((a) => a.ms)),
    acknowledged: answers.filter((a) => a.value.ok).length,
    outcomes,
    seconds: (performance.now() - started) / 1000,
  };
}

export interface LedgerCheck {
  /** Records carrying one of the payments' ids, and how many distinct ids they carry. */
  records: number;
  payments: number;
  paid: number;
  /** Orders marked paid with the record they made. */
  ordersPaid: number;
  /** The whole ledger and the payment.recorded events in payments' outbox, to show a redelivery changes nothing. */
  allRecords: number;
  allPaid: number;
  outboxEvents: number;
}

/** What the ledger says about the orders' payments, straight from payments' database. */
export async function checkLedger(pool: Pool, orders: PaidOrder[]): Promise<LedgerCheck> {
  const paymentIds = orders.map((o) => o.paymentId);
  const { rows } = await pool.query<LedgerCheck>(
    `SELECT (SELECT count(*)::int FROM payment_records WHERE razorpay_payment_id = ANY ($1::text[])) AS records,
            (SELECT count(DISTINCT razorpay_payment_id)::int FROM payment_records WHERE razorpay_payment_id = ANY ($1::text[])) AS payments,
            (SELECT count(*)::int FROM payment_records WHERE razorpay_payment_id = ANY ($1::text[]) AND status = 'paid') AS paid,
            (SELECT count(*)::int FROM razorpay_orders WHERE id = ANY ($2::text[]) AND status = 'paid'
               AND razorpay_payment_id = ANY ($1::text[]) AND paid_record_id IS NOT NULL) AS "ordersPaid",
            (SELECT count(*)::int FROM payment_records) AS "allRecords",
            (SELECT count(*)::int FROM payment_records WHERE status = 'paid') AS "allPaid",
            (SELECT count(*)::int FROM outbox WHERE event_type = $3) AS "outboxEvents"`,
    [paymentIds, orders.map((o) => o.orderId), PaymentsEvents.PaymentRecorded],
  );
  return rows[0];
}
