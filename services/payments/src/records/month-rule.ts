import { Injectable } from '@nestjs/common';
import {
  monthAlreadyDueMessage,
  monthAlreadyPaidMessage,
  monthLabel,
  monthsLater,
  PaymentsErrorCode,
  Scheme,
} from '@portal/contracts';
import { EntityManager } from 'typeorm';
import { PaymentsException } from '../payments.exception';
import { MonthHolder, RecordMonthsRepository } from './record-months.repository';

/** A run of whole months: the first as yyyy-mm-01, and how many (1–12). */
export interface MonthRange {
  from: string;
  months: number;
}

/** 409 naming the month; it keeps the record holding the month (when known) for the books' review. */
export class MonthTakenException extends PaymentsException {
  constructor(
    message: string,
    readonly holderRecordId: string | null,
  ) {
    super(PaymentsErrorCode.MonthTaken, message);
  }
}

/** 409 naming the month and, when it is paid, the receipt that covers it. */
export function monthTaken(
  holder: Pick<MonthHolder, 'month' | 'status' | 'receipt_number'> & { record_id?: string },
): MonthTakenException {
  const month = monthLabel(holder.month);
  return new MonthTakenException(
    holder.status === 'paid' ? monthAlreadyPaidMessage(month, holder.receipt_number) : monthAlreadyDueMessage(month),
    holder.record_id ?? null,
  );
}

export const isMonthTaken = (error: unknown): error is MonthTakenException => error instanceof MonthTakenException;

/**
 * The one rule every writer of a record's months goes through (admin add and edit, quick add, online
 * payment; the dues job claims the same table in one statement): a member pays each month of each
 * scheme at most once. The database decides between two writers of the same month at the same
 * moment: record_months' primary key lets one commit, and the other answers 409.
 */
@Injectable()
export class MonthRule {
  constructor(private readonly months: RecordMonthsRepository) {}

  /** Writers of one member's scheme take turns: call first, before locking any record of theirs. A fee (no scheme) holds no months. */
  async turn(manager: EntityManager, memberId: string, scheme: Scheme | null): Promise<void> {
    if (scheme) await this.months.takeTurn(manager, memberId, scheme);
  }

  /**
   * Takes the member's scheme's turn and locks the records other than `self` that hold months of the range. A paid one answers 409 naming
   * its receipt; the unpaid ones (dues) are answered, for the caller to settle or refuse.
   */
  async others(
    manager: EntityManager,
    memberId: string,
    scheme: Scheme,
    range: MonthRange,
    self: string | null,
  ): Promise<MonthHolder[]> {
    await this.months.takeTurn(manager, memberId, scheme);
    const holders = await this.months.holders(manager, memberId, scheme, range.from, range.months, self);
    const paid = holders.find((h) => h.status === 'paid');
    if (paid) throw monthTaken(paid);
    return holders;
  }

  /**
   * The single unpaid due an entry of paid months may settle in place: every month it holds lies in the
   * range. Several dues, or one reaching outside the range, answer 409 for the first such month.
   */
  settleable(holders: MonthHolder[], range: MonthRange): MonthHolder | null {
    if (holders.length === 0) return null;
    const due = holders[0];
    const end = rangeEnd(range);
    const outside =
      !due.period_start ||
      due.period_start < range.from ||
      rangeEnd({ from: due.period_start, months: due.period_months }) > end;
    const other = holders.find((h) => h.record_id !== due.record_id);
    if (outside) throw monthTaken(due);
    if (other) throw monthTaken(other);
    return due;
  }

  /** Gives the record exactly these months; another writer that committed one of them first: 409. */
  async assign(
    manager: EntityManager,
    recordId: string,
    memberId: string,
    scheme: Scheme,
    range: MonthRange,
  ): Promise<void> {
    const holder = await this.tryAssign(manager, recordId, memberId, scheme, range);
    if (holder) throw monthTaken(holder);
  }

  /**
   * As assign(), answering the record that holds a month instead of throwing. A new record claims its months
   * before it is inserted (record_months' key on the record is checked at commit): a writer that holds a month
   * this one wants (the dues job raising it) is waited for before this one holds anything the other may need.
   */
  async tryAssign(
    manager: EntityManager,
    recordId: string,
    memberId: string,
    scheme: Scheme,
    range: MonthRange,
  ): Promise<MonthHolder | null> {
    const taken = await this.months.claim(manager, recordId, memberId, scheme, range.from, range.months);
    if (!taken) return null;
    const [holder] = await this.months.holders(manager, memberId, scheme, taken.takenMonth, 1, recordId);
    return (
      holder ?? {
        month: taken.takenMonth,
        status: 'pending',
        receipt_number: null,
        record_id: '',
        amount: '0',
        period_start: null,
        period_months: 1,
      }
    );
  }
}

/** The first month after the range, yyyy-mm-01 (compares as text). */
const rangeEnd = (range: MonthRange): string => monthsLater(range.from, range.months);
