import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MembershipSubjects,
  RegisterAnswer,
  RegistrationSettingsDto,
  RegistrationSettingsInput,
  RegistrationStatusAnswer,
} from '@portal/contracts';
import type { Request } from 'express';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { RegistrationSubmission } from './registration-submission.service';

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
  status(@CurrentCaller() caller: Caller): Promise<RegistrationStatusAnswer> {
    return this.services.rpc(MembershipSubjects.RegistrationStatus, {}, caller);
  }

  @Get('registration/settings')
  @Access('admin')
  @ApiOperation({ summary: 'Registration settings (admin)' })
  settings(@CurrentCaller() caller: Caller): Promise<RegistrationSettingsDto> {
    return this.services.rpc(MembershipSubjects.GetRegistrationSettings, { actor: caller.actor }, caller);
  }

  @Put('registration/settings')
  @Access('admin')
  @ApiOperation({ summary: 'Switch registration on or off, with optional start/end dates and message (empty values as null)' })
  update(@Body() input: RegistrationSettingsInput, @CurrentCaller() caller: Caller): Promise<RegistrationSettingsDto> {
    return this.services.rpc(MembershipSubjects.UpdateRegistrationSettings, { input, actor: caller.actor }, caller);
  }

  @Post('register')
  @HttpCode(201)
  @Access('public')
  @RateLimit('registration')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ description: 'Every field of the public registration form, plus optional files passportPhoto and idProof' })
  @ApiOperation({ summary: "A visitor's membership application; refused while registration is closed" })
  register(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<RegisterAnswer> {
    return this.submissions.submit(req, caller);
  }
}
