import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordBody,
  IdentitySubjects,
  MemberLoginRequest,
  MemberUserAnswer,
  PasswordFlowAnswer,
} from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { PG_POOL } from '../gateway.tokens';
import { clientKey } from '../rate-limit/client-key';
import { LoginThrottle } from '../rate-limit/login-throttle';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';
import { Access } from './access.decorator';
import { isWrongCurrentPassword, memberPasswordAccount } from './login-accounts';
import { MemberLoginGuard } from './login.guard';
import { SignedIn } from './signed-in.decorator';
import { ApiAnswer } from '../docs/api-answer.decorators';

@ApiTags('auth')
@Controller('auth/member')
export class MemberAuthController {
  constructor(
    private readonly services: RpcClient,
    private readonly throttle: LoginThrottle,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(MemberLoginGuard)
  @ApiDtoBody(MemberLoginRequest)
  @ApiOperation({ summary: 'Member login with member id, e-mail or phone and password; starts a new session' })
  @ApiAnswer('MemberSignInAnswer')
  login(@SignedIn() member: MemberUserAnswer): { member: MemberUserAnswer } {
    return { member };
  }

  @Post('change-password')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: "The logged-in member changes their password; the member's other sessions end" })
  @ApiAnswer('PasswordFlowAnswer')
  async changePassword(@Body() body: ChangePasswordBody, @Req() req: Request): Promise<PasswordFlowAnswer> {
    const user = req.user!;
    // Wrong current passwords are slowed down like wrong sign-ins, so a taken-over session cannot guess on.
    const { memberUuid, ...answer } = await this.throttle.run(
      { kind: 'member', account: memberPasswordAccount(user.id), client: clientKey(req.ip) },
      () =>
        this.services.rpc(IdentitySubjects.ChangePassword, {
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
          memberUuid: user.id,
        }),
      isWrongCurrentPassword,
    );
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' }, req.sessionID, 'password-changed');
    return answer;
  }
}
