import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Queries of renewal requests that run in a member's transaction. */
@Injectable()
export class RenewalRequestsRepository {
  /** Open renewal requests are done once an admin makes the member active again (approval or the member form). */
  async completeOpen(tx: EntityManager, memberUuid: string, by: string | null): Promise<void> {
    await tx.query(
      `UPDATE renewal_requests SET status = 'completed', resolved_at = now(), resolved_by = $2
       WHERE member_id = $1 AND status = 'open'`,
      [memberUuid, by],
    );
  }
}
