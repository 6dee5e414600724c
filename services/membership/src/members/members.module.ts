import { Module } from '@nestjs/common';
import { MemberListService } from './member-list.service';
import { MembersHandler } from './members.handler';
import { MembersService } from './members.service';

@Module({
  controllers: [MembersHandler],
  providers: [MembersService, MemberListService],
  exports: [MembersService],
})
export class MembersModule {}
