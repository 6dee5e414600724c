import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { MemberExportService } from './member-export.service';
import { MemberImportService } from './member-import.service';
import { MemberTransferRepository } from './member-transfer.repository';
import { TransferHandler } from './transfer.handler';

@Module({
  imports: [MembersModule],
  controllers: [TransferHandler],
  providers: [MemberImportService, MemberExportService, MemberTransferRepository],
})
export class TransferModule {}
