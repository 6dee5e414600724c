import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminAccountChangeAnswer,
  AdminAccountDto,
  ChangeAdminRoleBody,
  IdentitySubjects,
  InviteAdminBody,
  Language,
  SessionEndReason,
} from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { Access } from '../auth/access.decorator';
import { TrustedDevices } from '../auth/trusted-devices';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { PG_POOL } from '../gateway.tokens';
import { RequestLanguage } from '../http/request-language.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';

/**
 * The office's admin accounts (issue 27), for administrators (staff:accounts): list them, invite an office-bearer
 * by e-mail with a role, send a fresh invitation, change a role, deactivate and reactivate, and reset the second
 * factor of an admin who lost their authenticator app. Identity holds the rules (at least one active administrator
 * remains; nobody deactivates themself or resets their own second factor here). After a change of role, a
 * deactivation or a reset of the second factor every session of that admin ends, so their next request is refused
 * with the reason and they sign in again; a deactivation or a reset also forgets the devices they trusted.
 */
@ApiTags('admin-accounts')
@Controller('admin-accounts')
export class AdminAccountsController {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly trusted: TrustedDevices,
  ) {}

  @Get()
  @Access('staff:accounts')
  @ApiOperation({
    summary: 'Every admin account with its role and status (active, invited, deactivated), oldest first',
  })
  @ApiListAnswer('AdminAccountDto')
  async list(@Req() req: Request): Promise<AdminAccountDto[]> {
    return (await this.services.rpc(IdentitySubjects.ListAdminAccounts, { actorId: req.user!.id })).accounts;
  }

  @Post('invitations')
  @Access('staff:accounts')
  @ApiOperation({
    summary:
      'Invites an office-bearer: creates an account that cannot sign in yet and e-mails a link to choose a password ' +
      '(valid 72 hours, single use); 409 IDENTITY_ADMIN_EMAIL_TAKEN when an admin account has the e-mail',
  })
  @ApiAnswer('AdminAccountDto')
  invite(
    @Body() body: InviteAdminBody,
    @Req() req: Request,
    @RequestLanguage() language: Language,
  ): Promise<AdminAccountDto> {
    return this.services.rpc(IdentitySubjects.InviteAdmin, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName ?? null,
      role: body.role,
      actorId: req.user!.id,
      // The invitation is written in the language the inviting admin works in (issue 31).
      language,
    });
  }

  @Post(':id/invitation')
  @HttpCode(200)
  @Access('staff:accounts')
  @ApiOperation({
    summary:
      'E-mails a fresh invitation link to an account still invited (the older link stops working); ' +
      '409 IDENTITY_ADMIN_NOT_INVITED otherwise',
  })
  @ApiAnswer('AdminAccountDto')
  reinvite(
    @Param('id') id: string,
    @Req() req: Request,
    @RequestLanguage() language: Language,
  ): Promise<AdminAccountDto> {
    return this.services.rpc(IdentitySubjects.ReinviteAdmin, {
      id,
      actorId: req.user!.id,
      language,
    });
  }

  @Put(':id/role')
  @Access('staff:accounts')
  @ApiOperation({
    summary:
      "Changes an account's role and ends that admin's sessions (reason role-changed); " +
      '409 IDENTITY_LAST_ADMINISTRATOR when it would leave no active administrator',
  })
  @ApiAnswer('AdminAccountDto')
  async changeRole(@Param('id') id: string, @Body() body: ChangeAdminRoleBody, @Req() req: Request) {
    const answer = await this.services.rpc(IdentitySubjects.ChangeAdminRole, {
      id,
      role: body.role,
      actorId: req.user!.id,
    });
    return this.endSessionsAfter(answer, 'role-changed');
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @Access('staff:accounts')
  @ApiOperation({
    summary:
      "Deactivates an account: it can no longer sign in and that admin's sessions end (reason account-closed); " +
      '409 IDENTITY_CANNOT_DEACTIVATE_SELF for your own account, IDENTITY_LAST_ADMINISTRATOR for the last one',
  })
  @ApiAnswer('AdminAccountDto')
  async deactivate(@Param('id') id: string, @Req() req: Request) {
    const answer = await this.services.rpc(IdentitySubjects.DeactivateAdmin, { id, actorId: req.user!.id });
    if (answer.changed) await this.trusted.forget(answer.account.id);
    return this.endSessionsAfter(answer, 'account-closed');
  }

  @Post(':id/two-factor/reset')
  @HttpCode(200)
  @Access('staff:accounts')
  @ApiOperation({
    summary:
      "Resets another admin's two-factor sign-in (they lost their authenticator app): the secret, recovery codes " +
      'and used codes are cleared, the owner is e-mailed, every session of that admin ends (reason two-factor-reset) ' +
      'and the devices they trusted are forgotten; the password alone signs them in until they set it up again. ' +
      '409 IDENTITY_CANNOT_RESET_OWN_TWO_FACTOR for your own account (use your Profile), ' +
      'IDENTITY_TWO_FACTOR_NOT_ENABLED when the account has no second factor; 404 IDENTITY_USER_NOT_FOUND',
  })
  @ApiAnswer('AdminAccountDto')
  async resetTwoFactor(@Param('id') id: string, @Req() req: Request): Promise<AdminAccountDto> {
    const account = await this.services.rpc(IdentitySubjects.ResetAdminTwoFactor, { id, actorId: req.user!.id });
    await this.trusted.forget(account.id);
    await endOtherSessions(this.pool, { id: account.id, userType: 'admin' }, undefined, 'two-factor-reset');
    return account;
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @Access('staff:accounts')
  @ApiOperation({
    summary: 'Reactivates a deactivated account: it can sign in again (an invited one needs a fresh link)',
  })
  @ApiAnswer('AdminAccountDto')
  async reactivate(@Param('id') id: string, @Req() req: Request): Promise<AdminAccountDto> {
    return (await this.services.rpc(IdentitySubjects.ReactivateAdmin, { id, actorId: req.user!.id })).account;
  }

  /** Every session of the changed admin ends, this one too when they changed themself. */
  private async endSessionsAfter(answer: AdminAccountChangeAnswer, reason: SessionEndReason): Promise<AdminAccountDto> {
    if (answer.changed)
      await endOtherSessions(this.pool, { id: answer.account.id, userType: 'admin' }, undefined, reason);
    return answer.account;
  }
}
