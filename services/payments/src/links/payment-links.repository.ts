import { Injectable } from '@nestjs/common';
import { PaymentRecordKind, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export type PaymentLinkStatus = 'creating' | 'created' | 'paid' | 'cancelling' | 'cancelled' | 'expired';

export interface PaymentLinkRow {
  id: string;
  member_id: string;
  /** scheme_dues, or the fee it pays (renewal_fee): a fee's link has no scheme and no months. */
  kind: PaymentRecordKind;
  scheme: Scheme | null;
  /** A fee's link: what it pays (renewal-request:<uuid>). */
  fee_key: string | null;
  payment_record_id: string | null;
  /** YYYY-MM-DD, the first month the link pays; null for a due without months. */
  period_start: string | null;
  period_months: number;
  amount: string;
  amount_paise: string;
  reference_id: string;
  razorpay_link_id: string | null;
  short_url: string | null;
  status: PaymentLinkStatus;
  expire_by: Date;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  paid_record_id: string | null;
  last_error: string | null;
  created_by: string | null;
  created_at: Date;
}

export interface NewPaymentLink {
  id: string;
  memberId: string;
  kind?: PaymentRecordKind;
  scheme: Scheme | null;
  feeKey?: string | null;
  paymentRecordId: string | null;
  periodStart: string | null;
  periodMonths: number;
  amount: string;
  amountPaise: number;
  referenceId: string;
  expireBy: Date;
  createdBy: string | null;
}

const COLUMNS = `id, member_id, kind, scheme, fee_key, payment_record_id, to_char(period_start, 'YYYY-MM-DD') AS period_start,
  period_months, amount, amount_paise::text, reference_id, razorpay_link_id, short_url, status, expire_by,
  razorpay_order_id, razorpay_payment_id, paid_record_id, last_error, created_by, created_at`;

/** Razorpay Payment Links the service made, with the months each pays and what became of it. */
@Injectable()
export class PaymentLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The link before Razorpay is asked (status creating). False when the due (or fee) already has an open link
   * (the unique indexes on open links per due and per fee): the caller uses that one.
   */
  async insertCreating(manager: EntityManager, l: NewPaymentLink): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO payment_links
         (id, member_id, scheme, payment_record_id, period_start, period_months, amount, amount_paise, reference_id,
          expire_by, created_by, kind, fee_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        l.id,
        l.memberId,
        l.scheme,
        l.paymentRecordId,
        l.periodStart,
        l.periodMonths,
        l.amount,
        l.amountPaise,
        l.referenceId,
        l.expireBy,
        l.createdBy,
        l.kind ?? 'scheme_dues',
        l.feeKey ?? null,
      ],
    );
    return rows.length > 0;
  }

  /** Razorpay made the link: it is open. */
  async markCreated(manager: EntityManager, id: string, razorpayLinkId: string, shortUrl: string): Promise<void> {
    await manager.query(
      `UPDATE payment_links SET status = 'created', razorpay_link_id = $2, short_url = $3, updated_at = now()
       WHERE id = $1 AND status = 'creating'`,
      [id, razorpayLinkId, shortUrl],
    );
  }

  /** Razorpay refused or could not be asked: the link was never made. */
  async deleteCreating(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM payment_links WHERE id = $1 AND status = 'creating'`, [id]);
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentLinkRow | null> {
    const rows: PaymentLinkRow[] = await manager.query(`SELECT ${COLUMNS} FROM payment_links WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The open link of a due, if it has one that is still good for `minSeconds`. */
  async openForRecord(recordId: string, minSeconds: number): Promise<PaymentLinkRow | null> {
    const rows: PaymentLinkRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_links
       WHERE payment_record_id = $1 AND status = 'created' AND expire_by > now() + make_interval(secs => $2)`,
      [recordId, minSeconds],
    );
    return rows[0] ?? null;
  }

  /** The open link of a fee (renewal-request:<uuid>), if it has one that is still good for `minSeconds`. */
  async openForFee(feeKey: string, minSeconds: number): Promise<PaymentLinkRow | null> {
    const rows: PaymentLinkRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_links
       WHERE fee_key = $1 AND status = 'created' AND expire_by > now() + make_interval(secs => $2)`,
      [feeKey, minSeconds],
    );
    return rows[0] ?? null;
  }

  async findByRazorpayId(
    razorpayLinkId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<PaymentLinkRow | null> {
    const rows: PaymentLinkRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM payment_links WHERE razorpay_link_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [razorpayLinkId],
    );
    return rows[0] ?? null;
  }

  /** A member's links, newest first. */
  async listForMember(memberId: string): Promise<PaymentLinkRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_links WHERE member_id = $1 AND status <> 'creating' ORDER BY created_at DESC`,
      [memberId],
    );
  }

  /** Paid at Razorpay: the order and payment, and the record it paid (null when its months were paid already). */
  async markPaid(
    manager: EntityManager,
    id: string,
    paid: { orderId: string; paymentId: string; recordId: string | null; error: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE payment_links SET status = 'paid', razorpay_order_id = $2, razorpay_payment_id = $3,
         paid_record_id = $4, last_error = $5, checked_at = now(), updated_at = now()
       WHERE id = $1`,
      [id, paid.orderId, paid.paymentId, paid.recordId, paid.error],
    );
  }

  /**
   * A record became paid (cash in the office, the checkout, another link): open links for the same due or for
   * any of its months, or for the same fee (its key on the record, or on the order that paid it), are to be
   * cancelled at Razorpay (status cancelling): PaymentLinkCancels does it as soon as the payment is recorded, the
   * reconciliation when Razorpay could not be asked then.
   */
  async cancelForPaidRecord(manager: EntityManager, recordId: string): Promise<number> {
    const rows: [unknown[], number] = await manager.query(
      `UPDATE payment_links l SET status = 'cancelling', updated_at = now()
       FROM payment_records r
       WHERE r.id = $1 AND l.status = 'created' AND l.member_id = r.member_id
         AND ((l.scheme = r.scheme
               AND (l.payment_record_id = r.id
                 OR (l.period_start IS NOT NULL AND r.period_start IS NOT NULL
                     AND l.period_start < r.period_start + make_interval(months => r.period_months)
                     AND r.period_start < l.period_start + make_interval(months => l.period_months))))
           OR (l.fee_key IS NOT NULL
               AND (l.fee_key = r.fee_key
                 OR l.fee_key = (SELECT o.fee_key FROM razorpay_orders o WHERE o.id = r.razorpay_order_id))))
       RETURNING l.id`,
      [recordId],
    );
    return rows[1];
  }

  /** A member's links marked to be cancelled at Razorpay (PaymentLinkCancels), oldest first. */
  async cancellingOf(memberId: string): Promise<PaymentLinkRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_links
       WHERE member_id = $1 AND status = 'cancelling' AND razorpay_link_id IS NOT NULL ORDER BY created_at`,
      [memberId],
    );
  }

  /**
   * Links the reconciliation asks Razorpay about, least recently asked first: those to cancel, and open ones
   * made more than `afterSeconds` ago and not asked about for four times that (a payment whose webhook was lost
   * is found there; an open link is asked about every hour with the default 15 minutes, not at every run).
   */
  async toReconcile(afterSeconds: number, limit = 200): Promise<PaymentLinkRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_links
       WHERE razorpay_link_id IS NOT NULL
         AND (status = 'cancelling'
           OR (status = 'created' AND created_at < now() - make_interval(secs => $1)
               AND (checked_at IS NULL OR checked_at < now() - make_interval(secs => $1 * 4))))
       ORDER BY checked_at NULLS FIRST, created_at LIMIT $2`,
      [afterSeconds, limit],
    );
  }

  /** What Razorpay said of an unpaid link: still open (only checked_at moves), cancelled or expired. */
  async settle(id: string, status: PaymentLinkStatus, from: PaymentLinkStatus[]): Promise<boolean> {
    const rows: [unknown[], number] = await this.dataSource.query(
      `UPDATE payment_links SET status = $2, checked_at = now(), updated_at = now()
       WHERE id = $1 AND status = ANY ($3::text[]) RETURNING id`,
      [id, status, from],
    );
    return rows[1] > 0;
  }
}
