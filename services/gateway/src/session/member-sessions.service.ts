import { Inject, Injectable } from '@nestjs/common';
import { isSessionMemberStatus, MemberStatus } from '@portal/contracts';
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

  async endAll(memberUuid: string): Promise<void> {
    await endOtherSessions(this.pool, { id: memberUuid, userType: 'member' });
  }
}
