import { Injectable } from '@nestjs/common';
import { PaymentRecordKind, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface OrderRow {
  id: string;
  member_id: string;
  /** scheme_dues, or the fee it pays (renewal_fee): a fee's order has no scheme and no months. */
  kind: PaymentRecordKind;
  scheme: Scheme | null;
  /** A fee's order: what it pays (renewal-request:<uuid>). */
  fee_key: string | null;
  amount: string;
  amount_paise: string;
  receipt: string;
  payment_record_id: string | null;
  period_start: string | null;
  period_months: number;
  status: 'created' | 'attempted' | 'paid' | 'expired';
  razorpay_payment_id: string | null;
  paid_record_id: string | null;
  created_at: Date;
}

export interface NewOrder {
  id: string;
  memberId: string;
  kind?: PaymentRecordKind;
  scheme: Scheme | null;
  feeKey?: string | null;
  amount: string;
  amountPaise: number;
  receipt: string;
  paymentRecordId: string | null;
  periodStart: string | null;
  periodMonths: number;
  createdBy: string;
}

const COLUMNS = `id, member_id, kind, scheme, fee_key, amount, amount_paise::text, receipt, payment_record_id,
  to_char(period_start, 'YYYY-MM-DD') AS period_start, period_months, status, razorpay_payment_id,
  paid_record_id, created_at`;

/** Orders as the server decided them before the checkout opened. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `ifAbsent`: an order already kept (the one Razorpay made for a payment link, seen before) is left alone. */
  async insert(
    o: NewOrder,
    manager: EntityManager = this.dataSource.manager,
    { ifAbsent = false }: { ifAbsent?: boolean } = {},
  ): Promise<void> {
    await manager.query(
      `INSERT INTO razorpay_orders
         (id, member_id, scheme, amount, amount_paise, receipt, payment_record_id, period_start, period_months, created_by,
          kind, fee_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ${ifAbsent ? 'ON CONFLICT (id) DO NOTHING' : ''}`,
      [
        o.id,
        o.memberId,
        o.scheme,
        o.amount,
        o.amountPaise,
        o.receipt,
        o.paymentRecordId,
        o.periodStart,
        o.periodMonths,
        o.createdBy,
        o.kind ?? 'scheme_dues',
        o.feeKey ?? null,
      ],
    );
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<OrderRow | null> {
    const rows: OrderRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM razorpay_orders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markPaid(manager: EntityManager, id: string, paymentId: string, recordId: string): Promise<void> {
    await manager.query(
      `UPDATE razorpay_orders SET status = 'paid', razorpay_payment_id = $2, paid_record_id = $3, updated_at = now()
       WHERE id = $1`,
      [id, paymentId, recordId],
    );
  }

  /** A payment for months already paid: kept on the open order (its id and why) for an admin to refund. */
  async markConflict(manager: EntityManager, id: string, paymentId: string, reason: string): Promise<void> {
    await manager.query(
      `UPDATE razorpay_orders SET status = 'attempted', razorpay_payment_id = $2, last_error = $3, updated_at = now()
       WHERE id = $1 AND status IN ('created', 'attempted')`,
      [id, paymentId, reason],
    );
  }

  /** A failed attempt; an order already paid stays paid whatever arrives later. */
  async markAttempted(manager: EntityManager, id: string, error: string | null): Promise<boolean> {
    const rows: [unknown[], number] = await manager.query(
      `UPDATE razorpay_orders SET status = 'attempted', last_error = $2, updated_at = now()
       WHERE id = $1 AND status IN ('created', 'attempted') RETURNING id`,
      [id, error],
    );
    return rows[1] > 0;
  }

  /**
   * Unpaid orders older than `afterSeconds`, oldest first: the reconciliation asks Razorpay about them.
   * Orders over a day old are included, so none expires before Razorpay was asked about it. An order that keeps
   * a payment for months paid elsewhere (markConflict) is settled: asking again would only refuse it again.
   */
  async unpaidOlderThan(afterSeconds: number, limit = 200): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM razorpay_orders
       WHERE status IN ('created', 'attempted') AND created_at < now() - make_interval(secs => $1)
         AND razorpay_payment_id IS NULL
       ORDER BY created_at LIMIT $2`,
      [afterSeconds, limit],
    );
    return rows.map((r) => r.id);
  }

  /** Of the orders Razorpay just said are unpaid, those left unpaid for a day expire. */
  async expireStale(unpaidIds: string[]): Promise<number> {
    if (unpaidIds.length === 0) return 0;
    const rows: [unknown[], number] = await this.dataSource.query(
      `UPDATE razorpay_orders SET status = 'expired', updated_at = now()
       WHERE id = ANY ($1::text[]) AND status IN ('created', 'attempted') AND created_at <= now() - interval '1 day'
       RETURNING id`,
      [unpaidIds],
    );
    return rows[1];
  }
}
