import { Module } from '@nestjs/common';
import { memberDataExportHandler } from '@portal/platform';

/** Issue 32 "A copy of everything": content.member-data.export, every row of this database about one member. */
@Module({ controllers: [memberDataExportHandler('content')] })
export class MemberDataModule {}
