import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CommonErrorCode,
  FieldError,
  isMonthText,
  monthLabel,
  MonthClashDto,
  PaymentConflictDto,
  PaymentsEvents,
  ResolvePaymentConflictRequest,
  SettleMonthClashRequest,
} from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { invalid, isUuid, PaymentsException, requireAdmin } from '../payments.exception';
import { RecordMonthsRepository } from '../records/record-months.repository';
import { ClashRow, ConflictRow, PaymentReviewRepository } from './payment-review.repository';
import { toClashDto, toConflictDto } from './review.mapper';
import { releaseMonth } from './release-month';

const NOTE_MAX = 1000;

const conflictNotFound = () => new PaymentsException(CommonErrorCode.NotFound, 'Payment conflict not found');
const clashNotFound = () => new PaymentsException(CommonErrorCode.NotFound, 'Month clash not found');
const conflict = (message: string) => new PaymentsException(CommonErrorCode.Conflict, message);
const receipt = (number: string | null) => (number ? `receipt ${number}` : 'a record without a receipt');

/** A note of 1–1000 characters (required) or up to 1000 (optional); its errors name the field. */
function checkNote(note: unknown, required: boolean, errors: FieldError[]): string | null {
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) {
    if (required) errors.push({ field: 'note', message: 'Please say what was done about this payment' });
    return null;
  }
  if (text.length > NOTE_MAX) errors.push({ field: 'note', message: `note must be at most ${NOTE_MAX} characters` });
  return text;
}

/**
 * The admin's review of what the books kept aside (issue 26): Razorpay payment conflicts (resolved with a note)
 * and month clashes (settled by naming the record that keeps the month; the other gives it up). Who and when are
 * kept on the rows.
 */
@Injectable()
export class PaymentReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly review: PaymentReviewRepository,
    private readonly months: RecordMonthsRepository,
    private readonly audit: AuditTrail,
    private readonly outbox: OutboxWriter,
  ) {}

  async resolveConflict({ actor, id, input }: ResolvePaymentConflictRequest): Promise<PaymentConflictDto> {
    requireAdmin(actor);
    const errors: FieldError[] = [];
    const note = checkNote(input.note, true, errors);
    if (errors.length) throw invalid(errors);
    if (!isUuid(id)) throw conflictNotFound();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.review.conflict(manager, id);
      if (!row) throw conflictNotFound();
      if (row.resolved_at) throw conflict('This payment conflict is resolved already');
      await this.review.resolveConflict(manager, id, note as string, actor.userId);
      const resolved = toConflictDto((await this.review.conflict(manager, id)) as ConflictRow);
      await this.audit.record(manager, {
        action: 'payment-conflict.resolved',
        entity: 'payment-conflict',
        entityId: id,
        before: toConflictDto(row),
        after: resolved,
      });
      // The admin inbox's item for this conflict is resolved with it.
      await this.outbox.add(manager, PaymentsEvents.PaymentConflictResolved, {
        conflictId: id,
        razorpayPaymentId: resolved.razorpayPaymentId,
        razorpayOrderId: resolved.razorpayOrderId,
        source: resolved.source,
        note: resolved.resolutionNote,
      });
      return resolved;
    });
  }

  async clashes(actor: ActorDto): Promise<MonthClashDto[]> {
    requireAdmin(actor);
    return (await this.review.clashes()).map(toClashDto);
  }

  /**
   * The record named by keepRecordId keeps the month; the other gives it up: its stated months lose their first
   * or last month (its only month leaves it without months), and record_months names the keeper. A month inside
   * the other record's run cannot be given up (409): keep it there, or change that record's months first.
   */
  async settleClash({ actor, input }: SettleMonthClashRequest): Promise<MonthClashDto> {
    requireAdmin(actor);
    const errors: FieldError[] = [];
    if (!isUuid(input.recordId)) errors.push({ field: 'recordId', message: 'recordId must name the clashing record' });
    if (!isMonthText(input.month)) errors.push({ field: 'month', message: 'month must be a month (YYYY-MM)' });
    if (!isUuid(input.keepRecordId)) {
      errors.push({ field: 'keepRecordId', message: 'Please choose the record that keeps the month' });
    }
    const note = checkNote(input.note, false, errors);
    if (errors.length) throw invalid(errors);
    const recordId = input.recordId as string;
    const month = input.month as string;
    const keep = input.keepRecordId as string;

    return this.dataSource.transaction(async (manager) => {
      const clash = await this.review.clash(manager, recordId, month);
      if (!clash) throw clashNotFound();
      if (clash.settled_at) {
        throw conflict(`${monthLabel(month)} is settled already (kept on ${receipt(keptReceipt(clash))})`);
      }
      if (keep !== clash.record_id && keep !== clash.held_by) {
        throw invalid([{ field: 'keepRecordId', message: 'Keep the month on one of the two records in the clash' }]);
      }
      await this.months.takeTurn(manager, clash.member_id, clash.scheme);
      const other = keep === clash.record_id ? clash.held_by : clash.record_id;
      const loser = await this.review.lockRecord(manager, other);
      if (!loser) throw clashNotFound();
      const left = releaseMonth({ start: loser.period_start, months: loser.period_months }, month);
      if (left === 'inside') {
        const otherReceipt = other === clash.record_id ? clash.r_receipt : clash.h_receipt;
        throw conflict(
          `${monthLabel(month)} lies inside the months of ${receipt(otherReceipt)} ` +
            `(${monthLabel(loser.period_start as string, loser.period_months)}): keep it on that record, ` +
            "or change that record's months first",
        );
      }
      if (left.start !== loser.period_start || left.months !== loser.period_months) {
        await this.review.restateMonths(manager, other, left.start, left.months);
      }
      if (keep === clash.record_id) {
        await this.review.moveMonth(manager, clash.member_id, clash.scheme, month, clash.held_by, keep);
      }
      await this.review.settleClash(manager, recordId, month, keep, note, actor.userId);
      const settled = toClashDto((await this.review.clash(manager, recordId, month)) as ClashRow);
      await this.audit.record(manager, {
        action: 'month-clash.settled',
        entity: 'payment-record',
        entityId: recordId,
        before: toClashDto(clash),
        after: settled,
      });
      return settled;
    });
  }
}

function keptReceipt(c: ClashRow): string | null {
  return c.kept_record_id === c.record_id ? c.r_receipt : c.h_receipt;
}
