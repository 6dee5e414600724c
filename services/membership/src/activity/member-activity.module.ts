import { Global, Module } from '@nestjs/common';
import { MemberActivityHandler } from './member-activity.handler';
import { MemberActivityRepository } from './member-activity.repository';
import { MemberActivityService } from './member-activity.service';

/** The activity log; its repository is shared by every feature that records a change. */
@Global()
@Module({
  controllers: [MemberActivityHandler],
  providers: [MemberActivityService, MemberActivityRepository],
  exports: [MemberActivityRepository],
})
export class MemberActivityModule {}
