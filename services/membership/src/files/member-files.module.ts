import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { MemberFilesHandler } from './member-files.handler';
import { MemberFilesService } from './member-files.service';

@Module({ imports: [MembersModule], controllers: [MemberFilesHandler], providers: [MemberFilesService] })
export class MemberFilesModule {}
