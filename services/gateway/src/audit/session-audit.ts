import { Inject, Injectable } from '@nestjs/common';
import { AuditTrail } from '@portal/platform';
import type { Request } from 'express';
import { ClsService } from 'nestjs-cls';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';
import { currentRequestId } from '../http/request-context';

/**
 * How a sign-in was completed: the password alone, or the password and then a code or a recovery code, or the
 * password from a device the admin trusted at an earlier code step (no code asked).
 */
export type SignInMethod = 'password' | 'two-factor-code' | 'recovery-code' | 'trusted-device';

interface SignedInAs {
  id: string;
  userType: 'admin' | 'member';
  role?: string | null;
}

/**
 * The gateway owns sessions, so it records their start and end in its own audit_log (DESIGN.md §6), against the
 * person whose session it is: a sign-in is made by someone who was anonymous a moment before.
 */
@Injectable()
export class SessionAudit {
  private readonly trail = new AuditTrail();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly cls: ClsService,
  ) {}

  /** `details`: more of what the sign-in did, e.g. that the admin trusted the device for 30 days. */
  async signedIn(
    req: Request,
    user: SignedInAs,
    method: SignInMethod,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.trail.record(
      this.pool,
      { action: 'session.signed-in', entity: 'session', entityId: user.id, after: { method, ...details } },
      this.actorOf(req, user),
    );
  }

  /** Only a session that had someone in it: signing out while signed out changes nothing. */
  async signedOut(req: Request): Promise<void> {
    const user = req.user;
    if (!user || (user.userType !== 'admin' && user.userType !== 'member')) return;
    await this.trail.record(
      this.pool,
      { action: 'session.signed-out', entity: 'session', entityId: user.id },
      this.actorOf(req, { id: user.id, userType: user.userType, role: user.role }),
    );
  }

  private actorOf(req: Request, user: SignedInAs) {
    return {
      type: user.userType,
      id: user.id,
      role: user.userType === 'admin' ? (user.role ?? null) : null,
      ip: req.ip?.slice(0, 64) ?? null,
      correlationId: currentRequestId(this.cls) ?? null,
    };
  }
}
