import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  ListPaymentRecordsQuery,
  ListSchemeMembersAnswer,
  ListSchemeMembersQuery,
  MemberMonthsAnswer,
  MemberMonthsQuery,
  MonthClashDto,
  PaymentRecordDto,
  PaymentRecordInput,
  PaymentRecordUpdateInput,
  PagingHeaders,
  PaymentConflictSubjects,
  PaymentsSubjects as S,
  PaymentStatsAnswer,
  PaymentStatsQuery,
  SettleMonthClashInput,
  StatementAnswer,
  StatementQuery,
  type Language,
} from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { FileDownloads } from '../files/file-downloads.service';
import { StoredExports } from '../files/stored-exports.service';
import { RequestLanguage } from '../http/request-language.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { PaymentRecordsExport } from './payment-records-export.service';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

const PAGING_HEADERS_DOC = {
  [PagingHeaders.total]: { description: 'Records matching the filters, on every page', schema: { type: 'integer' } },
  [PagingHeaders.page]: { description: 'The page answered (from 1)', schema: { type: 'integer' } },
  [PagingHeaders.limit]: { description: 'Records a page holds', schema: { type: 'integer' } },
};

/** The period figures' RPC: a year of a large register's ledger takes seconds, not the usual call's share. */
export const STATS_TIMEOUT_MS = 30_000;

/** Payment records (spec part 2 §7): fixed paths come before `:id`. */
@ApiTags('payments')
@Controller('payment-records')
export class PaymentRecordsController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
    private readonly csv: PaymentRecordsExport,
    private readonly exports: StoredExports,
  ) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      'Payment records, newest first, with memberId, scheme, search and status filters and from/to (paid between ' +
      'these India days, both included); sort by member, amount, status, dueDate or paymentDate (order asc or desc; ' +
      'records without the date last). A member gets their own. ' +
      "The answer is the page's list (spec part 2 §7); the paging figures are headers",
  })
  @ApiOkResponse({ headers: PAGING_HEADERS_DOC })
  @ApiListAnswer('PaymentRecordDto')
  async list(
    @Query() query: ListPaymentRecordsQuery,
    @Res({ passthrough: true }) res: Response,
    @CurrentCaller() { actor }: Caller,
  ): Promise<PaymentRecordDto[]> {
    const { records, total, page, limit } = await this.services.rpc(S.ListPaymentRecords, { ...query, actor });
    res.setHeader(PagingHeaders.total, String(total));
    res.setHeader(PagingHeaders.page, String(page));
    res.setHeader(PagingHeaders.limit, String(limit));
    return records;
  }

  @Get('scheme-members')
  @Access('staff:read')
  @ApiOperation({ summary: "Every member opted into a scheme with their newest record, or 'No Record'" })
  @ApiAnswer('ListSchemeMembersAnswer')
  schemeMembers(
    @Query() query: ListSchemeMembersQuery,
    @CurrentCaller() { actor }: Caller,
  ): Promise<ListSchemeMembersAnswer> {
    return this.services.rpc(S.ListSchemeMembers, { ...query, actor });
  }

  @Get('months')
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      "A member's months of one scheme (paid or due, with the record and receipt) and the months to record next: " +
      'the oldest unpaid due, else the first month not covered. An admin names the member; a member gets their own',
  })
  @ApiAnswer('MemberMonthsAnswer')
  months(@Query() query: MemberMonthsQuery, @CurrentCaller() { actor }: Caller): Promise<MemberMonthsAnswer> {
    return this.services.rpc(S.MemberMonths, { ...query, actor });
  }

  @Get('month-clashes')
  @Access('staff:read')
  @ApiOperation({
    summary:
      'Months two existing records claimed when records were given their months, with both records (amount, status, ' +
      'months, receipt) and whether an admin settled it; open ones first',
  })
  @ApiListAnswer('MonthClashDto')
  monthClashes(@CurrentCaller() { actor }: Caller): Promise<MonthClashDto[]> {
    return this.services.rpc(S.ListMonthClashes, { actor });
  }

  @Post('month-clashes/settle')
  @HttpCode(200)
  @Access('staff:money')
  @ApiOperation({
    summary:
      'Settles a month clash: keepRecordId (the clashing record or the one holding the month) keeps the month; the ' +
      'other gives it up (its first or last month goes; its only month leaves it without months). 400 naming the ' +
      "field, 404 for no such clash, 409 once settled or when the month lies inside the other record's months",
  })
  @ApiAnswer('MonthClashDto')
  settleMonthClash(@Body() input: SettleMonthClashInput, @CurrentCaller() { actor }: Caller): Promise<MonthClashDto> {
    return this.services.rpc(PaymentConflictSubjects.SettleMonthClash, { input, actor });
  }

  @Get('stats')
  @Access('staff:read')
  @ApiOperation({
    summary:
      'Receivable, received and balance per scheme and overall for a period: period=2026-11 (a month), ' +
      'FY2026-27-Q3 (a quarter) or FY2026-27 (April to March), the current financial year when left out. ' +
      "Receivable: dues raised for the period's months; received: paid within its days; balance: what is still " +
      'unpaid of its dues (never negative); paidInAdvance: paid within it for later months. 400 for another period',
  })
  @ApiAnswer('PaymentStatsAnswer')
  stats(@Query() query: PaymentStatsQuery, @CurrentCaller() { actor }: Caller): Promise<PaymentStatsAnswer> {
    // A financial year over the whole register is a sum of millions of rows: given longer than one record's read.
    return this.services.rpc(S.Stats, { ...query, actor }, { timeoutMs: STATS_TIMEOUT_MS });
  }

  @Get('statement')
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      "A member's statement of account for a period (period=FY2026-27 by default the current financial year, or a " +
      'quarter or month): opening balance, each due, payment, fee and refund with its date and receipt number, and ' +
      'the closing balance (opening + dues + fees − payments + refunds). An admin names the member; a member gets their own',
  })
  @ApiAnswer('StatementAnswer')
  statement(
    @Query() query: StatementQuery,
    @CurrentCaller() { actor }: Caller,
    @RequestLanguage() language: Language,
  ): Promise<StatementAnswer> {
    // The lines' descriptions in the reader's language (issue 31), as the PDF's.
    return this.services.rpc(S.Statement, { ...query, actor, language });
  }

  @Get('statement/pdf')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The statement of account as PDF: statement-PHOTO0001-FY2026-27.pdf' })
  @ApiProduces('application/pdf')
  @ApiFileAnswer('application/pdf')
  statementPdf(
    @Query() query: StatementQuery,
    @Res() res: Response,
    @CurrentCaller() caller: Caller,
    @RequestLanguage() language: Language,
  ): Promise<void> {
    return this.statementFile('pdf', query, res, caller, language);
  }

  @Get('statement/csv')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The statement of account as CSV: statement-PHOTO0001-FY2026-27.csv' })
  @ApiProduces('text/csv')
  @ApiFileAnswer('text/csv')
  statementCsv(@Query() query: StatementQuery, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.statementFile('csv', query, res, caller);
  }

  private statementFile(
    format: 'pdf' | 'csv',
    query: StatementQuery,
    res: Response,
    { actor }: Caller,
    language?: Language,
  ) {
    return this.exports.send(res, { folder: 'statements', extension: format }, (fileKey) =>
      this.services.rpc(S.StatementFile, { ...query, format, fileKey, actor, language }),
    );
  }

  @Get('export/csv')
  @Access('staff:read')
  @ApiOperation({
    summary:
      "The filtered records (the list's filters, from/to included) as CSV, newest recorded first: payment-records-{scheme-}{date}.csv",
  })
  @ApiProduces('text/csv')
  @ApiFileAnswer('text/csv')
  exportCsv(
    @Query() query: ListPaymentRecordsQuery,
    @Res() res: Response,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.csv.send(res, query, caller);
  }

  @Post()
  @Access('staff:money')
  @ApiOperation({
    summary:
      "Adds a record of the months period to periodTo (YYYY-MM; without them the due date's month): 400 'Member, " +
      "scheme, and amount are required'; 409 when a month is already paid ('November 2026 is already paid (receipt " +
      "RCPT-2026-000123)'); paying a raised due's months settles that due; paid records get a receipt",
  })
  @ApiAnswer('PaymentRecordDto')
  create(@Body() input: PaymentRecordInput, @CurrentCaller() { actor }: Caller): Promise<PaymentRecordDto> {
    return this.services.rpc(S.CreatePaymentRecord, { input, actor });
  }

  @Put(':id')
  @Access('staff:money')
  @ApiOperation({
    summary:
      'Updates amount, status, dates, method, transaction id, notes or months (period, periodTo) of a record: ' +
      '409 when a month is already paid on another record',
  })
  @ApiAnswer('PaymentRecordDto')
  update(
    @Param('id') id: string,
    @Body() input: PaymentRecordUpdateInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<PaymentRecordDto> {
    return this.services.rpc(S.UpdatePaymentRecord, { id, input, actor });
  }

  @Get(':id/receipt')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "A paid record's PDF receipt (admin, or the member it belongs to)" })
  @ApiProduces('application/pdf')
  @ApiFileAnswer('application/pdf')
  async receipt(
    @Param('id') id: string,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
    @RequestLanguage() language: Language,
  ): Promise<void> {
    // In the reader's language (issue 31): the signed-in person's, else the browser's.
    const file = await this.services.rpc(S.GetReceipt, { id, actor, language });
    await this.downloads.send(res, file, { disposition: 'inline' });
  }
}
