import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BulkImportAnswer,
  BulkImportRequest,
  ExportMembersAnswer,
  ExportMembersRequest,
  MembershipSubjects,
} from '@portal/contracts';
import { MemberExportService } from './member-export.service';
import { MemberImportService } from './member-import.service';

@Controller()
export class TransferHandler {
  constructor(
    private readonly importer: MemberImportService,
    private readonly exporter: MemberExportService,
  ) {}

  @MessagePattern(MembershipSubjects.BulkImport)
  import(@Payload() body: BulkImportRequest): Promise<BulkImportAnswer> {
    return this.importer.import(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.ExportMembers)
  export(@Payload() body: ExportMembersRequest): Promise<ExportMembersAnswer> {
    return this.exporter.export(body, body.actor);
  }
}
