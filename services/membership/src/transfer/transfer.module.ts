import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { MemberExportService } from './member-export.service';
import { MemberImportService } from './member-import.service';
import { TransferHandler } from './transfer.handler';

@Module({
  imports: [MembersModule],
  controllers: [TransferHandler],
  providers: [MemberImportService, MemberExportService],
})
export class TransferModule {}
