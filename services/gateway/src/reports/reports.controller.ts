import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ListReportExportsAnswer, ReportQuery } from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { parseReportRequest } from './report-request';
import { ReportsService } from './reports.service';

/** Reports (issue 13, ROUTES.md): exports in CSV, Excel or PDF and Recent Exports. Fixed paths come before `:type`. */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('exports')
  @Access('admin')
  @ApiOperation({ summary: 'Recent Exports: the newest exports (type, format, range, rows, who, when) and the total' })
  recent(): Promise<ListReportExportsAnswer> {
    return this.reports.recent();
  }

  @Get('exports/:id/download')
  @Access('admin')
  @ApiOperation({ summary: 'Downloads a logged export again: the same bytes under the same file name' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  download(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.reports.download(res, id);
  }

  @Get(':type')
  @Access('admin')
  @ApiOperation({
    summary:
      'A report of members, events, id-cards or payments as csv, excel or pdf; from/to (YYYY-MM-DD, India, inclusive) bound its date',
  })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  export(
    @Param('type') type: string,
    @Query() query: ReportQuery,
    @Res() res: Response,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.reports.export(res, parseReportRequest(type, { ...query }), caller);
  }
}
