import { Provider, Type } from '@nestjs/common';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import { ReportLogRepository } from './report-log.repository';
import { ReportSources } from './report-sources';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The reports slice, listed once in the app module. */
export const reportsControllers: Type[] = [ReportsController];
export const reportsProviders: Provider[] = [
  ReportsService,
  ReportSources,
  ReportLogRepository,
  CsvReportWriter,
  ExcelReportWriter,
  PdfReportWriter,
];
