import { Injectable } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { PaidRecords } from '../records/paid-records';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { dayInIndia } from './months';
import { OrderRow, OrdersRepository } from './orders.repository';

export interface CapturedPayment {
  id: string;
  method: string | null;
  signature?: string | null;
  /** Paise, as Razorpay says it was captured; checked against the stored order (none is no pass). */
  amount: number;
}

/**
 * Records a captured payment of one of our orders, exactly once, whichever of
 * the browser's callback, a webhook or the reconciliation gets here first: the
 * order row is locked, and a paid order answers the record it already made.
 * The member, scheme and amount come from the stored order.
 */
@Injectable()
export class PaymentCapture {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly records: PaymentRecordsRepository,
    private readonly paid: PaidRecords,
    private readonly logger: JsonLogger,
  ) {}

  /** Answers the paid record's id, or null when the payment does not match the order. */
  async record(manager: EntityManager, orderId: string, payment: CapturedPayment): Promise<string | null> {
    const order = await this.orders.find(orderId, manager, true);
    if (!order) return null;
    if (order.status === 'paid') {
      if (order.razorpay_payment_id !== payment.id) {
        this.logger.event('warn', 'second payment on a paid order: refund it in Razorpay', {
          orderId,
          paymentId: payment.id,
        });
      }
      return order.paid_record_id;
    }
    if (typeof payment.amount !== 'number' || payment.amount !== Number(order.amount_paise)) {
      this.logger.event('warn', 'payment amount differs from the order: not recorded', {
        orderId,
        paymentId: payment.id,
        amount: payment.amount,
      });
      return null;
    }
    const recordId = await this.applyTo(manager, order, payment);
    await this.paid.settle(manager, recordId, 'online');
    await this.orders.markPaid(manager, order.id, payment.id, recordId);
    return recordId;
  }

  /** Marks the due the order pays as paid, or adds the paid record of the months it pays for. */
  private async applyTo(manager: EntityManager, order: OrderRow, payment: CapturedPayment): Promise<string> {
    const now = new Date();
    const paidFields = {
      status: 'paid' as const,
      paymentDate: now,
      paymentMethod: payment.method,
      transactionId: payment.id,
      razorpayPaymentId: payment.id,
      razorpayOrderId: order.id,
      razorpaySignature: payment.signature ?? null,
    };
    let target: string | null = order.payment_record_id;
    if (!target && order.period_start) {
      // The dues job may have raised this month's due since the order was made.
      const rows: Array<{ id: string }> = await manager.query(
        `SELECT id FROM payment_records WHERE member_id = $1 AND scheme = $2 AND period_start = $3 FOR UPDATE`,
        [order.member_id, order.scheme, order.period_start],
      );
      target = rows[0]?.id ?? null;
    }
    if (target) {
      const existing = await this.records.get(target, manager, true);
      if (existing.status !== 'paid') {
        await this.records.update(manager, target, { ...paidFields, amount: order.amount });
        if (order.period_months > 1) {
          await manager.query(`UPDATE payment_records SET period_months = $2 WHERE id = $1`, [
            target,
            order.period_months,
          ]);
        }
        return target;
      }
    }
    // Nothing left to settle (or it was settled in the office meanwhile): the money is recorded on its own row.
    const alreadySettled = Boolean(target);
    return this.records.insert(manager, {
      memberId: order.member_id,
      scheme: order.scheme,
      amount: order.amount,
      dueDate: order.period_start ? new Date(`${order.period_start}T00:00:00+05:30`) : now,
      periodStart: alreadySettled ? null : order.period_start,
      periodMonths: order.period_months,
      notes: alreadySettled
        ? `Paid online for a due already marked paid on ${dayInIndia(now)}: refund or adjust`
        : null,
      createdBy: null,
      ...paidFields,
    });
  }
}
