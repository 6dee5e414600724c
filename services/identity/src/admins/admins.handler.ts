import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LanguageAnswer,
  SetAdminLanguageRequest,
  AdminLoginAnswer,
  AdminLoginRequest,
  AdminNewDeviceSignInRequest,
  ChangeAdminPasswordRequest,
  PasswordFlowAnswer,
  UpdateAdminProfileAnswer,
  UpdateAdminProfileRequest,
  GetAdminAnswer,
  GetAdminRequest,
  IdentityMessages,
  IdentitySubjects,
} from '@portal/contracts';
import { AdminsService } from './admins.service';

@Controller()
export class AdminsHandler {
  constructor(private readonly admins: AdminsService) {}

  @MessagePattern(IdentitySubjects.AdminLogin)
  login(@Payload() body: AdminLoginRequest): Promise<AdminLoginAnswer> {
    return this.admins.login(body.email, body.password);
  }

  @MessagePattern(IdentitySubjects.ChangeAdminPassword)
  async changePassword(@Payload() body: ChangeAdminPasswordRequest): Promise<PasswordFlowAnswer> {
    await this.admins.changePassword(body);
    return { success: true, message: IdentityMessages.PasswordChanged };
  }

  @MessagePattern(IdentitySubjects.AdminNewDeviceSignIn)
  async newDeviceSignIn(@Payload() body: AdminNewDeviceSignInRequest): Promise<{ success: true }> {
    await this.admins.newDeviceSignIn(body);
    return { success: true };
  }

  @MessagePattern(IdentitySubjects.UpdateAdminProfile)
  updateProfile(@Payload() body: UpdateAdminProfileRequest): Promise<UpdateAdminProfileAnswer> {
    return this.admins.updateProfile(body);
  }

  @MessagePattern(IdentitySubjects.SetAdminLanguage)
  setLanguage(@Payload() body: SetAdminLanguageRequest): Promise<LanguageAnswer> {
    return this.admins.setLanguage(body);
  }

  @MessagePattern(IdentitySubjects.GetAdmin)
  get(@Payload() body: GetAdminRequest): Promise<GetAdminAnswer> {
    return this.admins.get(body.id);
  }
}
