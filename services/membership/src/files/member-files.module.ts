import { Module } from '@nestjs/common';
import { MemberFilesHandler } from './member-files.handler';
import { MemberFilesService } from './member-files.service';

@Module({ controllers: [MemberFilesHandler], providers: [MemberFilesService] })
export class MemberFilesModule {}
