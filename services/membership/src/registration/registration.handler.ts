import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MembershipActorRequest,
  MembershipSubjects,
  PrivacyNoticeAnswer,
  RegisterAnswer,
  RegisterRequest,
  RegistrationSettingsDto,
  RegistrationStatusAnswer,
  UpdateRegistrationSettingsRequest,
} from '@portal/contracts';
import { RegistrationService } from './registration.service';

@Controller()
export class RegistrationHandler {
  constructor(private readonly registration: RegistrationService) {}

  @MessagePattern(MembershipSubjects.RegistrationStatus)
  status(): Promise<RegistrationStatusAnswer> {
    return this.registration.status();
  }

  @MessagePattern(MembershipSubjects.AssertRegistrationOpen)
  assertOpen(): Promise<RegistrationStatusAnswer> {
    return this.registration.assertOpen();
  }

  @MessagePattern(MembershipSubjects.GetPrivacyNotice)
  privacyNotice(): PrivacyNoticeAnswer {
    return this.registration.privacyNotice();
  }

  @MessagePattern(MembershipSubjects.GetRegistrationSettings)
  settings(@Payload() body: MembershipActorRequest): Promise<RegistrationSettingsDto> {
    return this.registration.settings(body.actor);
  }

  @MessagePattern(MembershipSubjects.UpdateRegistrationSettings)
  update(@Payload() body: UpdateRegistrationSettingsRequest): Promise<RegistrationSettingsDto> {
    return this.registration.updateSettings(body.input, body.actor);
  }

  @MessagePattern(MembershipSubjects.Register)
  register(@Payload() body: RegisterRequest): Promise<RegisterAnswer> {
    return this.registration.register(body);
  }
}
