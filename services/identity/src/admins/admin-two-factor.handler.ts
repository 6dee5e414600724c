import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminTwoFactorActorRequest,
  AdminTwoFactorLoginAnswer,
  AdminTwoFactorLoginRequest,
  DisableAdminTwoFactorRequest,
  EnableAdminTwoFactorRequest,
  IdentityMessages,
  IdentitySubjects,
  PasswordFlowAnswer,
  TwoFactorRecoveryCodesAnswer,
  TwoFactorSetupAnswer,
} from '@portal/contracts';
import { AdminTwoFactorService } from './admin-two-factor.service';

@Controller()
export class AdminTwoFactorHandler {
  constructor(private readonly twoFactor: AdminTwoFactorService) {}

  @MessagePattern(IdentitySubjects.SetUpAdminTwoFactor)
  setUp(@Payload() body: AdminTwoFactorActorRequest): Promise<TwoFactorSetupAnswer> {
    return this.twoFactor.setUp(body.adminId);
  }

  @MessagePattern(IdentitySubjects.EnableAdminTwoFactor)
  enable(@Payload() body: EnableAdminTwoFactorRequest): Promise<TwoFactorRecoveryCodesAnswer> {
    return this.twoFactor.enable(body);
  }

  @MessagePattern(IdentitySubjects.DisableAdminTwoFactor)
  async disable(@Payload() body: DisableAdminTwoFactorRequest): Promise<PasswordFlowAnswer> {
    await this.twoFactor.disable(body);
    return { success: true, message: IdentityMessages.TwoFactorDisabled };
  }

  @MessagePattern(IdentitySubjects.RenewAdminRecoveryCodes)
  renewRecoveryCodes(@Payload() body: EnableAdminTwoFactorRequest): Promise<TwoFactorRecoveryCodesAnswer> {
    return this.twoFactor.renewRecoveryCodes(body);
  }

  @MessagePattern(IdentitySubjects.AdminTwoFactorLogin)
  login(@Payload() body: AdminTwoFactorLoginRequest): Promise<AdminTwoFactorLoginAnswer> {
    return this.twoFactor.login(body);
  }

  @MessagePattern(IdentitySubjects.AdminTrustedDeviceLogin)
  trustedDeviceLogin(@Payload() body: AdminTwoFactorActorRequest): Promise<AdminTwoFactorLoginAnswer> {
    return this.twoFactor.trustedDeviceLogin(body.adminId);
  }
}
