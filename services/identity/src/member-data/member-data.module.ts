import { Module } from '@nestjs/common';
import { memberDataExportHandler } from '@portal/platform';

/** Issue 32 "A copy of everything": identity.member-data.export, every row of this database about one member. */
@Module({ controllers: [memberDataExportHandler('identity')] })
export class MemberDataModule {}
