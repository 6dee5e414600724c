import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CreateRefundRequest,
  ListRefundsRequest,
  OfflineRefundMethods,
  isFeeKind,
  parseAmount,
  PaymentsErrorCode,
  PaymentsEvents,
  RefundByIdRequest,
  RefundDto,
  RefundLine,
  RefundLinesRequest,
  RefundMessages,
  RefundMethod,
  RefundProcessedEventData,
  RefundSummaryAnswer,
  refundTooLargeMessage,
} from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentMembersRepository } from '../members/payment-members.repository';
import { invalid, PaymentsException, requireAdmin, requireAdminOrSelf } from '../payments.exception';
import { GatewayRefund, GatewayRefusal, RazorpayClient } from '../razorpay/razorpay.client';
import { MonthRule } from '../records/month-rule';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { fromPaise, monthsToReopen, toPaise } from './refund-months';
import { RefundRow, RefundsRepository } from './refunds.repository';

export const creditNotePath = (id: string) => `/api/refunds/${id}/credit-note`;

export function toRefundDto(r: RefundRow): RefundDto {
  return {
    id: r.id,
    paymentRecordId: r.record_id,
    receiptNumber: r.receipt_number,
    memberId: r.member_id,
    memberCode: r.member_code,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    scheme: r.scheme,
    amount: r.amount,
    reason: r.reason,
    method: r.method,
    reference: r.reference,
    status: r.status,
    failureReason: r.failure_reason,
    creditNoteNumber: r.credit_note_number,
    creditNoteUrl: r.status === 'processed' ? creditNotePath(r.id) : null,
    reopenedMonths: r.reopened_months,
    createdAt: r.created_at.toISOString(),
    refundedAt: r.refunded_at?.toISOString() ?? null,
  };
}

const refundNotFound = () => new PaymentsException(PaymentsErrorCode.RefundNotFound, RefundMessages.refundNotFound);
const notRefundable = (message: string) => new PaymentsException(PaymentsErrorCode.NotRefundable, message);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Razorpay keeps notes of at most 256 characters. */
const note = (text: string) => text.slice(0, 256);

/**
 * Refunds (issue 26). A refund is its own ledger entry on the paid record it returns money from: an online
 * payment's through Razorpay's refunds API, an office payment's recorded by hand. What is still refundable is
 * the payment less its processed and pending refunds, checked with the record locked, so two admins cannot
 * both return the last rupees. A refund is processed once (pending → processed, whatever mix of Razorpay's
 * answer and its webhooks, however often delivered): it gets its credit note number, the months whose whole
 * share has now been returned leave record_months (unpaid again), and payments.refund.processed goes out in
 * the same transaction (the credit note PDF and the member's e-mail follow).
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundsRepository,
    private readonly records: PaymentRecordsRepository,
    private readonly members: PaymentMembersRepository,
    private readonly monthRule: MonthRule,
    private readonly razorpay: RazorpayClient,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
    private readonly audit: AuditTrail,
  ) {}

  async summary({ id, actor }: RefundByIdRequest): Promise<RefundSummaryAnswer> {
    const record = await this.records.get(id);
    requireAdminOrSelf(actor, record.member_id);
    const committed = await this.refunds.committed(this.dataSource.manager, record.id);
    const rows = await this.refunds.ofRecord(record.id);
    return {
      paymentRecordId: record.id,
      amount: record.amount,
      refunded: committed.processed,
      refundable:
        record.status === 'paid'
          ? fromPaise(Math.max(0, toPaise(record.amount) - toPaise(committed.processed) - toPaise(committed.pending)))
          : '0.00',
      online: record.razorpay_payment_id !== null,
      refunds: rows.map(toRefundDto),
    };
  }

  async list({ actor, memberId }: ListRefundsRequest): Promise<RefundDto[]> {
    let memberUuid: string;
    if (actor.userType === 'member') memberUuid = actor.userId;
    else {
      requireAdmin(actor);
      if (!memberId?.trim()) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
      memberUuid = (await this.members.get(memberId)).id;
    }
    return (await this.refunds.ofMember(memberUuid)).map(toRefundDto);
  }

  /** The statement's refund lines: processed refunds of one member refunded in [from, to]. */
  async lines({ actor, memberId, from, to }: RefundLinesRequest): Promise<RefundLine[]> {
    requireAdminOrSelf(actor, memberId);
    if (!CALENDAR_DAY.test(from) || !CALENDAR_DAY.test(to)) {
      throw invalid([{ field: 'from', message: 'from and to must be days (YYYY-MM-DD)' }]);
    }
    const rows = await this.refunds.processedBetween(memberId, from, to);
    return rows.map((r) => ({
      refundId: r.id,
      paymentRecordId: r.record_id,
      receiptNumber: r.receipt_number,
      creditNoteNumber: r.credit_note_number!,
      scheme: r.scheme,
      amount: r.amount,
      method: r.method,
      reason: r.reason,
      refundedAt: r.refunded_at!.toISOString(),
      reopenedMonths: r.reopened_months,
    }));
  }

  /** Refunds a paid record in full or in part (admin): by hand at once, or asked of Razorpay. */
  async create({ id, input, actor }: CreateRefundRequest): Promise<RefundDto> {
    requireAdmin(actor);
    const amount = parseAmount(input.amount);
    const reason = input.reason?.trim() ?? '';
    const errors = [];
    if (input.amount === undefined || input.amount === null || input.amount === '') {
      errors.push({ field: 'amount', message: RefundMessages.amountRequired });
    } else if (amount === null || amount <= 0) {
      errors.push({ field: 'amount', message: RefundMessages.amountPositive });
    }
    if (!reason) errors.push({ field: 'reason', message: RefundMessages.reasonRequired });
    if (errors.length) throw invalid(errors);

    const { refundId, online } = await this.dataSource.transaction(async (manager) => {
      const found = await this.records.get(id, manager);
      // Writers of the member's months take turns first (MonthRule), then the record is locked.
      await this.monthRule.turn(manager, found.member_id, found.scheme);
      const record = await this.records.get(id, manager, true);
      if (record.status !== 'paid') throw notRefundable(RefundMessages.notPaid);
      const isOnline = record.razorpay_payment_id !== null;
      const method = this.methodFor(isOnline, input.method);
      const committed = await this.refunds.committed(manager, record.id);
      const left = toPaise(record.amount) - toPaise(committed.processed) - toPaise(committed.pending);
      if (toPaise(amount!) > left) {
        throw new PaymentsException(PaymentsErrorCode.RefundTooLarge, refundTooLargeMessage(fromPaise(left)));
      }
      const newId = await this.refunds.insert(manager, {
        recordId: record.id,
        memberId: record.member_id,
        scheme: record.scheme,
        amount: fromPaise(toPaise(amount!)),
        reason,
        method,
        reference: isOnline ? null : input.reference?.trim() || null,
        createdBy: actor.userId,
      });
      if (!isOnline) await this.process(manager, newId);
      await this.audit.record(manager, {
        action: 'refund.created',
        entity: 'refund',
        entityId: newId,
        after: { recordId: record.id, memberId: record.member_id, amount: fromPaise(toPaise(amount!)), reason, method },
      });
      return { refundId: newId, online: isOnline };
    });
    if (online) await this.askRazorpay(refundId, reason);
    return toRefundDto((await this.refunds.find(refundId))!);
  }

  /**
   * refund.processed / refund.failed, in the transaction that claimed the webhook's event id. The refund is found
   * by Razorpay's id, or by the portal id in its notes (a webhook can arrive before Razorpay's answer is stored).
   * Razorpay is asked for the refund before it counts as processed: a signature alone changes nothing.
   */
  async applyWebhook(
    manager: EntityManager,
    event: 'refund.processed' | 'refund.failed',
    entity: GatewayRefund,
    confirmed: GatewayRefund | null,
  ): Promise<'recorded' | 'ignored'> {
    // Only Razorpay's own answer counts: the refund it has under this id, for this payment.
    if (!confirmed || confirmed.id !== entity.id || confirmed.payment_id !== entity.payment_id) {
      this.logger.event('warn', 'refund webhook Razorpay does not confirm: ignored', { refundId: entity.id, event });
      return 'ignored';
    }
    const row = await this.locate(manager, confirmed);
    const record = row && (await this.records.get(row.record_id, manager));
    if (!row || record?.razorpay_payment_id !== confirmed.payment_id || confirmed.amount !== toPaise(row.amount)) {
      this.logger.event('warn', 'refund webhook for a refund that is not ours: ignored', {
        refundId: entity.id,
        event,
      });
      return 'ignored';
    }
    if (!row.razorpay_refund_id) await this.refunds.setRazorpayId(manager, row.id, confirmed.id);
    return this.settle(manager, row.id, confirmed);
  }

  /** Razorpay's refund for a webhook, or null when Razorpay does not know it (then nothing changes). */
  confirm(refundId: string): Promise<GatewayRefund | null> {
    return this.razorpay.findRefund(refundId);
  }

  /**
   * The portal's refund Razorpay's refund belongs to (locked): by Razorpay's id, or by the portal id in the notes
   * Razorpay keeps (a webhook can arrive before Razorpay's answer to the request is stored).
   */
  private async locate(manager: EntityManager, refund: GatewayRefund): Promise<RefundRow | null> {
    const byId = await this.refunds.findByRazorpayId(manager, refund.id);
    if (byId) return byId;
    const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
    const portalId = typeof notes.refund_id === 'string' ? notes.refund_id : null;
    if (!portalId) return null;
    const row = await this.refunds.find(portalId, manager, true);
    return row && !row.razorpay_refund_id ? row : null;
  }

  /** Applies Razorpay's status to a pending refund once; a refund already settled is left as it is. */
  private async settle(
    manager: EntityManager,
    refundId: string,
    refund: GatewayRefund,
  ): Promise<'recorded' | 'ignored'> {
    if (refund.status === 'processed') return (await this.process(manager, refundId)) ? 'recorded' : 'ignored';
    if (refund.status === 'failed') {
      return (await this.refunds.markFailed(manager, refundId, 'Razorpay could not refund the payment'))
        ? 'recorded'
        : 'ignored';
    }
    return 'ignored';
  }

  private methodFor(online: boolean, asked: string | undefined): RefundMethod {
    const method = asked?.trim() || (online ? 'razorpay' : '');
    if (online) {
      if (method !== 'razorpay') throw notRefundable(RefundMessages.methodOnline);
      return 'razorpay';
    }
    if (!(OfflineRefundMethods as readonly string[]).includes(method)) {
      throw invalid([{ field: 'method', message: RefundMessages.methodOffline }]);
    }
    return method as RefundMethod;
  }

  /** Asks Razorpay to refund; its answer is applied at once (its webhook later finds the refund settled). */
  private async askRazorpay(refundId: string, reason: string): Promise<void> {
    const row = (await this.refunds.find(refundId))!;
    const record = await this.records.get(row.record_id);
    let refund: GatewayRefund;
    try {
      refund = await this.razorpay.refund(record.razorpay_payment_id!, toPaise(row.amount), {
        refund_id: row.id,
        receipt: record.receipt_number ?? '',
        reason: note(reason),
      });
    } catch (error) {
      // Refused (e.g. refunded at Razorpay's dashboard already): the amount is refundable again. Unreachable:
      // Razorpay may have refunded all the same, so the refund stays pending (its amount held) until the
      // reconciliation asks Razorpay for it (reconcile()).
      if (!(error instanceof GatewayRefusal)) throw error;
      await this.dataSource.transaction((manager) => this.refunds.markFailed(manager, row.id, error.message));
      throw notRefundable(`Razorpay refused the refund: ${error.message}`);
    }
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.refunds.find(row.id, manager, true);
      if (!locked) return;
      await this.refunds.setRazorpayId(manager, row.id, refund.id);
      await this.settle(manager, row.id, refund);
    });
  }

  /**
   * A pending online refund whose answer or webhook never came: Razorpay is asked for it (by its id, or among the
   * payment's refunds by the portal id in its notes) and its status applied. One Razorpay has no trace of is
   * failed (nothing was returned); one Razorpay cannot be asked about now stays pending for the next run.
   */
  async reconcile(refundId: string): Promise<'processed' | 'failed' | 'pending'> {
    const row = await this.refunds.find(refundId);
    if (!row || row.status !== 'pending' || row.method !== 'razorpay') return 'pending';
    const record = await this.records.get(row.record_id);
    let found: GatewayRefund | null;
    if (row.razorpay_refund_id) found = await this.razorpay.findRefund(row.razorpay_refund_id);
    else {
      const listed = await this.razorpay.paymentRefunds(record.razorpay_payment_id!);
      found =
        listed.find(
          (r) => !Array.isArray(r.notes) && r.notes?.refund_id === row.id && r.amount === toPaise(row.amount),
        ) ?? null;
    }
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.refunds.find(row.id, manager, true);
      if (!locked || locked.status !== 'pending') return 'pending';
      if (!found) {
        await this.refunds.markFailed(manager, row.id, 'Razorpay has no record of this refund');
        return 'failed';
      }
      if (!locked.razorpay_refund_id) await this.refunds.setRazorpayId(manager, row.id, found.id);
      await this.settle(manager, row.id, found);
      return found.status === 'processed' ? 'processed' : found.status === 'failed' ? 'failed' : 'pending';
    });
  }

  /**
   * pending → processed, once: the credit note number, the months whose whole share is now returned released
   * from record_months, and payments.refund.processed. False when it was not pending.
   */
  private async process(manager: EntityManager, refundId: string): Promise<boolean> {
    const row = await this.refunds.find(refundId, manager, true);
    if (!row || row.status !== 'pending') return false;
    await this.monthRule.turn(manager, row.member_id, isFeeKind(row.scheme) ? null : row.scheme);
    const record = await this.records.get(row.record_id, manager, true);
    const all = await this.refunds.ofRecord(record.id, manager);
    const processed = all.filter((r) => r.status === 'processed' || r.id === row.id);
    const refundedTotal = fromPaise(processed.reduce((sum, r) => sum + toPaise(r.amount), 0));
    const reopenedBefore = all.reduce((sum, r) => sum + r.reopened_months.length, 0);
    const held = record.period ? await this.refunds.heldMonths(manager, record.id) : [];
    const reopen = monthsToReopen({
      recordAmount: record.amount,
      recordMonths: record.period ? record.period_months : 0,
      refundedTotal,
      reopenedBefore,
      held,
    });
    const refundedAt = new Date();
    const creditNoteNumber = await this.refunds.nextCreditNoteNumber(manager, refundedAt);
    if (!(await this.refunds.markProcessed(manager, row.id, creditNoteNumber, refundedAt, reopen))) return false;
    await this.refunds.releaseMonths(manager, record.id, reopen);
    const data: RefundProcessedEventData = {
      refundId: row.id,
      paymentRecordId: record.id,
      receiptNumber: record.receipt_number,
      memberId: row.member_id,
      memberCode: row.member_code,
      memberName: `${row.first_name} ${row.last_name}`.trim(),
      memberEmail: row.email,
      scheme: row.scheme,
      amount: row.amount,
      method: row.method,
      reason: row.reason,
      creditNoteNumber,
      refundedAt: refundedAt.toISOString(),
      reopenedMonths: reopen.map((m) => m.slice(0, 7)).sort(),
    };
    await this.outbox.add(manager, PaymentsEvents.RefundProcessed, data);
    return true;
  }

  /** For the credit note download: the refund after the access check. */
  async forDownload(id: string, actor: ActorDto): Promise<RefundRow> {
    const row = await this.refunds.find(id);
    if (!row) throw refundNotFound();
    requireAdminOrSelf(actor, row.member_id);
    if (row.status !== 'processed' || !row.credit_note_number) {
      throw new PaymentsException(PaymentsErrorCode.CreditNoteNotAvailable, RefundMessages.creditNoteNotAvailable);
    }
    return row;
  }
}
