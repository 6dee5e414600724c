import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ExportReportAnswer,
  ExportReportRequest,
  ListReportExportsAnswer,
  ListReportExportsRequest,
  MembershipSubjects,
  ReportExportRequest,
  ReportFileAnswer,
} from '@portal/contracts';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsHandler {
  constructor(private readonly reports: ReportsService) {}

  @MessagePattern(MembershipSubjects.ExportReport)
  export(@Payload() body: ExportReportRequest): Promise<ExportReportAnswer> {
    return this.reports.export(body);
  }

  @MessagePattern(MembershipSubjects.ListReportExports)
  recent(@Payload() body: ListReportExportsRequest): Promise<ListReportExportsAnswer> {
    return this.reports.recent(body.actor);
  }

  @MessagePattern(MembershipSubjects.GetReportExport)
  file(@Payload() body: ReportExportRequest): Promise<ReportFileAnswer> {
    return this.reports.file(body.id, body.actor);
  }
}
