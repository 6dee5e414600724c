import { Module } from '@nestjs/common';
import { CorrectionClosing } from '../corrections/correction-closing';
import { MemberDocumentsRepository } from '../documents/member-documents.repository';
import { MembershipFeesRepository } from '../renewals/membership-fees.repository';
import { RenewalRequestsRepository } from '../renewals/renewal-requests.repository';
import { EmailChangeHandler } from './email-change.handler';
import { EmailChangesRepository } from './email-changes.repository';
import { EmailChangesService } from './email-changes.service';
import { EmailRestoresRepository } from './email-restores.repository';
import { MemberBulkService } from './member-bulk.service';
import { MemberDuesConsumer } from './member-dues.consumer';
import { MemberDuesRepository } from './member-dues.repository';
import { MemberLanguageService } from './member-language.service';
import { MemberListService } from './member-list.service';
import { MemberReturnService } from './member-return.service';
import { MemberReviewService } from './member-review.service';
import { MembersHandler } from './members.handler';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';
import { SessionMemberHandler } from './session-member.handler';
import { SessionMemberService } from './session-member.service';

@Module({
  controllers: [MembersHandler, SessionMemberHandler, EmailChangeHandler],
  providers: [
    MembersService,
    MemberReviewService,
    MemberListService,
    MemberBulkService,
    MemberReturnService,
    SessionMemberService,
    MemberLanguageService,
    MembersRepository,
    MemberDocumentsRepository,
    RenewalRequestsRepository,
    CorrectionClosing,
    MembershipFeesRepository,
    EmailChangesService,
    EmailChangesRepository,
    EmailRestoresRepository,
    MemberDuesRepository,
    MemberDuesConsumer,
  ],
  exports: [MembersService, MembersRepository, MemberListService],
})
export class MembersModule {}
