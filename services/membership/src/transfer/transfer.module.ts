import { Module } from '@nestjs/common';
import { MemberExportService } from './member-export.service';
import { MemberImportService } from './member-import.service';
import { TransferHandler } from './transfer.handler';

@Module({ controllers: [TransferHandler], providers: [MemberImportService, MemberExportService] })
export class TransferModule {}
