import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordBody,
  IdentityErrorCode,
  IdentityMessages,
  IdentitySubjects,
  MemberLoginRequest,
  PasswordFlowAnswer,
} from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';
import { correlationIdOf } from '../http/correlation-id.middleware';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';
import { establishSession } from '../session/session.setup';
import { Access } from './access.decorator';
import { loadMemberUser, MemberUser } from './member-profile';

@ApiTags('auth')
@Controller('auth/member')
export class MemberAuthController {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('login')
  @ApiOperation({ summary: 'Member login with member id, e-mail or phone and password; starts a new session' })
  async login(@Body() body: MemberLoginRequest, @Req() req: Request): Promise<{ member: MemberUser }> {
    const correlationId = correlationIdOf(req);
    const { member } = await this.services.rpc(IdentitySubjects.MemberLogin, body, { correlationId });
    const user = await loadMemberUser(this.services, member.id, correlationId);
    // Identity's projection can trail a deletion or suspension by a moment; membership has the last word.
    if (!user) throw invalidMemberCredentials();
    await establishSession(req, { id: member.id, userType: 'member' });
    return { member: user };
  }

  @Post('change-password')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: "The logged-in member changes their password; the member's other sessions end" })
  async changePassword(@Body() body: ChangePasswordBody, @Req() req: Request): Promise<PasswordFlowAnswer> {
    const user = req.session.user!;
    const { memberUuid, ...answer } = await this.services.rpc(
      IdentitySubjects.ChangePassword,
      { currentPassword: body.currentPassword, newPassword: body.newPassword, memberUuid: user.id },
      { correlationId: correlationIdOf(req) },
    );
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' }, req.sessionID);
    return answer;
  }
}

function invalidMemberCredentials(): GatewayHttpError {
  return new GatewayHttpError(401, {
    status: 401,
    code: IdentityErrorCode.InvalidMemberCredentials,
    message: IdentityMessages.InvalidMemberCredentials,
  });
}
