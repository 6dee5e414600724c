import { Injectable } from '@nestjs/common';
import { PaymentRecordKind, PaymentStatus, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A razorpay_payment_conflicts row with the order it named, its member and the record the payment is on. */
export interface ConflictRow {
  id: string;
  razorpay_payment_id: string;
  razorpay_order_id: string;
  recorded_order_id: string | null;
  recorded_record_id: string | null;
  source: string;
  created_at: Date;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  member_id: string | null;
  member_code: string | null;
  first_name: string | null;
  last_name: string | null;
  order_kind: PaymentRecordKind | null;
  order_scheme: Scheme | null;
  order_amount: string | null;
  order_period: string | null;
  order_period_to: string | null;
  rec_receipt: string | null;
  rec_amount: string | null;
  rec_status: PaymentStatus | null;
  rec_kind: PaymentRecordKind | null;
  rec_scheme: Scheme | null;
  rec_period: string | null;
  rec_period_to: string | null;
  rec_payment_date: Date | null;
}

/** A record_month_clashes row with its member and both records as they stand. */
export interface ClashRow {
  record_id: string;
  member_id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  scheme: Scheme;
  /** YYYY-MM. */
  month: string;
  held_by: string;
  noted_at: Date;
  kept_record_id: string | null;
  settlement_note: string | null;
  settled_by: string | null;
  settled_at: Date | null;
  r_receipt: string | null;
  r_amount: string;
  r_status: PaymentStatus;
  r_period: string | null;
  r_period_to: string | null;
  r_payment_date: Date | null;
  r_method: string | null;
  h_receipt: string | null;
  h_amount: string;
  h_status: PaymentStatus;
  h_period: string | null;
  h_period_to: string | null;
  h_payment_date: Date | null;
  h_method: string | null;
}

/** A record's stated months, locked while a clash is settled. */
export interface RecordMonthsRow {
  id: string;
  member_id: string;
  scheme: Scheme;
  /** yyyy-mm-01, or null for a record without months. */
  period_start: string | null;
  period_months: number;
}

const period = (alias: string) => `
  to_char(${alias}.period_start, 'YYYY-MM') AS ${alias}_period,
  to_char(${alias}.period_start + make_interval(months => ${alias}.period_months - 1), 'YYYY-MM') AS ${alias}_period_to`;

const CONFLICT_SELECT = `
  SELECT c.id, c.razorpay_payment_id, c.razorpay_order_id, c.recorded_order_id, c.recorded_record_id, c.source,
         c.created_at, c.resolution_note, c.resolved_by, c.resolved_at,
         m.id AS member_id, m.member_code, m.first_name, m.last_name,
         o.kind AS order_kind, o.scheme AS order_scheme, o.amount AS order_amount,
         to_char(o.period_start, 'YYYY-MM') AS order_period,
         to_char(o.period_start + make_interval(months => o.period_months - 1), 'YYYY-MM') AS order_period_to,
         rec.receipt_number AS rec_receipt, rec.amount AS rec_amount, rec.status AS rec_status, rec.kind AS rec_kind,
         rec.scheme AS rec_scheme, ${period('rec')}, rec.payment_date AS rec_payment_date
  FROM razorpay_payment_conflicts c
  LEFT JOIN razorpay_orders o ON o.id = c.razorpay_order_id
  LEFT JOIN payment_records rec ON rec.id = c.recorded_record_id
  LEFT JOIN payment_members m ON m.id = COALESCE(o.member_id, rec.member_id)`;

const CLASH_SELECT = `
  SELECT c.record_id, r.member_id, m.member_code, m.first_name, m.last_name, r.scheme,
         to_char(c.month, 'YYYY-MM') AS month, c.held_by, c.noted_at,
         c.kept_record_id, c.settlement_note, c.settled_by, c.settled_at,
         r.receipt_number AS r_receipt, r.amount AS r_amount, r.status AS r_status, ${period('r')},
         r.payment_date AS r_payment_date, r.payment_method AS r_method,
         h.receipt_number AS h_receipt, h.amount AS h_amount, h.status AS h_status, ${period('h')},
         h.payment_date AS h_payment_date, h.payment_method AS h_method
  FROM record_month_clashes c
  JOIN payment_records r ON r.id = c.record_id
  JOIN payment_records h ON h.id = c.held_by
  JOIN payment_members m ON m.id = r.member_id`;

/**
 * What the admin reviews (issue 26): Razorpay payment conflicts and the months two records claimed. SQL only here;
 * the rules are PaymentReviewService's.
 */
@Injectable()
export class PaymentReviewRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Open ones first, then newest first. */
  async conflicts(limit = 500): Promise<ConflictRow[]> {
    return this.dataSource.query(
      `${CONFLICT_SELECT} ORDER BY c.resolved_at IS NOT NULL, c.created_at DESC, c.id LIMIT $1`,
      [limit],
    );
  }

  /** The conflict, locked for the transaction. */
  async conflict(manager: EntityManager, id: string): Promise<ConflictRow | null> {
    const rows: ConflictRow[] = await manager.query(`${CONFLICT_SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
    return rows[0] ?? null;
  }

  async resolveConflict(manager: EntityManager, id: string, note: string, by: string): Promise<void> {
    await manager.query(
      `UPDATE razorpay_payment_conflicts SET resolution_note = $2, resolved_by = $3, resolved_at = now() WHERE id = $1`,
      [id, note, by],
    );
  }

  /** Open ones first, then newest first. */
  async clashes(): Promise<ClashRow[]> {
    return this.dataSource.query(
      `${CLASH_SELECT} ORDER BY c.settled_at IS NOT NULL, c.noted_at DESC, m.member_code, c.month`,
    );
  }

  /** The clash, locked for the transaction. */
  async clash(manager: EntityManager, recordId: string, month: string): Promise<ClashRow | null> {
    const rows: ClashRow[] = await manager.query(
      `${CLASH_SELECT} WHERE c.record_id = $1 AND c.month = $2::date FOR UPDATE OF c`,
      [recordId, `${month}-01`],
    );
    return rows[0] ?? null;
  }

  async lockRecord(manager: EntityManager, id: string): Promise<RecordMonthsRow | null> {
    const rows: RecordMonthsRow[] = await manager.query(
      `SELECT id, member_id, scheme, to_char(period_start, 'YYYY-MM-DD') AS period_start, period_months
       FROM payment_records WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** States the record's months anew (null: it covers none). */
  async restateMonths(manager: EntityManager, id: string, start: string | null, months: number): Promise<void> {
    await manager.query(
      `UPDATE payment_records SET period_start = $2::date, period_months = $3, updated_at = now() WHERE id = $1`,
      [id, start, months],
    );
  }

  /**
   * Gives the month to `to` (it was `from`'s), and points other open clashes over that month at the record that
   * now holds it.
   */
  async moveMonth(
    manager: EntityManager,
    memberId: string,
    scheme: Scheme,
    month: string,
    from: string,
    to: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE record_months SET record_id = $5 WHERE member_id = $1 AND scheme = $2 AND month = $3::date AND record_id = $4`,
      [memberId, scheme, `${month}-01`, from, to],
    );
    await manager.query(
      `UPDATE record_month_clashes SET held_by = $3
       WHERE month = $1::date AND held_by = $2 AND record_id <> $3 AND settled_at IS NULL`,
      [`${month}-01`, from, to],
    );
  }

  async settleClash(
    manager: EntityManager,
    recordId: string,
    month: string,
    kept: string,
    note: string | null,
    by: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE record_month_clashes SET kept_record_id = $3, settlement_note = $4, settled_by = $5, settled_at = now()
       WHERE record_id = $1 AND month = $2::date`,
      [recordId, `${month}-01`, kept, note, by],
    );
  }
}
