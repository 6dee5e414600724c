import { Injectable } from '@nestjs/common';
import { FeeKind, RefundMethod, RefundStatus, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../payments.exception';

/** A payment_refunds row with its record's receipt and its member (REFUND_COLUMNS). */
export interface RefundRow {
  id: string;
  record_id: string;
  receipt_number: string | null;
  member_id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** The member's language (payment_members.language): the credit note e-mail's attachment is drawn in it. */
  language: string;
  /** The refunded record's scheme, or its fee's kind (renewal_fee). */
  scheme: Scheme | FeeKind;
  amount: string;
  reason: string;
  method: RefundMethod;
  reference: string | null;
  status: RefundStatus;
  razorpay_refund_id: string | null;
  failure_reason: string | null;
  credit_note_number: string | null;
  credit_note_key: string | null;
  /** yyyy-mm. */
  reopened_months: string[];
  created_at: Date;
  refunded_at: Date | null;
}

const REFUND_COLUMNS = `
  f.id, f.record_id, r.receipt_number, f.member_id, m.member_code, m.first_name, m.last_name, m.email, m.language,
  COALESCE(f.scheme, r.kind) AS scheme, f.amount, f.reason, f.method, f.reference, f.status, f.razorpay_refund_id, f.failure_reason,
  f.credit_note_number, f.credit_note_key,
  ARRAY(SELECT to_char(x, 'YYYY-MM') FROM unnest(f.reopened_months) AS x ORDER BY x) AS reopened_months,
  f.created_at, f.refunded_at`;
const REFUND_FROM = `payment_refunds f JOIN payment_records r ON r.id = f.record_id JOIN payment_members m ON m.id = f.member_id`;

export interface NewRefund {
  recordId: string;
  memberId: string;
  /** null for a fee's refund. */
  scheme: Scheme | null;
  amount: string;
  reason: string;
  method: RefundMethod;
  reference: string | null;
  createdBy: string | null;
}

/** payment_refunds: one row per refund of a paid record (see the PaymentRefunds migration). */
@Injectable()
export class RefundsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<RefundRow | null> {
    if (!isUuid(id)) return null;
    const rows: RefundRow[] = await manager.query(
      `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE f.id = $1 ${lock ? 'FOR UPDATE OF f' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async findByRazorpayId(manager: EntityManager, refundId: string): Promise<RefundRow | null> {
    const rows: RefundRow[] = await manager.query(
      `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE f.razorpay_refund_id = $1 FOR UPDATE OF f`,
      [refundId],
    );
    return rows[0] ?? null;
  }

  ofRecord(recordId: string, manager: EntityManager = this.dataSource.manager): Promise<RefundRow[]> {
    return manager.query(
      `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE f.record_id = $1 ORDER BY f.created_at, f.id`,
      [recordId],
    );
  }

  ofMember(memberId: string): Promise<RefundRow[]> {
    return this.dataSource.query(
      `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE f.member_id = $1 ORDER BY f.created_at DESC, f.id`,
      [memberId],
    );
  }

  /** Processed refunds of a member refunded between two India days (inclusive), oldest first. */
  processedBetween(memberId: string, from: string, to: string): Promise<RefundRow[]> {
    return this.dataSource.query(
      `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM}
       WHERE f.member_id = $1 AND f.status = 'processed'
         AND (f.refunded_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $2::date AND $3::date
       ORDER BY f.refunded_at, f.id`,
      [memberId, from, to],
    );
  }

  /** Rupees of the record's refunds that count against it: processed and pending ones. */
  async committed(manager: EntityManager, recordId: string): Promise<{ processed: string; pending: string }> {
    const rows: Array<{ processed: string; pending: string }> = await manager.query(
      `SELECT COALESCE(sum(amount) FILTER (WHERE status = 'processed'), 0)::numeric(12,2)::text AS processed,
              COALESCE(sum(amount) FILTER (WHERE status = 'pending'), 0)::numeric(12,2)::text AS pending
       FROM payment_refunds WHERE record_id = $1`,
      [recordId],
    );
    return rows[0];
  }

  /** Ids of online refunds still pending `seconds` after they were asked for, oldest first. */
  async pendingOlderThan(seconds: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM payment_refunds
       WHERE status = 'pending' AND method = 'razorpay' AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT 100`,
      [seconds],
    );
    return rows.map((r) => r.id);
  }

  async insert(manager: EntityManager, refund: NewRefund): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO payment_refunds (record_id, member_id, scheme, amount, reason, method, reference, status, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8) RETURNING id`,
      [
        refund.recordId,
        refund.memberId,
        refund.scheme,
        refund.amount,
        refund.reason,
        refund.method,
        refund.reference,
        refund.createdBy,
      ],
    );
    return rows[0].id;
  }

  async setRazorpayId(manager: EntityManager, id: string, razorpayRefundId: string): Promise<void> {
    await manager.query(
      `UPDATE payment_refunds SET razorpay_refund_id = $2, reference = $2, updated_at = now()
       WHERE id = $1 AND razorpay_refund_id IS NULL`,
      [id, razorpayRefundId],
    );
  }

  /** pending → processed with its credit note and the months it reopened; false when it was not pending. */
  async markProcessed(
    manager: EntityManager,
    id: string,
    creditNoteNumber: string,
    refundedAt: Date,
    reopenedMonths: string[],
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `UPDATE payment_refunds SET status = 'processed', credit_note_number = $2, refunded_at = $3,
              reopened_months = $4::date[], updated_at = now()
       WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, creditNoteNumber, refundedAt, reopenedMonths],
    );
    return rows.length > 0;
  }

  /** pending → failed; false when it was not pending. */
  async markFailed(manager: EntityManager, id: string, reason: string | null): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `UPDATE payment_refunds SET status = 'failed', failure_reason = $2, updated_at = now()
       WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, reason],
    );
    return rows.length > 0;
  }

  async setCreditNoteKey(manager: EntityManager, id: string, key: string): Promise<void> {
    await manager.query(`UPDATE payment_refunds SET credit_note_key = $2, updated_at = now() WHERE id = $1`, [id, key]);
  }

  /** CN-<year>-<six digits>, from a sequence so two credit notes never share a number. */
  async nextCreditNoteNumber(manager: EntityManager, at: Date): Promise<string> {
    const rows: Array<{ n: string }> = await manager.query(`SELECT nextval('credit_note_number_seq')::text AS n`);
    const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(at);
    return `CN-${year}-${rows[0].n.padStart(6, '0')}`;
  }

  /** The record's months still in record_months (yyyy-mm-01), newest first, locked. */
  async heldMonths(manager: EntityManager, recordId: string): Promise<string[]> {
    const rows: Array<{ month: string }> = await manager.query(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM record_months WHERE record_id = $1
       ORDER BY month DESC FOR UPDATE`,
      [recordId],
    );
    return rows.map((r) => r.month);
  }

  /** Releases months of the record: they are unpaid again and may be paid by another record. */
  async releaseMonths(manager: EntityManager, recordId: string, months: string[]): Promise<void> {
    if (!months.length) return;
    await manager.query(`DELETE FROM record_months WHERE record_id = $1 AND month = ANY($2::date[])`, [
      recordId,
      months,
    ]);
  }
}
