import { Body, Controller, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordBody,
  IdentitySubjects,
  PasswordFlowAnswer,
  UpdateAdminProfileAnswer,
  UpdateAdminProfileBody,
} from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { PG_POOL } from '../gateway.tokens';
import { clientKey } from '../rate-limit/client-key';
import { LoginThrottle } from '../rate-limit/login-throttle';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';
import { Access } from './access.decorator';
import { adminPasswordAccount, isWrongCurrentPassword } from './login-accounts';
import { TrustedDevices } from './trusted-devices';

/**
 * The signed-in admin's own account (issue 27): their name, and their password (their other sessions end and the
 * devices they trusted at the two-factor step are forgotten).
 */
@ApiTags('auth')
@Controller('auth/admin')
export class AdminAccountController {
  constructor(
    private readonly services: RpcClient,
    private readonly throttle: LoginThrottle,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly trusted: TrustedDevices,
  ) {}

  @Put('profile')
  @Access('staff:read')
  @ApiDtoBody(UpdateAdminProfileBody)
  @ApiOperation({ summary: 'The signed-in admin edits their own first and last name' })
  @ApiAnswer('AdminProfileAnswer')
  updateProfile(@Body() body: UpdateAdminProfileBody, @Req() req: Request): Promise<UpdateAdminProfileAnswer> {
    return this.services.rpc(IdentitySubjects.UpdateAdminProfile, {
      firstName: body.firstName,
      lastName: body.lastName ?? null,
      adminId: req.user!.id,
    });
  }

  @Post('change-password')
  @HttpCode(200)
  @Access('staff:read')
  @ApiDtoBody(ChangePasswordBody)
  @ApiOperation({
    summary:
      "The signed-in admin changes their own password; the admin's other sessions end and the devices they trusted " +
      'for two-factor sign-in are forgotten',
  })
  @ApiAnswer('PasswordFlowAnswer')
  async changePassword(@Body() body: ChangePasswordBody, @Req() req: Request): Promise<PasswordFlowAnswer> {
    const adminId = req.user!.id;
    // Wrong current passwords are slowed down like wrong sign-ins, so a taken-over session cannot guess on.
    const answer = await this.throttle.run(
      { kind: 'admin', account: adminPasswordAccount(adminId), client: clientKey(req.ip) },
      () =>
        this.services.rpc(IdentitySubjects.ChangeAdminPassword, {
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
          adminId,
        }),
      isWrongCurrentPassword,
    );
    await this.trusted.forget(adminId);
    await endOtherSessions(this.pool, { id: adminId, userType: 'admin' }, req.sessionID, 'password-changed');
    return answer;
  }
}
