import { Inject, Injectable } from '@nestjs/common';
import {
  addCalendarDays,
  DEFAULT_LANGUAGE,
  isBlank,
  type Language,
  StatementAnswer,
  StatementFileAnswer,
  StatementFileRequest,
  StatementRequest,
} from '@portal/contracts';
import { ObjectStorage } from '@portal/platform';
import { periodDto, periodOf } from '../ledger/ledger-totals';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentMembersRepository } from '../members/payment-members.repository';
import { invalid, requireAdmin } from '../payments.exception';
import { ASSOCIATION_NAME } from '../receipts/receipts.service';
import { RefundsRepository } from '../refunds/refunds.repository';
import { statementCsv, statementFileName, statementPdf } from './statement-files';
import { ledgerEntry, refundEntry, reopenedByRecord, runningBalance, StatementEntry } from './statement-lines';

/**
 * Where a statement's lines come from, each a kind of entry: the ledger's dues and payments (fees paid are
 * payment records too), and processed refunds. A source answers its entries of a member and period and its part
 * of the opening balance, so closing = opening + dues + fees − payments + refunds holds whatever is added.
 */
export interface StatementSource {
  opening(memberId: string, period: ReturnType<typeof periodOf>): Promise<number>;
  /** Described in `language` (the PDF's reader's, issue 31). */
  entries(memberId: string, period: ReturnType<typeof periodOf>, language: Language): Promise<StatementEntry[]>;
}

/** A member's statement of account (issue 26), read with the ledger's one definition of dues and payments. */
/** Before any record of the portal. */
const EARLIEST_DAY = '2000-01-01';

@Injectable()
export class StatementsService {
  private readonly sources: StatementSource[];

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly members: PaymentMembersRepository,
    private readonly storage: ObjectStorage,
    private readonly refunds: RefundsRepository,
    @Inject(ASSOCIATION_NAME) private readonly associationName: string,
  ) {
    this.sources = [
      {
        opening: async (memberId, period) =>
          Math.round(Number(await this.ledger.balanceBefore(memberId, period)) * 100),
        // A payment's line names the months refunds (to the period's end) reopened: 'for … (December 2026 refunded)'.
        entries: async (memberId, period, language) => {
          const [lines, refunds] = await Promise.all([
            this.ledger.lines(memberId, period),
            this.refunds.processedBetween(memberId, EARLIEST_DAY, period.toDay),
          ]);
          const reopened = reopenedByRecord(refunds);
          return lines.map((line) => ledgerEntry(line, reopened.get(line.record_id), language));
        },
      },
      {
        // Money returned before the period adds to what was owed at its start.
        opening: async (memberId, period) =>
          (await this.refunds.processedBetween(memberId, EARLIEST_DAY, addCalendarDays(period.fromDay, -1)))
            .map((row) => refundEntry(row))
            .reduce((sum, e) => sum + e.debit, 0),
        entries: async (memberId, period, language) =>
          (await this.refunds.processedBetween(memberId, period.fromDay, period.toDay)).map((row) =>
            refundEntry(row, language),
          ),
      },
    ];
  }

  /** The statement, its lines described in `language` (the reader's, issue 31; the portal's pages show them as given). */
  async statement(request: StatementRequest, language: Language = DEFAULT_LANGUAGE): Promise<StatementAnswer> {
    let memberRef: string;
    if (request.actor.userType === 'member') memberRef = request.actor.userId;
    else {
      requireAdmin(request.actor);
      if (isBlank(request.memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
      memberRef = request.memberId!;
    }
    const period = periodOf(request.period);
    const member = await this.members.get(memberRef);
    const [openings, entries] = await Promise.all([
      Promise.all(this.sources.map((s) => s.opening(member.id, period))),
      Promise.all(this.sources.map((s) => s.entries(member.id, period, language))),
    ]);
    const opening = openings.reduce((sum, n) => sum + n, 0);
    return {
      memberId: member.id,
      memberCode: member.memberCode,
      memberName: `${member.firstName} ${member.lastName}`.trim(),
      period: periodDto(period),
      openingBalance: (opening / 100).toFixed(2),
      ...runningBalance(opening, entries.flat()),
    };
  }

  async file(request: StatementFileRequest): Promise<StatementFileAnswer> {
    // The CSV is data (English, as every export); the PDF is read, in the reader's language.
    const language = request.format === 'pdf' ? (request.language ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
    const statement = await this.statement(request, language);
    if (request.format === 'csv') {
      await this.storage.upload(request.fileKey, [statementCsv(statement)], 'text/csv; charset=utf-8');
      return { fileKey: request.fileKey, fileName: statementFileName(statement, 'csv'), contentType: 'text/csv' };
    }
    const pdf = await statementPdf(statement, this.associationName, new Date(), language);
    await this.storage.upload(request.fileKey, [pdf], 'application/pdf');
    return { fileKey: request.fileKey, fileName: statementFileName(statement, 'pdf'), contentType: 'application/pdf' };
  }
}
