import { Injectable } from '@nestjs/common';
import {
  CreatePaymentRecordRequest,
  ListPaymentRecordsAnswer,
  ListPaymentRecordsRequest,
  ListSchemeMembersAnswer,
  ListSchemeMembersRequest,
  firstOfMonthInIndia,
  isBlank,
  MemberMonthsAnswer,
  MemberMonthsRequest,
  monthsLater,
  PaymentRecordDto,
  PaymentStatsAnswer,
  PaymentStatsRequest,
  Scheme,
  UpdatePaymentRecordRequest,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PaymentMembersRepository } from '../members/payment-members.repository';
import { invalid, requireAdmin } from '../payments.exception';
import { LedgerTotals } from '../ledger/ledger-totals';
import { PaidRecords } from './paid-records';
import { toPaymentRecordDto } from './payment-record.mapper';
import { PaymentRecordsRepository } from './payment-records.repository';
import { checkRecordInput } from './record-input';
import { MonthRange, MonthRule, monthTaken } from './month-rule';
import { MonthHolder, RecordMonthsRepository } from './record-months.repository';
import { SchemeSettingsRepository } from '../schemes/scheme-settings.repository';

const DEFAULT_LIMIT = 50;

const throwTaken = (holder: MonthHolder): never => {
  throw monthTaken(holder);
};

/**
 * What to record next: the oldest unpaid due's months at its amount, else the first month from `current`
 * on that no record covers, at the scheme's amount.
 */
export function suggestedMonths(
  held: MonthHolder[],
  monthlyAmount: string,
  current: string,
): MemberMonthsAnswer['suggested'] {
  const due = held.find((h) => h.status !== 'paid' && h.period_start);
  if (due) {
    return {
      period: due.period_start!.slice(0, 7),
      periodTo: monthsLater(due.period_start!, due.period_months - 1).slice(0, 7),
      amount: due.amount,
      recordId: due.record_id,
    };
  }
  const taken = new Set(held.map((h) => h.month));
  let month = current;
  while (taken.has(month)) month = monthsLater(month, 1);
  return { period: month.slice(0, 7), periodTo: month.slice(0, 7), amount: monthlyAmount, recordId: null };
}

/** Payment records (spec part 2 §2, §3, §5): admins see and write all; a member reads only their own. */
@Injectable()
export class PaymentRecordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly records: PaymentRecordsRepository,
    private readonly members: PaymentMembersRepository,
    private readonly paid: PaidRecords,
    private readonly months: MonthRule,
    private readonly monthRows: RecordMonthsRepository,
    private readonly settings: SchemeSettingsRepository,
    private readonly totals: LedgerTotals,
    private readonly audit: AuditTrail,
  ) {}

  async list(request: ListPaymentRecordsRequest): Promise<ListPaymentRecordsAnswer> {
    const { actor } = request;
    const page = request.page ?? 1;
    const limit = request.limit ?? DEFAULT_LIMIT;
    let memberUuid: string | undefined;
    if (actor.userType === 'member') memberUuid = actor.userId;
    else {
      requireAdmin(actor);
      if (request.memberId?.trim()) memberUuid = (await this.members.get(request.memberId)).id;
    }
    const { rows, total } = await this.records.list({ ...request, memberUuid }, page, limit);
    return { records: rows.map(toPaymentRecordDto), total, page, limit };
  }

  async schemeMembers(request: ListSchemeMembersRequest): Promise<ListSchemeMembersAnswer> {
    requireAdmin(request.actor);
    const page = request.page ?? 1;
    const limit = request.limit ?? DEFAULT_LIMIT;
    const scheme = request.scheme as Scheme;
    const { members, total } = await this.records.schemeMembers(scheme, request, page, limit);
    return { scheme, members, total, page, limit };
  }

  /** The cards' figures for a period (the current financial year by default), from the ledger's one definition. */
  async stats(request: PaymentStatsRequest): Promise<PaymentStatsAnswer> {
    requireAdmin(request.actor);
    return this.totals.stats(request.period);
  }

  async create({ input, actor }: CreatePaymentRecordRequest): Promise<PaymentRecordDto> {
    requireAdmin(actor);
    const { fields, errors } = checkRecordInput(input, 'create');
    if (errors.length) throw invalid(errors);
    const member = await this.members.get(fields.memberId!);
    const scheme = fields.scheme!;
    const status = fields.status ?? 'pending';
    const dueDate = fields.dueDate ?? new Date();
    // Without months the record covers the month of its due date (as the spec's API, which has no months, sends).
    const range: MonthRange = fields.periodStart
      ? { from: fields.periodStart, months: fields.periodMonths! }
      : { from: firstOfMonthInIndia(dueDate), months: 1 };
    const change = {
      amount: fields.amount!,
      status,
      dueDate: fields.dueDate,
      paymentDate: fields.paymentDate ?? (status === 'paid' ? new Date() : null),
      notes: fields.notes,
      paymentMethod: fields.paymentMethod,
      transactionId: fields.transactionId,
      periodStart: range.from,
      periodMonths: range.months,
    };
    const id = await this.dataSource.transaction(async (manager) => {
      for (let attempt = 1; ; attempt++) {
        const others = await this.months.others(manager, member.id, scheme, range, null);
        // Paying months whose due is already raised settles that due rather than adding a second record for them.
        const due = status === 'paid' ? this.months.settleable(others, range) : others[0] && throwTaken(others[0]);
        let recordId: string;
        if (due) {
          recordId = due.record_id;
          await this.months.assign(manager, recordId, member.id, scheme, range);
          await this.records.update(manager, recordId, change);
        } else {
          recordId = randomUUID();
          const holder = await this.months.tryAssign(manager, recordId, member.id, scheme, range);
          // A due the dues job raised for these months meanwhile: settled on the next attempt.
          if (holder && holder.status !== 'paid' && status === 'paid' && attempt === 1) continue;
          if (holder) throw monthTaken(holder);
          await this.records.insert(manager, {
            ...change,
            id: recordId,
            memberId: member.id,
            scheme,
            dueDate,
            createdBy: actor.userId,
          });
        }
        await this.paid.settle(manager, recordId, 'office');
        await this.audit.record(manager, {
          action: due ? 'payment-record.due-settled' : 'payment-record.created',
          entity: 'payment-record',
          entityId: recordId,
          after: { memberId: member.id, scheme, ...change },
        });
        return recordId;
      }
    });
    return toPaymentRecordDto(await this.records.get(id));
  }

  async update({ id, input, actor }: UpdatePaymentRecordRequest): Promise<PaymentRecordDto> {
    requireAdmin(actor);
    const { fields, errors } = checkRecordInput(input, 'update');
    if (errors.length) throw invalid(errors);
    const { member_id: memberId, scheme } = await this.records.get(id);
    await this.dataSource.transaction(async (manager) => {
      // The member's scheme's turn before the record is locked (as every writer of months does).
      await this.months.turn(manager, memberId, scheme);
      const record = await this.records.get(id, manager, true);
      if (!record.scheme && fields.periodStart) {
        throw invalid([{ field: 'period', message: 'A membership fee covers no months' }]);
      }
      const becomesPaid = fields.status === 'paid' && record.status !== 'paid';
      // New months are claimed; a record becoming paid has its months checked again (they may be paid elsewhere).
      const range: MonthRange | null = fields.periodStart
        ? { from: fields.periodStart, months: fields.periodMonths! }
        : becomesPaid && record.period
          ? { from: `${record.period}-01`, months: record.period_months }
          : null;
      if (range && record.scheme) {
        const others = await this.months.others(manager, record.member_id, record.scheme, range, id);
        if (others[0]) throw monthTaken(others[0]);
        await this.months.assign(manager, id, record.member_id, record.scheme, range);
      }
      const after = {
        ...fields,
        paymentDate: fields.paymentDate === undefined && becomesPaid ? new Date() : fields.paymentDate,
      };
      await this.records.update(manager, id, after);
      await this.paid.settle(manager, id, 'office');
      await this.audit.record(manager, {
        action: 'payment-record.updated',
        entity: 'payment-record',
        entityId: id,
        before: record,
        after,
      });
    });
    return toPaymentRecordDto(await this.records.get(id));
  }

  /** A member's months of a scheme and what the add dialogs offer next (admins; a member for themself). */
  async memberMonths(request: MemberMonthsRequest): Promise<MemberMonthsAnswer> {
    const { actor } = request;
    let memberUuid: string;
    if (actor.userType === 'member') memberUuid = actor.userId;
    else {
      requireAdmin(actor);
      if (isBlank(request.memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
      memberUuid = (await this.members.get(request.memberId!)).id;
    }
    const scheme = request.scheme as Scheme;
    const [held, setting] = await Promise.all([this.monthRows.ofMember(memberUuid, scheme), this.settings.get(scheme)]);
    return {
      memberId: memberUuid,
      scheme,
      monthlyAmount: setting.amount,
      months: held.map((h) => ({
        month: h.month.slice(0, 7),
        status: h.status,
        recordId: h.record_id,
        receiptNumber: h.receipt_number,
      })),
      suggested: suggestedMonths(held, setting.amount, firstOfMonthInIndia(new Date())),
    };
  }
}
