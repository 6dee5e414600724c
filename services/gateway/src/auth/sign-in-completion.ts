import { Injectable } from '@nestjs/common';
import { AdminUserAnswer, IdentitySubjects, MemberUserAnswer } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Request, Response } from 'express';
import { SessionAudit, SignInMethod } from '../audit/session-audit';
import { KnownDevices } from '../rate-limit/known-devices';
import { RpcClient } from '../rpc/rpc-client.service';
import { accountsOf } from './login-accounts';
import { TrustedDevices } from './trusted-devices';

export type SignedInUser = AdminUserAnswer | MemberUserAnswer;

/**
 * What every successful sign-in does, after its password (and, where the account asks, its code) was right:
 * `req.logIn` regenerates the session id before it stores the user (so a session planted before is worthless);
 * a member's previous sign-in is kept for the profile page; the device is remembered as one that signed in to the
 * account; an admin signing in from a device not known for the account is told by e-mail (issue 27); an admin who
 * gave their code and ticked "Trust this device" has the device trusted for 30 days (trusted-devices.ts); and the
 * sign-in goes on the audit trail against the person who signed in.
 */
@Injectable()
export class SignInCompletion {
  constructor(
    private readonly devices: KnownDevices,
    private readonly services: RpcClient,
    private readonly logger: JsonLogger,
    private readonly audit: SessionAudit,
    private readonly trusted: TrustedDevices,
  ) {}

  async complete(
    req: Request,
    res: Response,
    user: SignedInUser,
    knownDevice: string | undefined,
    method: SignInMethod = 'password',
    options: { trustDevice?: boolean } = {},
  ): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, { session: true }, (error: Error | null | undefined) => (error ? reject(error) : resolve())),
    );
    // The profile page's "Last login": the sign-in before this one, kept for the session.
    if (user.userType === 'member' && req.session) req.session.previousLoginAt = user.lastLoginAt ?? null;
    // The account's language: the gateway's answers are in it for the rest of the session (issue 31).
    if (req.session) req.session.language = user.language ?? 'en';
    const device = await this.devices.remember(req, res, accountsOf(user));
    // Only the device of this signed cookie, which the gateway made, is trusted: never one the client names.
    const trusted =
      options.trustDevice === true && user.userType === 'admin' && (await this.trusted.trust(device, user.id));
    await this.audit.signedIn(
      req,
      { id: user.id, userType: user.userType, role: user.userType === 'admin' ? user.role : null },
      method,
      trusted ? { deviceTrusted: true } : {},
    );
    if (user.userType === 'admin' && !knownDevice) await this.announceNewDevice(user.id, req);
  }

  /** The device, when it signed in to `account` before (its failures then count apart from its address's). */
  async knownDevice(req: Request, account: string): Promise<string | undefined> {
    const device = this.devices.presented(req);
    return device !== null && (await this.devices.knows(device, account)) ? device : undefined;
  }

  private async announceNewDevice(adminId: string, req: Request): Promise<void> {
    try {
      await this.services.rpc(IdentitySubjects.AdminNewDeviceSignIn, {
        adminId,
        ipAddress: req.ip?.slice(0, 100) ?? null,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      });
    } catch (error) {
      // The sign-in itself succeeded; only its notice is missing.
      this.logger.event('warn', 'new-device sign-in not announced', { error: (error as Error).message });
    }
  }
}
