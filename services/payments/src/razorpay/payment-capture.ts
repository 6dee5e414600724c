import { Injectable } from '@nestjs/common';
import { PaymentConflictSources, PaymentsEvents } from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { PaidRecords } from '../records/paid-records';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { isMonthTaken, MonthRule, monthTaken } from '../records/month-rule';
import { RENEWAL_FEE_KEY_PREFIX } from '../fees/renewal-fees';
import { dayInIndia } from './months';
import { OrderRow, OrdersRepository } from './orders.repository';
import { PaymentConflictsRepository } from './payment-conflicts.repository';

export interface CapturedPayment {
  id: string;
  method: string | null;
  signature?: string | null;
  /** Paise, as Razorpay says it was captured; checked against the stored order (none is no pass). */
  amount: number;
}

/** What a capture came to: the paid record, a month paid elsewhere (409's words), or no match with the order. */
export type CaptureOutcome = { recordId: string } | { conflict: string } | null;

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
    private readonly months: MonthRule,
    private readonly outbox: OutboxWriter,
    private readonly conflicts: PaymentConflictsRepository,
    private readonly logger: JsonLogger,
    private readonly audit: AuditTrail,
  ) {}

  /** Answers the paid record's id, or null when the payment does not match the order or its months are paid. */
  async record(manager: EntityManager, orderId: string, payment: CapturedPayment): Promise<string | null> {
    const outcome = await this.recordPayment(manager, orderId, payment);
    return outcome && 'recordId' in outcome ? outcome.recordId : null;
  }

  /**
   * As record(), telling a payment for months already paid (the month rule's 409) apart: nothing is marked
   * paid, the order keeps the payment id and the reason for an admin to refund it.
   */
  async recordPayment(manager: EntityManager, orderId: string, payment: CapturedPayment): Promise<CaptureOutcome> {
    const order = await this.orders.find(orderId, manager, true);
    if (!order) return null;
    if (order.status === 'paid') {
      if (order.razorpay_payment_id !== payment.id) {
        this.logger.event('warn', 'second payment on a paid order: refund it in Razorpay', {
          orderId,
          paymentId: payment.id,
        });
      }
      return order.paid_record_id ? { recordId: order.paid_record_id } : null;
    }
    if (typeof payment.amount !== 'number' || payment.amount !== Number(order.amount_paise)) {
      this.logger.event('warn', 'payment amount differs from the order: not recorded', {
        orderId,
        paymentId: payment.id,
        amount: payment.amount,
      });
      return null;
    }
    await manager.query(`SAVEPOINT payment_capture`);
    let recordId: string;
    try {
      recordId = await this.applyTo(manager, order, payment);
    } catch (error) {
      if (!isMonthTaken(error)) throw error;
      await manager.query(`ROLLBACK TO SAVEPOINT payment_capture`);
      await this.orders.markConflict(manager, order.id, payment.id, error.message);
      // Razorpay holds the money: the admin sees it in Needs review, naming the record that has the months.
      await this.conflicts.add(manager, {
        paymentId: payment.id,
        orderId: order.id,
        recordedElsewhere: { orderId: null, recordId: error.holderRecordId },
        source: PaymentConflictSources.MonthsAlreadyPaid,
      });
      await this.audit.record(manager, {
        action: 'payment-conflict.created',
        entity: 'razorpay-order',
        entityId: order.id,
        after: { paymentId: payment.id, reason: error.message, source: PaymentConflictSources.MonthsAlreadyPaid },
      });
      this.logger.event('warn', 'payment for months already paid: not recorded, refund it in Razorpay', {
        orderId,
        paymentId: payment.id,
        reason: error.message,
      });
      return { conflict: error.message };
    }
    await manager.query(`RELEASE SAVEPOINT payment_capture`);
    await this.paid.settle(manager, recordId, 'online');
    await this.orders.markPaid(manager, order.id, payment.id, recordId);
    // Whichever came first (the member's callback, Razorpay's webhook, the reconciliation job) is on record.
    await this.audit.record(manager, {
      action: 'payment-record.paid-online',
      entity: 'payment-record',
      entityId: recordId,
      after: { orderId: order.id, paymentId: payment.id, amount: order.amount, method: payment.method },
    });
    if (order.kind === 'renewal_fee' && order.fee_key?.startsWith(RENEWAL_FEE_KEY_PREFIX)) {
      // Membership completes the renewal once (in this transaction: the order is paid at most once).
      const record = await this.records.get(recordId, manager);
      // Paid in the office (or online) already: the money is recorded, and kept for the admin to refund.
      await this.conflicts.flagRenewalPaidTwice(manager, order.fee_key);
      await this.outbox.add(manager, PaymentsEvents.RenewalFeeRecorded, {
        renewalRequestId: order.fee_key.slice(RENEWAL_FEE_KEY_PREFIX.length),
        memberId: order.member_id,
        recordId,
        receiptNumber: record.receipt_number,
        amount: record.amount,
        razorpayPaymentId: payment.id,
        razorpayOrderId: order.id,
        paidAt: (record.payment_date ?? new Date()).toISOString(),
      });
    }
    return { recordId };
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
    if (!order.scheme) {
      // A fee (a renewal paid online): its own record, no months; the order's row lock makes it once.
      return this.records.insert(manager, {
        memberId: order.member_id,
        kind: order.kind,
        scheme: null,
        amount: order.amount,
        dueDate: now,
        periodStart: null,
        notes: order.kind === 'renewal_fee' ? 'Annual renewal fee, paid online' : null,
        feeKey: `razorpay-order:${order.id}`,
        createdBy: null,
        ...paidFields,
      });
    }
    const scheme = order.scheme;
    // The member's scheme's turn before any of their records is locked (as every writer of months does).
    await this.months.turn(manager, order.member_id, scheme);
    let target: string | null = order.payment_record_id;
    if (!target && order.period_start) {
      // The dues job may have raised this month's due since the order was made (a paid month answers 409).
      const [holder] = await this.months.others(
        manager,
        order.member_id,
        scheme,
        { from: order.period_start, months: 1 },
        null,
      );
      target = holder?.record_id ?? null;
    }
    if (target) {
      const existing = await this.records.get(target, manager, true);
      if (existing.status === 'paid' && existing.period) {
        throw monthTaken({
          month: `${existing.period}-01`,
          status: 'paid',
          receipt_number: existing.receipt_number,
          record_id: existing.id,
        });
      }
      if (existing.status !== 'paid') {
        const months = Math.max(order.period_months, existing.period_months);
        if (existing.period) {
          const range = { from: `${existing.period}-01`, months };
          const others = await this.months.others(manager, order.member_id, scheme, range, target);
          if (others[0]) throw monthTaken(others[0]);
          await this.months.assign(manager, target, order.member_id, scheme, range);
        }
        await this.records.update(manager, target, { ...paidFields, amount: order.amount, periodMonths: months });
        return target;
      }
    }
    if (order.period_start) {
      // Months in advance: the record claims them; one paid (or raised) meanwhile answers 409.
      const range = { from: order.period_start, months: order.period_months };
      const others = await this.months.others(manager, order.member_id, scheme, range, null);
      if (others[0]) throw monthTaken(others[0]);
      // The months first, then the record (see MonthRule.tryAssign).
      const recordId = randomUUID();
      await this.months.assign(manager, recordId, order.member_id, scheme, range);
      await this.records.insert(manager, {
        id: recordId,
        memberId: order.member_id,
        scheme: scheme,
        amount: order.amount,
        dueDate: new Date(`${order.period_start}T00:00:00+05:30`),
        periodStart: order.period_start,
        periodMonths: order.period_months,
        createdBy: null,
        ...paidFields,
      });
      return recordId;
    }
    // A due without months that was settled in the office meanwhile: the money is recorded on its own row.
    return this.records.insert(manager, {
      memberId: order.member_id,
      scheme: scheme,
      amount: order.amount,
      dueDate: now,
      periodStart: null,
      periodMonths: order.period_months,
      notes: `Paid online for a due already marked paid on ${dayInIndia(now)}: refund or adjust`,
      createdBy: null,
      ...paidFields,
    });
  }
}
