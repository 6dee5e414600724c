import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminTwoFactorLoginBody,
  AdminUserAnswer,
  DisableTwoFactorBody,
  IdentityErrorCode,
  IdentitySubjects,
  PasswordFlowAnswer,
  TwoFactorCodeBody,
  TwoFactorRecoveryCodesAnswer,
  TwoFactorSetupAnswer,
} from '@portal/contracts';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { PG_POOL } from '../gateway.tokens';
import { clientKey } from '../rate-limit/client-key';
import { LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { endOtherSessions } from '../session/session-revocation';
import { Access } from './access.decorator';
import { AdminTwoFactorSignIn } from './admin-two-factor-sign-in';
import { adminPasswordAccount } from './login-accounts';
import { TrustedDevices } from './trusted-devices';

/** A wrong code or current password of the signed-in admin: slowed down like a wrong sign-in. */
const isWrongSecret = (error: unknown) =>
  error instanceof GatewayHttpError &&
  [IdentityErrorCode.InvalidTwoFactorCode, IdentityErrorCode.WrongCurrentPassword].includes(
    error.body.code as IdentityErrorCode,
  );

/**
 * Two-factor sign-in for admins (DESIGN.md §6): each admin sets it up for their own account with an
 * authenticator app (TOTP, RFC 6238) and gets one-time recovery codes; with it on, the admin login asks for a
 * code after the password (POST /auth/admin/login answers `{ twoFactorRequired: true }`) and
 * POST /auth/admin/login/two-factor completes the sign-in (optionally trusting the device for 30 days). Turning it
 * on or off or taking new recovery codes ends the admin's other sessions, as a change of password does; turning it
 * on or off also forgets the devices they trusted.
 */
@ApiTags('auth')
@Controller('auth/admin')
export class AdminTwoFactorController {
  constructor(
    private readonly services: RpcClient,
    private readonly throttle: LoginThrottle,
    private readonly signIn: AdminTwoFactorSignIn,
    private readonly trusted: TrustedDevices,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post('login/two-factor')
  @HttpCode(200)
  @Access('public')
  @ApiDtoBody(AdminTwoFactorLoginBody)
  @ApiOperation({
    summary:
      'Second sign-in step of an admin with two-factor sign-in, within 5 minutes of the right password in this session: the code from the authenticator app (`code`) or one recovery code (`recoveryCode`); starts a new session as the password login does. With `trustDevice: true` this browser (its signed device cookie) signs in with the password alone for 30 days. 401 IDENTITY_TWO_FACTOR_NOT_PENDING without a password step, 400 IDENTITY_INVALID_TWO_FACTOR_CODE for a wrong or used code, 429 when the sign-in budget is spent',
  })
  @ApiAnswer('AdminTwoFactorSignInAnswer')
  async login(
    @Body() body: AdminTwoFactorLoginBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ admin: AdminUserAnswer }> {
    return { admin: await this.signIn.complete(req, res, body) };
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Access('staff:read')
  @ApiOperation({
    summary:
      'The signed-in admin starts setting up two-factor sign-in for their own account: a new pending secret (base32, and an otpauth:// link for a QR code) replacing any earlier pending one; it takes effect with /two-factor/enable. 409 IDENTITY_TWO_FACTOR_ALREADY_ENABLED when it is on',
  })
  @ApiAnswer('TwoFactorSetupAnswer')
  setUp(@Req() req: Request): Promise<TwoFactorSetupAnswer> {
    return this.services.rpc(IdentitySubjects.SetUpAdminTwoFactor, { adminId: req.user!.id });
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @Access('staff:read')
  @ApiDtoBody(TwoFactorCodeBody)
  @ApiOperation({
    summary:
      "Turns two-factor sign-in on with a code from the authenticator app for the pending secret; answers 10 one-time recovery codes, shown only now. The admin's other sessions end (reason two-factor-changed) and no device stays trusted. 400 IDENTITY_INVALID_TWO_FACTOR_CODE, 409 IDENTITY_TWO_FACTOR_SETUP_NOT_STARTED or IDENTITY_TWO_FACTOR_ALREADY_ENABLED",
  })
  @ApiAnswer('TwoFactorRecoveryCodesAnswer')
  async enable(@Body() body: TwoFactorCodeBody, @Req() req: Request): Promise<TwoFactorRecoveryCodesAnswer> {
    const answer = await this.throttled(req, () =>
      this.services.rpc(IdentitySubjects.EnableAdminTwoFactor, { adminId: req.user!.id, code: body.code }),
    );
    await this.changed(req, { forgetTrustedDevices: true });
    return answer;
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @Access('staff:read')
  @ApiDtoBody(DisableTwoFactorBody)
  @ApiOperation({
    summary:
      "Turns two-factor sign-in off for the signed-in admin's own account: the current password and a code from the app or a recovery code. The admin's other sessions end (reason two-factor-changed) and no device stays trusted. 400 IDENTITY_WRONG_CURRENT_PASSWORD or IDENTITY_INVALID_TWO_FACTOR_CODE, 409 IDENTITY_TWO_FACTOR_NOT_ENABLED",
  })
  @ApiAnswer('PasswordFlowAnswer')
  async disable(@Body() body: DisableTwoFactorBody, @Req() req: Request): Promise<PasswordFlowAnswer> {
    const answer = await this.throttled(req, () =>
      this.services.rpc(IdentitySubjects.DisableAdminTwoFactor, {
        adminId: req.user!.id,
        currentPassword: body.currentPassword,
        code: body.code,
      }),
    );
    await this.changed(req, { forgetTrustedDevices: true });
    return answer;
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @Access('staff:read')
  @ApiDtoBody(TwoFactorCodeBody)
  @ApiOperation({
    summary:
      "A fresh set of 10 recovery codes for the signed-in admin (a code from the authenticator app required); the earlier codes stop working and the admin's other sessions end (reason two-factor-changed). 400 IDENTITY_INVALID_TWO_FACTOR_CODE, 409 IDENTITY_TWO_FACTOR_NOT_ENABLED",
  })
  @ApiAnswer('TwoFactorRecoveryCodesAnswer')
  async renewRecoveryCodes(
    @Body() body: TwoFactorCodeBody,
    @Req() req: Request,
  ): Promise<TwoFactorRecoveryCodesAnswer> {
    const answer = await this.throttled(req, () =>
      this.services.rpc(IdentitySubjects.RenewAdminRecoveryCodes, { adminId: req.user!.id, code: body.code }),
    );
    await this.changed(req, { forgetTrustedDevices: false });
    return answer;
  }

  /**
   * After a change of the admin's second factor: every other session of theirs ends (a session taken over elsewhere
   * must not outlive it), this one stays; turning it on or off also forgets the devices they trusted.
   */
  private async changed(req: Request, { forgetTrustedDevices }: { forgetTrustedDevices: boolean }): Promise<void> {
    const adminId = req.user!.id;
    if (forgetTrustedDevices) await this.trusted.forget(adminId);
    await endOtherSessions(this.pool, { id: adminId, userType: 'admin' }, req.sessionID, 'two-factor-changed');
  }

  /** Wrong codes and passwords of a signed-in admin are slowed down like wrong sign-ins (as change-password). */
  private throttled<T>(req: Request, check: () => Promise<T>): Promise<T> {
    const attempt = { kind: 'admin' as const, account: adminPasswordAccount(req.user!.id), client: clientKey(req.ip) };
    return this.throttle.run(attempt, check, isWrongSecret);
  }
}
