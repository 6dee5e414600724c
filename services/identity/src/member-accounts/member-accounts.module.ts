import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordsModule } from '../passwords/passwords.module';
import { MemberAccountsHandler } from './member-accounts.handler';
import { MemberAccountsService } from './member-accounts.service';
import { MemberCredentialEntity } from './member-credential.entity';
import { MemberCredentialsProjection } from './member-credentials.projection';
import { MemberEventsConsumer } from './member-events.consumer';
import { PasswordLinksService } from './password-links.service';
import { PasswordTokenEntity } from './password-token.entity';
import { PasswordTokens } from './password-tokens';

/** Member logins, password links and the projection of membership events they rely on. */
@Module({
  imports: [TypeOrmModule.forFeature([MemberCredentialEntity, PasswordTokenEntity]), PasswordsModule],
  controllers: [MemberAccountsHandler],
  providers: [MemberAccountsService, PasswordTokens, PasswordLinksService, MemberCredentialsProjection, MemberEventsConsumer],
})
export class MemberAccountsModule {}
