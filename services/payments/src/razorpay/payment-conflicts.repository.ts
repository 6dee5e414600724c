import { Injectable } from '@nestjs/common';
import { PaymentConflictSources, PaymentsEvents, type PaymentConflictDto } from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { PaymentReviewRepository } from '../review/payment-review.repository';
import { toConflictDto } from '../review/review.mapper';

/** Where a Razorpay payment id is already recorded: the order it paid and the record it made. */
export interface RecordedPayment {
  orderId: string | null;
  recordId: string | null;
}

export interface NewPaymentConflict {
  paymentId: string;
  orderId: string;
  recordedElsewhere: RecordedPayment;
  /** What named the payment: the webhook's event ('payment.captured', 'order.paid') or 'callback'. */
  source: string;
}

/**
 * Payment ids named for one order while recorded on another, kept for the admin; each new one is announced
 * (payments.payment-conflict.opened) so the admin inbox lists it until it is resolved.
 */
@Injectable()
export class PaymentConflictsRepository {
  constructor(
    private readonly review: PaymentReviewRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Where `paymentId` is recorded for an order other than `orderId`, if anywhere. */
  async recordedElsewhere(manager: EntityManager, paymentId: string, orderId: string): Promise<RecordedPayment | null> {
    const rows: Array<{ order_id: string | null; record_id: string | null }> = await manager.query(
      `SELECT razorpay_order_id AS order_id, id AS record_id FROM payment_records
        WHERE razorpay_payment_id = $1 AND razorpay_order_id IS DISTINCT FROM $2
       UNION ALL
       SELECT id, paid_record_id FROM razorpay_orders WHERE razorpay_payment_id = $1 AND id <> $2
       LIMIT 1`,
      [paymentId, orderId],
    );
    return rows[0] ? { orderId: rows[0].order_id, recordId: rows[0].record_id } : null;
  }

  /** Keeps the conflict once per payment and order (a replayed event adds nothing). */
  async add(manager: EntityManager, c: NewPaymentConflict): Promise<void> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO razorpay_payment_conflicts
         (razorpay_payment_id, razorpay_order_id, recorded_order_id, recorded_record_id, source)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (razorpay_payment_id, razorpay_order_id) DO NOTHING RETURNING id`,
      [c.paymentId, c.orderId, c.recordedElsewhere.orderId, c.recordedElsewhere.recordId, c.source],
    );
    if (rows[0]) await this.opened(manager, rows[0].id, c.paymentId, c.orderId, c.source);
  }

  private async opened(manager: EntityManager, id: string, paymentId: string, orderId: string, source: string) {
    await this.outbox.add(manager, PaymentsEvents.PaymentConflictOpened, {
      conflictId: id,
      razorpayPaymentId: paymentId,
      razorpayOrderId: orderId,
      source,
    });
  }

  /**
   * A renewal fee paid twice (the office's Mark Paid and Renewed and an online payment, or two online payments):
   * every online payment of the request after the one that counts (the office's record, else the first online one)
   * is kept for the admin to refund, naming the record that counts. The fee key's lock makes two writers at once
   * see each other; a second call adds nothing.
   */
  async flagRenewalPaidTwice(manager: EntityManager, feeKey: string): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [feeKey]);
    const fees: Array<{ record_id: string; order_id: string | null; payment_id: string | null }> = await manager.query(
      `SELECT r.id AS record_id, NULL AS order_id, NULL AS payment_id, 0 AS online, r.created_at
         FROM payment_records r WHERE r.fee_key = $1
       UNION ALL
       SELECT o.paid_record_id, o.id, o.razorpay_payment_id, 1, r.created_at
         FROM razorpay_orders o JOIN payment_records r ON r.id = o.paid_record_id
        WHERE o.fee_key = $1 AND o.status = 'paid'
       ORDER BY online, created_at, record_id`,
      [feeKey],
    );
    const [counts, ...later] = fees;
    let added = 0;
    for (const fee of later) {
      if (!fee.order_id || !fee.payment_id) continue;
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO razorpay_payment_conflicts
           (razorpay_payment_id, razorpay_order_id, recorded_order_id, recorded_record_id, source)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (razorpay_payment_id, razorpay_order_id) DO NOTHING RETURNING id`,
        [fee.payment_id, fee.order_id, counts.order_id, counts.record_id, PaymentConflictSources.RenewalPaidTwice],
      );
      for (const row of rows) {
        await this.opened(manager, row.id, fee.payment_id, fee.order_id, PaymentConflictSources.RenewalPaidTwice);
      }
      added += rows.length;
    }
    return added;
  }

  /** Open ones first, then newest first, with the order's member and months and the record's receipt. */
  async list(limit = 500): Promise<PaymentConflictDto[]> {
    return (await this.review.conflicts(limit)).map(toConflictDto);
  }
}
