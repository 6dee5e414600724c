import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ForgotPasswordRequest,
  IdentitySubjects,
  PasswordFlowAnswer,
  ResetPasswordRequest,
  SetupPasswordRequest,
  VerifyResetTokenAnswer,
  VerifyResetTokenRequest,
  VerifySetupTokenAnswer,
  VerifySetupTokenRequest,
} from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';
import { Access } from './access.decorator';
import { ApiAnswer } from '../docs/api-answer.decorators';

/** Set-up, forgot and reset password (spec part 2 §7; DESIGN.md §7). */
@ApiTags('auth')
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post('setup-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit((req) => (hasToken(req.body) ? 'password-link' : 'setup-email'))
  @ApiOperation({ summary: 'With the e-mailed token sets the first password; without it e-mails a fresh set-up link' })
  @ApiAnswer('PasswordFlowAnswer')
  setupPassword(@Body() body: SetupPasswordRequest): Promise<PasswordFlowAnswer> {
    return this.services.rpc(IdentitySubjects.SetupPassword, body);
  }

  @Get('setup-password/verify')
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({
    summary: 'Whether a set-up token is still usable, with the first name and masked member id it is for',
  })
  @ApiAnswer('VerifySetupTokenAnswer')
  verifySetupToken(@Query() query: VerifySetupTokenRequest): Promise<VerifySetupTokenAnswer> {
    return this.services.rpc(IdentitySubjects.VerifySetupToken, { token: query.token });
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('reset-email')
  @ApiOperation({ summary: 'E-mails a reset link when an account matches; the answer is always the same' })
  @ApiAnswer('PasswordFlowAnswer')
  forgotPassword(@Body() body: ForgotPasswordRequest): Promise<PasswordFlowAnswer> {
    return this.services.rpc(IdentitySubjects.ForgotPassword, body);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({ summary: "Sets a new password with the e-mailed reset token; ends the member's other sessions" })
  @ApiAnswer('PasswordFlowAnswer')
  async resetPassword(@Body() body: ResetPasswordRequest, @Req() req: Request): Promise<PasswordFlowAnswer> {
    const { memberUuid, ...answer } = await this.services.rpc(IdentitySubjects.ResetPassword, body);
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' }, req.sessionID, 'password-changed');
    return answer;
  }

  @Get('reset-password/verify')
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({ summary: 'Whether a reset token is still usable (for the reset page)' })
  @ApiAnswer('VerifyResetTokenAnswer')
  verifyResetToken(@Query() query: VerifyResetTokenRequest): Promise<VerifyResetTokenAnswer> {
    return this.services.rpc(IdentitySubjects.VerifyResetToken, { token: query.token });
  }
}

function hasToken(body: unknown): boolean {
  const token = (body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0;
}
