import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MembershipSubjects,
  PrivacyNoticeAnswer,
  RegisterAnswer,
  RegistrationInput,
  RegistrationSettingsDto,
  RegistrationSettingsInput,
  RegistrationStatusAnswer,
} from '@portal/contracts';
import type { Request } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiMultipartBody } from '../docs/api-body.decorators';
import { idProofUpload, passportPhotoUpload } from '../files/upload-policy.registration';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { RegistrationSubmission } from './registration-submission.service';
import { ApiAnswer } from '../docs/api-answer.decorators';

@ApiTags('registration')
@Controller()
export class RegistrationController {
  constructor(
    private readonly services: RpcClient,
    private readonly submissions: RegistrationSubmission,
  ) {}

  @Get('registration/status')
  @Access('public')
  @ApiOperation({ summary: 'Whether registration is open now (switch and date window), with the message and period' })
  @ApiAnswer('RegistrationStatusAnswer')
  status(): Promise<RegistrationStatusAnswer> {
    return this.services.rpc(MembershipSubjects.RegistrationStatus, {});
  }

  @Get('privacy-notice')
  @Access('public')
  @ApiOperation({
    summary: "The privacy notice's version and the grievance officer it names (issue 32, DPDP Act)",
    description:
      'The registration form shows the notice and sends this version with the consent (`privacyConsent`, ' +
      '`privacyNoticeVersion`); the privacy page shows the same notice and officer.',
  })
  @ApiAnswer('PrivacyNoticeAnswer')
  privacyNotice(): Promise<PrivacyNoticeAnswer> {
    return this.services.rpc(MembershipSubjects.GetPrivacyNotice, {});
  }

  @Get('registration/settings')
  @Access('staff:read')
  @ApiOperation({ summary: 'Registration settings (admin)' })
  @ApiAnswer('RegistrationSettingsDto')
  settings(@CurrentCaller() caller: Caller): Promise<RegistrationSettingsDto> {
    return this.services.rpc(MembershipSubjects.GetRegistrationSettings, { actor: caller.actor });
  }

  @Put('registration/settings')
  @Access('staff:office')
  @ApiOperation({
    summary: 'Switch registration on or off, with optional start/end dates and message (empty values as null)',
  })
  @ApiAnswer('RegistrationSettingsDto')
  update(@Body() input: RegistrationSettingsInput, @CurrentCaller() caller: Caller): Promise<RegistrationSettingsDto> {
    return this.services.rpc(MembershipSubjects.UpdateRegistrationSettings, { input, actor: caller.actor });
  }

  @Post('register')
  @HttpCode(201)
  @Access('public')
  @RateLimit('registration')
  @ApiMultipartBody({
    files: [passportPhotoUpload, idProofUpload],
    filesRequired: false,
    fields: RegistrationInput,
    alsoJson: true,
  })
  @ApiOperation({
    summary: "A visitor's membership application; refused while registration is closed",
    description:
      '400 naming `privacyConsent` without `privacyConsent: true` (the ticked box under the privacy notice), and ' +
      'naming `privacyNoticeVersion` when the version sent is not the current notice (GET /api/privacy-notice). ' +
      'The consent is recorded with the version and time, with the member.',
  })
  @ApiAnswer('RegisterAnswer')
  register(@Req() req: Request): Promise<RegisterAnswer> {
    return this.submissions.submit(req);
  }
}
