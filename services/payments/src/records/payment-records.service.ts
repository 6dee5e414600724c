import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CreatePaymentRecordRequest,
  ListPaymentRecordsAnswer,
  ListPaymentRecordsRequest,
  ListSchemeMembersAnswer,
  ListSchemeMembersRequest,
  PaymentRecordDto,
  PaymentStatsAnswer,
  Scheme,
  UpdatePaymentRecordRequest,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { PaymentMembersRepository } from '../members/payment-members.repository';
import { invalid, requireAdmin } from '../payments.exception';
import { contributionsByMonth } from './contributions-by-month';
import { PaidRecords } from './paid-records';
import { toPaymentRecordDto } from './payment-record.mapper';
import { PaymentRecordsRepository } from './payment-records.repository';
import { checkRecordInput } from './record-input';

const DEFAULT_LIMIT = 50;

/** Payment records (spec part 2 §2, §3, §5): admins see and write all; a member reads only their own. */
@Injectable()
export class PaymentRecordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly records: PaymentRecordsRepository,
    private readonly members: PaymentMembersRepository,
    private readonly paid: PaidRecords,
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

  async stats(actor: ActorDto): Promise<PaymentStatsAnswer> {
    requireAdmin(actor);
    const [schemes, receivedByMonth] = await Promise.all([this.records.stats(), contributionsByMonth(this.dataSource)]);
    const sum = (key: 'receivable' | 'received' | 'balance' | 'outstanding') =>
      schemes.reduce((total, s) => total + Math.round(Number(s[key]) * 100), 0) / 100;
    const count = (key: 'optedMembers' | 'paidCount' | 'pendingCount' | 'overdueCount') =>
      schemes.reduce((total, s) => total + s[key], 0);
    return {
      schemes,
      totals: {
        optedMembers: count('optedMembers'),
        receivable: sum('receivable').toFixed(2),
        received: sum('received').toFixed(2),
        balance: sum('balance').toFixed(2),
        outstanding: sum('outstanding').toFixed(2),
        paidCount: count('paidCount'),
        pendingCount: count('pendingCount'),
        overdueCount: count('overdueCount'),
      },
      receivedByMonth,
    };
  }

  async create({ input, actor }: CreatePaymentRecordRequest): Promise<PaymentRecordDto> {
    requireAdmin(actor);
    const { fields, errors } = checkRecordInput(input, 'create');
    if (errors.length) throw invalid(errors);
    const member = await this.members.get(fields.memberId!);
    const status = fields.status ?? 'pending';
    const id = await this.dataSource.transaction(async (manager) => {
      const recordId = await this.records.insert(manager, {
        memberId: member.id,
        scheme: fields.scheme!,
        amount: fields.amount!,
        status,
        dueDate: fields.dueDate ?? new Date(),
        paymentDate: fields.paymentDate ?? (status === 'paid' ? new Date() : null),
        notes: fields.notes,
        paymentMethod: fields.paymentMethod,
        transactionId: fields.transactionId,
        createdBy: actor.userId,
      });
      await this.paid.settle(manager, recordId, 'office');
      return recordId;
    });
    return toPaymentRecordDto(await this.records.get(id));
  }

  async update({ id, input, actor }: UpdatePaymentRecordRequest): Promise<PaymentRecordDto> {
    requireAdmin(actor);
    const { fields, errors } = checkRecordInput(input, 'update');
    if (errors.length) throw invalid(errors);
    await this.dataSource.transaction(async (manager) => {
      const record = await this.records.get(id, manager, true);
      const becomesPaid = fields.status === 'paid' && record.status !== 'paid';
      await this.records.update(manager, id, {
        ...fields,
        paymentDate: fields.paymentDate === undefined && becomesPaid ? new Date() : fields.paymentDate,
      });
      await this.paid.settle(manager, id, 'office');
    });
    return toPaymentRecordDto(await this.records.get(id));
  }
}
