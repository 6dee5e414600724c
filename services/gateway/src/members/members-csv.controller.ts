import { Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  BulkImportAnswer,
  ExportMembersQuery,
  SAMPLE_MEMBERS_CSV,
  SAMPLE_MEMBERS_CSV_FILE_NAME,
} from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { contentDisposition } from '../files/file-name.sanitiser';
import { csvImportUpload } from '../files/upload-policy';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberCsvService } from './member-csv.service';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';

/** Bulk import, the sample file and the export (spec part 1 §5, §7). Registered before MembersController: see there. */
@ApiTags('members')
@Controller('members')
export class MembersCsvController {
  constructor(private readonly csv: MemberCsvService) {}

  @Post('bulk-import')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({ summary: 'Imports members from a CSV (multipart field file, up to 50 MB); answers per-row errors' })
  @ApiMultipartBody({ files: [csvImportUpload], filesRequired: true })
  @ApiAnswer('BulkImportAnswer')
  bulkImport(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<BulkImportAnswer> {
    return this.csv.importCsv(req, caller);
  }

  @Get('sample-csv')
  @Access('staff:read')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', contentDisposition('attachment', SAMPLE_MEMBERS_CSV_FILE_NAME))
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'The sample import file sample_members_import.csv' })
  @ApiProduces('text/csv')
  @ApiFileAnswer('text/csv')
  sampleCsv(): string {
    return SAMPLE_MEMBERS_CSV;
  }

  @Get('export')
  @Access('staff:read')
  @ApiOperation({
    summary: 'Every member as CSV: members_export_{YYYY-MM-DD}.csv',
    description:
      "With ids (comma-separated member uuids, at most 100): only those members, in the same format (the list's Export selected; recorded in the audit trail)",
  })
  @ApiProduces('text/csv')
  @ApiFileAnswer('text/csv')
  exportCsv(@Query() query: ExportMembersQuery, @Res() res: Response, @CurrentCaller() caller: Caller): Promise<void> {
    return this.csv.sendExport(res, caller, query.ids);
  }
}
