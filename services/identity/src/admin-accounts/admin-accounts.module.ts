import { Module } from '@nestjs/common';
import { AdminTwoFactorRepository } from '../admins/admin-two-factor.repository';
import { AdminAccountsHandler } from './admin-accounts.handler';
import { AdminAccountsRepository } from './admin-accounts.repository';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminInvitationsRepository } from './admin-invitations.repository';

/** The office's admin accounts: invitations, roles, deactivation (issue 27). */
@Module({
  controllers: [AdminAccountsHandler],
  // The two-factor columns are the admins module's; a reset clears them with its repository's statement.
  providers: [AdminAccountsRepository, AdminInvitationsRepository, AdminTwoFactorRepository, AdminAccountsService],
})
export class AdminAccountsModule {}
