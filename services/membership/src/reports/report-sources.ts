import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  addCalendarDays,
  ContentSubjects,
  EventCategoryLabels,
  EventDto,
  IdCardListItem,
  indiaDayOf,
  MemberDto,
  PaymentMethodLabels,
  PaymentRecordDto,
  PaymentsSubjects,
  ReportType,
  recordLabel,
  reportTitle,
  shortMonthsLabel,
  SchemeLabels,
} from '@portal/contracts';
import { ServiceRpcClient } from '@portal/platform';
import { IdCardsService } from '../id-cards/id-cards.service';
import { MemberListService } from '../members/member-list.service';
import { ReportColumn, ReportRow } from './report-table';

/** Rows read per page: a page the owner reads quickly, and all a report holds in memory at a time. */
export const REPORT_PAGE_SIZE = 500;
// Paging through a large register takes a while per page; still bounded so that no request hangs.
const PAGE_TIMEOUT_MS = 60_000;

/** A report's calendar days in India (YYYY-MM-DD, both inclusive); null where open. */
export interface ReportRange {
  from: string | null;
  to: string | null;
}

export interface ReportSource {
  title: string;
  columns: ReportColumn[];
  /** The rows a page at a time; `first` is read before the answer starts, so an owner that is down is a clean 503. */
  batches: AsyncIterable<ReportRow[]>;
  /** The column money totals are given by (ReportTable.totalsBy). */
  totalsBy?: number;
}

const label = (text: string | null | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : '');
const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
const within = (iso: string | null | undefined, range: ReportRange) => {
  if (!iso) return range.from === null && range.to === null;
  const day = indiaDayOf(iso);
  if (day === null) return false;
  return (range.from === null || day >= range.from) && (range.to === null || day <= range.to);
};

const MEMBER_COLUMNS: ReportColumn[] = [
  { id: 'memberId', header: 'Member ID', kind: 'text', width: 12, keepWhole: true },
  { id: 'name', header: 'Name', kind: 'text', width: 24 },
  { id: 'phone', header: 'Phone', kind: 'text', width: 13, keepWhole: true },
  { id: 'email', header: 'Email', kind: 'text', width: 28, keepWhole: true },
  { id: 'status', header: 'Status', kind: 'text', width: 10 },
  { id: 'joined', header: 'Joined', kind: 'date', width: 12 },
  { id: 'membershipStart', header: 'Membership Start', kind: 'date', width: 12 },
  { id: 'membershipEnd', header: 'Membership End', kind: 'date', width: 12 },
  { id: 'city', header: 'City', kind: 'text', width: 14 },
  { id: 'schemes', header: 'Schemes', kind: 'text', width: 20 },
];

const EVENT_COLUMNS: ReportColumn[] = [
  { id: 'title', header: 'Title', kind: 'text', width: 30 },
  { id: 'date', header: 'Date', kind: 'datetime', width: 18 },
  { id: 'location', header: 'Location', kind: 'text', width: 24 },
  { id: 'category', header: 'Category', kind: 'text', width: 12 },
  { id: 'capacity', header: 'Capacity', kind: 'count', width: 9 },
  { id: 'signedUp', header: 'Signed Up', kind: 'count', width: 9 },
  { id: 'status', header: 'Status', kind: 'text', width: 11 },
];

const ID_CARD_COLUMNS: ReportColumn[] = [
  { id: 'memberId', header: 'Member ID', kind: 'text', width: 12, keepWhole: true },
  { id: 'name', header: 'Name', kind: 'text', width: 26 },
  { id: 'status', header: 'Status', kind: 'text', width: 10 },
  { id: 'idCard', header: 'ID Card', kind: 'text', width: 12 },
  { id: 'generated', header: 'Generated', kind: 'date', width: 12 },
  { id: 'validUntil', header: 'Valid Until', kind: 'date', width: 12 },
];

const PAYMENT_COLUMNS: ReportColumn[] = [
  { id: 'receiptNo', header: 'Receipt No', kind: 'text', width: 17, keepWhole: true },
  { id: 'memberId', header: 'Member ID', kind: 'text', width: 12, keepWhole: true },
  { id: 'name', header: 'Name', kind: 'text', width: 22 },
  { id: 'scheme', header: 'Scheme', kind: 'text', width: 14 },
  { id: 'period', header: 'Period', kind: 'text', width: 16 },
  { id: 'amount', header: 'Amount', kind: 'money', width: 12 },
  { id: 'status', header: 'Status', kind: 'text', width: 9 },
  { id: 'dueDate', header: 'Due Date', kind: 'date', width: 12 },
  { id: 'paymentDate', header: 'Payment Date', kind: 'date', width: 12 },
  { id: 'method', header: 'Method', kind: 'text', width: 12 },
  { id: 'transactionId', header: 'Transaction ID', kind: 'text', width: 20, keepWhole: true },
];

export function memberRow(m: MemberDto): ReportRow {
  return [
    m.memberId,
    `${m.firstName} ${m.lastName}`.trim(),
    m.phone,
    m.email,
    label(m.status),
    instant(m.createdAt),
    instant(m.membershipStartDate),
    instant(m.membershipEndDate),
    m.city,
    m.optedSchemes.map((s) => SchemeLabels[s] ?? s).join(', '),
  ];
}

export function eventRow(e: EventDto): ReportRow {
  return [
    e.title,
    instant(e.eventDate),
    e.location,
    EventCategoryLabels[e.category] ?? label(e.category),
    e.capacity,
    e.signedUp,
    label(e.status),
  ];
}

export function idCardRow(c: IdCardListItem): ReportRow {
  return [
    c.memberId,
    c.name,
    label(c.status),
    c.hasCard ? label(c.source ?? 'generated') : 'Not generated',
    instant(c.generatedAt),
    instant(c.validUntil),
  ];
}

export function paymentRow(r: PaymentRecordDto): ReportRow {
  const method = r.paymentMethod as keyof typeof PaymentMethodLabels | null;
  return [
    r.receiptNumber,
    r.memberCode,
    r.memberName,
    recordLabel(r),
    shortMonthsLabel(r.period, r.periodTo, r.refundedMonths),
    Number(r.amount),
    label(r.status),
    instant(r.dueDate),
    instant(r.paymentDate),
    method ? (PaymentMethodLabels[method] ?? r.paymentMethod) : null,
    r.transactionId ?? r.razorpayPaymentId,
  ];
}

/**
 * Each report's rows from the part that owns them, never more than a page at a time: members and ID cards
 * from membership itself, events from content and payments from payments over NATS (their answers to the
 * same list subjects the admin pages use).
 */
@Injectable()
export class ReportSources {
  constructor(
    private readonly memberList: MemberListService,
    private readonly idCardList: IdCardsService,
    @Inject(ServiceRpcClient) private readonly services: ServiceRpcClient,
  ) {}

  source(type: ReportType, range: ReportRange, actor: ActorDto): ReportSource {
    switch (type) {
      case 'members':
        return { title: reportTitle('en', type), columns: MEMBER_COLUMNS, batches: this.members(range, actor) };
      case 'events':
        return { title: reportTitle('en', type), columns: EVENT_COLUMNS, batches: this.events(range, actor) };
      case 'id-cards':
        return { title: reportTitle('en', type), columns: ID_CARD_COLUMNS, batches: this.idCards(range, actor) };
      case 'payments':
        return {
          title: reportTitle('en', type),
          columns: PAYMENT_COLUMNS,
          batches: this.payments(range, actor),
          totalsBy: PAYMENT_COLUMNS.findIndex((column) => column.header === 'Status'),
        };
    }
  }

  /** Members who joined in the range, newest first: the list filters on its created_at index. */
  private async *members(range: ReportRange, actor: ActorDto): AsyncGenerator<ReportRow[]> {
    const filter = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    for (let page = 1; ; page++) {
      const answer = await this.memberList.list({ page, limit: REPORT_PAGE_SIZE, ...filter }, actor);
      yield answer.members.map(memberRow);
      if (answer.members.length < REPORT_PAGE_SIZE) return;
    }
  }

  /** Events on a day in the range, in date order. Content answers its events in one list (they are few). */
  private async *events(range: ReportRange, actor: ActorDto): AsyncGenerator<ReportRow[]> {
    const events = await this.services.rpc(ContentSubjects.ListEvents, { actor }, { timeoutMs: PAGE_TIMEOUT_MS });
    const chosen = events
      .filter((e) => within(e.eventDate, range))
      .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
    for (let i = 0; i === 0 || i < chosen.length; i += REPORT_PAGE_SIZE) {
      yield chosen.slice(i, i + REPORT_PAGE_SIZE).map(eventRow);
    }
  }

  /**
   * Members' newest cards generated in the range. The list is asked for a day more on each side and the
   * exact India days are kept here, whichever way it reads a bare date.
   */
  private async *idCards(range: ReportRange, actor: ActorDto): AsyncGenerator<ReportRow[]> {
    const filter = {
      ...(range.from ? { from: addCalendarDays(range.from, -1) } : {}),
      ...(range.to ? { to: addCalendarDays(range.to, 1) } : {}),
    };
    const ranged = range.from !== null || range.to !== null;
    for (let page = 1; ; page++) {
      const answer = await this.idCardList.list({ page, limit: REPORT_PAGE_SIZE, ...filter }, actor);
      yield answer.items.filter((c) => !ranged || (c.hasCard && within(c.generatedAt, range))).map(idCardRow);
      if (answer.items.length < REPORT_PAGE_SIZE) return;
    }
  }

  /** Records paid in the range (all records when there is no range), newest first. */
  private async *payments(range: ReportRange, actor: ActorDto): AsyncGenerator<ReportRow[]> {
    const filter = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    for (let page = 1; ; page++) {
      const answer = await this.services.rpc(
        PaymentsSubjects.ListPaymentRecords,
        { actor, page, limit: REPORT_PAGE_SIZE, ...filter },
        { timeoutMs: PAGE_TIMEOUT_MS },
      );
      yield answer.records.map(paymentRow);
      if (answer.records.length < REPORT_PAGE_SIZE) return;
    }
  }
}
