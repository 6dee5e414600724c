import { DynamicModule, Module } from '@nestjs/common';
import {
  NATS_CONNECTION,
  NatsByteStreamWriter,
  PLATFORM_OPTIONS,
  PlatformModuleOptions,
  ServiceRpcClient,
} from '@portal/platform';
import type { NatsConnection } from 'nats';
import { MembersModule } from '../members/members.module';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import { ReportLogRepository } from './report-log.repository';
import { ReportSources } from './report-sources';
import { ReportsHandler } from './reports.handler';
import { OpenReportStream, REPORT_STREAMS, ReportsService } from './reports.service';

/**
 * Reports (issue 13, moved here from the gateway by issue 24): membership owns most of what they show,
 * so it makes every report, asks content and payments for their rows, and keeps the Recent Exports log.
 */
const providers = [
  {
    provide: ServiceRpcClient,
    inject: [NATS_CONNECTION, PLATFORM_OPTIONS],
    useFactory: (nats: NatsConnection, platform: PlatformModuleOptions) =>
      new ServiceRpcClient(nats, platform.config.NATS_NAMESPACE),
  },
  {
    provide: REPORT_STREAMS,
    inject: [NATS_CONNECTION, PLATFORM_OPTIONS],
    useFactory:
      (nats: NatsConnection, platform: PlatformModuleOptions): OpenReportStream =>
      (subject) =>
        NatsByteStreamWriter.open(nats, platform.config.NATS_NAMESPACE, subject),
  },
  ReportsService,
  ReportSources,
  ReportLogRepository,
  CsvReportWriter,
  ExcelReportWriter,
  PdfReportWriter,
];

@Module({})
export class ReportsModule {
  /** `idCards`: the app's own IdCardsModule registration (the same object, so one instance of it). */
  static register(idCards: DynamicModule): DynamicModule {
    return {
      module: ReportsModule,
      imports: [MembersModule, idCards],
      controllers: [ReportsHandler],
      providers,
    };
  }
}
