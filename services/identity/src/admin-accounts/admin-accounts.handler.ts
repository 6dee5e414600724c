import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AcceptAdminInvitationBody,
  AdminAccountActionRequest,
  AdminAccountChangeAnswer,
  AdminAccountDto,
  ChangeAdminRoleRequest,
  IdentitySubjects,
  InviteAdminRequest,
  ListAdminAccountsAnswer,
  PasswordFlowAnswer,
  ReinviteAdminRequest,
  VerifyAdminInvitationAnswer,
  VerifyAdminInvitationQuery,
} from '@portal/contracts';
import { AdminAccountsService } from './admin-accounts.service';

/** The office's admin accounts over NATS (issue 27); the rules live in AdminAccountsService. */
@Controller()
export class AdminAccountsHandler {
  constructor(private readonly accounts: AdminAccountsService) {}

  @MessagePattern(IdentitySubjects.ListAdminAccounts)
  async list(): Promise<ListAdminAccountsAnswer> {
    return { accounts: await this.accounts.list() };
  }

  @MessagePattern(IdentitySubjects.InviteAdmin)
  invite(@Payload() body: InviteAdminRequest): Promise<AdminAccountDto> {
    return this.accounts.invite(body);
  }

  @MessagePattern(IdentitySubjects.ReinviteAdmin)
  reinvite(@Payload() body: ReinviteAdminRequest): Promise<AdminAccountDto> {
    return this.accounts.reinvite(body);
  }

  @MessagePattern(IdentitySubjects.ChangeAdminRole)
  changeRole(@Payload() body: ChangeAdminRoleRequest): Promise<AdminAccountChangeAnswer> {
    return this.accounts.changeRole(body);
  }

  @MessagePattern(IdentitySubjects.DeactivateAdmin)
  deactivate(@Payload() body: AdminAccountActionRequest): Promise<AdminAccountChangeAnswer> {
    return this.accounts.deactivate(body);
  }

  @MessagePattern(IdentitySubjects.ReactivateAdmin)
  reactivate(@Payload() body: AdminAccountActionRequest): Promise<AdminAccountChangeAnswer> {
    return this.accounts.reactivate(body);
  }

  @MessagePattern(IdentitySubjects.ResetAdminTwoFactor)
  resetTwoFactor(@Payload() body: AdminAccountActionRequest): Promise<AdminAccountDto> {
    return this.accounts.resetTwoFactor(body);
  }

  @MessagePattern(IdentitySubjects.VerifyAdminInvitation)
  verify(@Payload() body: VerifyAdminInvitationQuery): Promise<VerifyAdminInvitationAnswer> {
    return this.accounts.verifyInvitation(body.token);
  }

  @MessagePattern(IdentitySubjects.AcceptAdminInvitation)
  accept(@Payload() body: AcceptAdminInvitationBody): Promise<PasswordFlowAnswer> {
    return this.accounts.acceptInvitation(body);
  }
}
