import { Module } from '@nestjs/common';
import { AdminAccountsHandler } from './admin-accounts.handler';
import { AdminAccountsRepository } from './admin-accounts.repository';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminInvitationsRepository } from './admin-invitations.repository';

/** The office's admin accounts: invitations, roles, deactivation (issue 27). */
@Module({
  controllers: [AdminAccountsHandler],
  providers: [AdminAccountsRepository, AdminInvitationsRepository, AdminAccountsService],
})
export class AdminAccountsModule {}
