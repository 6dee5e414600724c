import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  IdentityMessages,
  IdentitySubjects,
  MemberLoginAnswer,
  MemberLoginRequest,
  PasswordChangedAnswer,
  PasswordFlowAnswer,
  ResetPasswordRequest,
  SetupPasswordRequest,
  VerifyResetTokenAnswer,
  VerifyResetTokenRequest,
  VerifySetupTokenAnswer,
  VerifySetupTokenRequest,
} from '@portal/contracts';
import { MemberAccountsService } from './member-accounts.service';
import { PasswordLinksService } from './password-links.service';
import { ResetLinkRequests } from './reset-link-requests';

@Controller()
export class MemberAccountsHandler {
  constructor(
    private readonly accounts: MemberAccountsService,
    private readonly links: PasswordLinksService,
    private readonly resetRequests: ResetLinkRequests,
  ) {}

  @MessagePattern(IdentitySubjects.MemberLogin)
  async login(@Payload() body: MemberLoginRequest): Promise<MemberLoginAnswer> {
    return { member: await this.accounts.login(body.identifier, body.password) };
  }

  @MessagePattern(IdentitySubjects.ChangePassword)
  async changePassword(@Payload() body: ChangePasswordRequest): Promise<PasswordChangedAnswer> {
    await this.accounts.changePassword(body.memberUuid, body.currentPassword, body.newPassword);
    return { success: true, message: IdentityMessages.PasswordChanged, memberUuid: body.memberUuid };
  }

  @MessagePattern(IdentitySubjects.SetupPassword)
  setupPassword(@Payload() body: SetupPasswordRequest): Promise<PasswordFlowAnswer> {
    return this.links.setupPassword(body);
  }

  @MessagePattern(IdentitySubjects.ForgotPassword)
  forgotPassword(@Payload() body: ForgotPasswordRequest): Promise<PasswordFlowAnswer> {
    return this.resetRequests.request(body.loginId);
  }

  @MessagePattern(IdentitySubjects.ResetPassword)
  resetPassword(@Payload() body: ResetPasswordRequest): Promise<PasswordChangedAnswer> {
    return this.links.resetPassword(body);
  }

  @MessagePattern(IdentitySubjects.VerifyResetToken)
  async verifyResetToken(@Payload() body: VerifyResetTokenRequest): Promise<VerifyResetTokenAnswer> {
    return { valid: await this.links.verifyResetToken(body.token) };
  }

  @MessagePattern(IdentitySubjects.VerifySetupToken)
  verifySetupToken(@Payload() body: VerifySetupTokenRequest): Promise<VerifySetupTokenAnswer> {
    return this.links.verifySetupToken(body.token);
  }
}
