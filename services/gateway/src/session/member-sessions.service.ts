import { Inject, Injectable } from '@nestjs/common';
import { isSessionMemberStatus, MemberStatus, SessionEndReason } from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';
import { endOtherSessions } from './session-revocation';

/**
 * Ends a member's sessions when an admin deletes the member or moves them to a
 * status that cannot log in, so access ends with the decision, not at the
 * next page load.
 */
@Injectable()
export class MemberSessions {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async afterStatusChange(member: { id: string; status: MemberStatus }): Promise<void> {
    if (!isSessionMemberStatus(member.status)) await this.endAll(member.id);
  }

  /** The member's account is closed (suspended, deleted): each device hears why on its next request. */
  async endAll(memberUuid: string): Promise<void> {
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' }, undefined, 'account-closed');
  }

  /**
   * Ends every session of the member, this request's too, each keeping why (its device is told on its next
   * request). This request's session is ended in place: express-session saves it after the response and
   * would otherwise write the user back.
   */
  async endAllBecause(memberUuid: string, reason: SessionEndReason, req: Request): Promise<void> {
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' }, undefined, reason);
    const session = req.session as (typeof req.session & { endedBy?: SessionEndReason }) | undefined;
    if (session && req.user?.userType === 'member' && req.user.id === memberUuid) {
      delete session.passport;
      session.endedBy = reason;
    }
  }
}
