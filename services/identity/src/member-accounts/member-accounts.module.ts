import { Module } from '@nestjs/common';
import { MemberAccountsHandler } from './member-accounts.handler';
import { MemberAccountsService } from './member-accounts.service';
import { MemberCredentialsProjection } from './member-credentials.projection';
import { MemberCredentialsRepository } from './member-credentials.repository';
import { MemberErasureConsumer } from './member-erasure.consumer';
import { MemberEventsConsumer } from './member-events.consumer';
import { PasswordLinksService } from './password-links.service';
import { PasswordTokens } from './password-tokens';
import { PasswordTokensRepository } from './password-tokens.repository';
import { ResetLinkRequests } from './reset-link-requests';

/** Member logins, password links and the projection of membership events they rely on. */
@Module({
  controllers: [MemberAccountsHandler],
  providers: [
    MemberCredentialsRepository,
    PasswordTokensRepository,
    MemberAccountsService,
    PasswordTokens,
    PasswordLinksService,
    ResetLinkRequests,
    MemberCredentialsProjection,
    MemberEventsConsumer,
    MemberErasureConsumer,
  ],
})
export class MemberAccountsModule {}
