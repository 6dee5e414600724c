import { Injectable } from '@nestjs/common';
import { MandateStatus, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export type MandateRowStatus = MandateStatus | 'creating';

export interface PlanRow {
  id: string;
  scheme: Scheme;
  amount: string;
  razorpay_plan_id: string;
}

export interface MandateRow {
  id: string;
  member_id: string;
  scheme: Scheme;
  plan_id: string;
  amount: string;
  razorpay_subscription_id: string | null;
  status: MandateRowStatus;
  last_charged_at: Date | null;
  /** YYYY-MM-DD: the month whose failed debit was last reminded. */
  reminded_period: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewCharge {
  paymentId: string;
  mandateId: string;
  invoiceId: string;
  orderId: string;
  /** YYYY-MM-01. */
  period: string;
  amount: string;
  recordId: string | null;
  conflict: string | null;
}

const COLUMNS = `id, member_id, scheme, plan_id, amount, razorpay_subscription_id, status, last_charged_at,
  to_char(reminded_period, 'YYYY-MM-DD') AS reminded_period, created_at, updated_at`;
/** A mandate still standing: at most one per member and scheme. */
const STANDING = `('creating', 'created', 'authenticated', 'active', 'pending', 'halted', 'paused')`;

/** AutoPay's plans, mandates and debits (issue 33). */
@Injectable()
export class AutoPayRepository {
  constructor(private readonly dataSource: DataSource) {}

  async planFor(scheme: Scheme, amount: string): Promise<PlanRow | null> {
    const rows: PlanRow[] = await this.dataSource.query(
      `SELECT id, scheme, amount, razorpay_plan_id FROM autopay_plans WHERE scheme = $1 AND amount = $2`,
      [scheme, amount],
    );
    return rows[0] ?? null;
  }

  /** Keeps the plan Razorpay made; one made meanwhile by another request for the same amount wins. */
  async insertPlan(p: { id: string; scheme: Scheme; amount: string; razorpayPlanId: string }): Promise<PlanRow> {
    await this.dataSource.query(
      `INSERT INTO autopay_plans (id, scheme, amount, razorpay_plan_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scheme, amount) DO NOTHING`,
      [p.id, p.scheme, p.amount, p.razorpayPlanId],
    );
    return (await this.planFor(p.scheme, p.amount))!;
  }

  /** The mandate before Razorpay is asked; false when the member already has one standing for the scheme. */
  async insertCreating(m: {
    id: string;
    memberId: string;
    scheme: Scheme;
    planId: string;
    amount: string;
    createdBy: string;
  }): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO autopay_mandates (id, member_id, scheme, plan_id, amount, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [m.id, m.memberId, m.scheme, m.planId, m.amount, m.createdBy],
    );
    return rows.length > 0;
  }

  async deleteCreating(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM autopay_mandates WHERE id = $1 AND status = 'creating'`, [id]);
  }

  async markCreated(manager: EntityManager, id: string, subscriptionId: string): Promise<void> {
    await manager.query(
      `UPDATE autopay_mandates SET razorpay_subscription_id = $2, status = 'created', updated_at = now() WHERE id = $1`,
      [id, subscriptionId],
    );
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<MandateRow | null> {
    const rows: MandateRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM autopay_mandates WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async findBySubscription(
    subscriptionId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<MandateRow | null> {
    const rows: MandateRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM autopay_mandates WHERE razorpay_subscription_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [subscriptionId],
    );
    return rows[0] ?? null;
  }

  async standing(memberId: string, scheme: Scheme): Promise<MandateRow | null> {
    const rows: MandateRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM autopay_mandates WHERE member_id = $1 AND scheme = $2 AND status IN ${STANDING}`,
      [memberId, scheme],
    );
    return rows[0] ?? null;
  }

  /** A scheme's mandates still debiting on another amount than `amount` (to move to the new plan). */
  async onOtherAmount(scheme: Scheme, amount: string): Promise<MandateRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM autopay_mandates
       WHERE scheme = $1 AND amount <> $2 AND status IN ('created', 'authenticated', 'active', 'pending', 'paused')
       ORDER BY created_at`,
      [scheme, amount],
    );
  }

  /**
   * Mandates whose debits are due a comparison with Razorpay's invoices (issue 33): every one that may be debited
   * (still standing, or ended in the last 40 days: a debit just before a cancellation), not asked about in the last
   * `everyHours`, least recently asked first; at most `limit`, so one run asks Razorpay a bounded number of times.
   */
  async dueForReconciliation(everyHours: number, limit: number): Promise<MandateRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM autopay_mandates
       WHERE razorpay_subscription_id IS NOT NULL
         AND (status IN ${STANDING} OR updated_at > now() - interval '40 days')
         AND (reconciled_at IS NULL OR reconciled_at < now() - make_interval(hours => $1))
       ORDER BY reconciled_at NULLS FIRST, created_at
       LIMIT $2`,
      [everyHours, limit],
    );
  }

  async markReconciled(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE autopay_mandates SET reconciled_at = now() WHERE id = $1`, [id]);
  }

  async listForMember(memberId: string): Promise<MandateRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM autopay_mandates WHERE member_id = $1 AND status <> 'creating'
       ORDER BY created_at DESC, id`,
      [memberId],
    );
  }

  /** YYYY-MM of each month each mandate paid, oldest first. */
  async chargedMonths(mandateIds: string[]): Promise<Map<string, string[]>> {
    const months = new Map<string, string[]>();
    if (!mandateIds.length) return months;
    const rows: Array<{ mandate_id: string; month: string }> = await this.dataSource.query(
      `SELECT mandate_id, to_char(period, 'YYYY-MM') AS month FROM autopay_charges
       WHERE mandate_id = ANY($1) AND record_id IS NOT NULL ORDER BY period`,
      [mandateIds],
    );
    for (const row of rows) months.set(row.mandate_id, [...(months.get(row.mandate_id) ?? []), row.month]);
    return months;
  }

  async setStatus(manager: EntityManager, id: string, status: MandateRowStatus): Promise<void> {
    await manager.query(`UPDATE autopay_mandates SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
  }

  async setPlan(id: string, planId: string, amount: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE autopay_mandates SET plan_id = $2, amount = $3, updated_at = now() WHERE id = $1`,
      [id, planId, amount],
    );
  }

  /** The debit, once per Razorpay payment id: false when it was recorded before. */
  async addCharge(manager: EntityManager, c: NewCharge): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO autopay_charges
         (razorpay_payment_id, mandate_id, razorpay_invoice_id, razorpay_order_id, period, amount, record_id, conflict)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING razorpay_payment_id`,
      [c.paymentId, c.mandateId, c.invoiceId, c.orderId, c.period, c.amount, c.recordId, c.conflict],
    );
    if (rows.length) {
      await manager.query(`UPDATE autopay_mandates SET last_charged_at = now(), updated_at = now() WHERE id = $1`, [
        c.mandateId,
      ]);
    }
    return rows.length > 0;
  }

  async chargeOf(paymentId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM autopay_charges WHERE razorpay_payment_id = $1`, [
      paymentId,
    ]);
    return rows.length > 0;
  }

  /** True once per mandate and month: that month's failed debit is reminded now. */
  async claimReminder(manager: EntityManager, id: string, period: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE autopay_mandates SET reminded_period = $2, updated_at = now()
       WHERE id = $1 AND reminded_period IS DISTINCT FROM $2::date RETURNING id`,
      [id, period],
    );
    return rows.length > 0;
  }

  /** Standing mandates by state. */
  async counts(): Promise<Array<{ status: MandateStatus; count: number }>> {
    const rows: Array<{ status: MandateStatus; count: string }> = await this.dataSource.query(
      `SELECT m.status, count(*)::text AS count FROM autopay_mandates m
       JOIN payment_members pm ON pm.id = m.member_id AND pm.deleted_at IS NULL
       WHERE m.status <> 'creating' GROUP BY m.status`,
    );
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }
}
