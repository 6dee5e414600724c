import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  Language,
  ListReportExportsAnswer,
  MembershipSubjects as S,
  ReportQuery,
  ReportStreamTrailer,
} from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';
import { FileDownloads } from '../files/file-downloads.service';
import { StreamedExports } from '../files/streamed-exports.service';
import { RequestLanguage } from '../http/request-language.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

const REPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
];

// Membership answers once the first page of rows is read (a payments report asks payments for it first);
// the bytes then come as they are written. Still bounded so that no request hangs.
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Reports (issue 13, ROUTES.md): membership makes each report into object storage and logs it for Recent
 * Exports (issue 24), sending its bytes to the gateway while it writes them (issue 28), which the gateway
 * passes on as they come; Recent Exports streams the stored file. Fixed paths come before `:type`.
 */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
    private readonly streamed: StreamedExports,
  ) {}

  @Get('exports')
  @Access('staff:read')
  @ApiOperation({ summary: 'Recent Exports: the newest exports (type, format, range, rows, who, when) and the total' })
  @ApiAnswer('ListReportExportsAnswer')
  recent(@CurrentCaller() { actor }: Caller): Promise<ListReportExportsAnswer> {
    return this.services.rpc(S.ListReportExports, { actor });
  }

  @Get('exports/:id/download')
  @Access('staff:read')
  @ApiOperation({ summary: 'Downloads a logged export again: the same bytes under the same file name' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  @ApiFileAnswer(...REPORT_MEDIA_TYPES)
  async download(@Param('id') id: string, @Res() res: Response, @CurrentCaller() { actor }: Caller): Promise<void> {
    const file = await this.services.rpc(S.GetReportExport, { id, actor });
    await this.downloads.send(
      res,
      { key: file.fileKey, fileName: file.fileName, contentType: file.contentType },
      { disposition: 'attachment' },
    );
  }

  @Get(':type')
  @Access('staff:read')
  @ApiOperation({
    summary:
      'A report of members, events, id-cards or payments as csv, excel or pdf; from/to (YYYY-MM-DD, India, inclusive) bound its date',
  })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  @ApiFileAnswer(...REPORT_MEDIA_TYPES)
  async export(
    @Param('type') type: string,
    @Query() query: ReportQuery,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
    // A PDF prints its title, headings and footer in the admin's language (issue 31); CSV and Excel stay English.
    @RequestLanguage() language: Language,
  ): Promise<void> {
    await this.streamed.send<ReportStreamTrailer>(res, 'membership', (stream) =>
      this.services.rpc(
        S.ExportReport,
        { type, format: query.format, from: query.from, to: query.to, stream, actor, language },
        { timeoutMs: ANSWER_TIMEOUT_MS },
      ),
    );
  }
}
