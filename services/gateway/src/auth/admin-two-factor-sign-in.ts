import { Injectable } from '@nestjs/common';
import { AdminTwoFactorLoginBody, AdminUserAnswer, IdentityErrorCode, IdentitySubjects } from '@portal/contracts';
import type { Request, Response } from 'express';
import { clientKey } from '../rate-limit/client-key';
import { LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { SignInCompletion } from './sign-in-completion';
import { pendingTwoFactor } from './two-factor-pending';

/** A wrong, used or replayed code (or an account gone meanwhile): counted like a wrong password. */
export const isWrongTwoFactorCode = (error: unknown): boolean =>
  error instanceof GatewayHttpError &&
  (error.body.code === IdentityErrorCode.InvalidTwoFactorCode || error.status === 401);

/**
 * The sign-in's second step (DESIGN.md §6): the session that passed the password within five minutes gives the
 * code from the authenticator app or a recovery code. Identity checks it (each code once); the sign-in throttle
 * counts wrong codes against the same budgets as wrong passwords (per account from this address or known device,
 * and per account across all addresses), so knowing the password does not buy more guesses. A right code
 * completes the sign-in exactly as a password-only one does; with "Trust this device" ticked, the device's next
 * sign-ins with the right password need no code for 30 days (trusted-devices.ts).
 */
@Injectable()
export class AdminTwoFactorSignIn {
  constructor(
    private readonly services: RpcClient,
    private readonly throttle: LoginThrottle,
    private readonly completion: SignInCompletion,
  ) {}

  async complete(req: Request, res: Response, body: AdminTwoFactorLoginBody): Promise<AdminUserAnswer> {
    const { adminId, account } = pendingTwoFactor(req);
    const knownDevice = await this.completion.knownDevice(req, account);
    const { admin } = await this.throttle.run(
      { kind: 'admin', account, client: clientKey(req.ip), knownDevice },
      () =>
        this.services.rpc(IdentitySubjects.AdminTwoFactorLogin, {
          adminId,
          ...(typeof body.recoveryCode === 'string' ? { recoveryCode: body.recoveryCode } : { code: body.code }),
        }),
      isWrongTwoFactorCode,
    );
    const user: AdminUserAnswer = { ...admin, userType: 'admin' };
    await this.completion.complete(
      req,
      res,
      user,
      knownDevice,
      typeof body.recoveryCode === 'string' ? 'recovery-code' : 'two-factor-code',
      { trustDevice: body.trustDevice === true },
    );
    return user;
  }
}
