import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Queries of renewal requests that run in a member's transaction. */
@Injectable()
export class RenewalRequestsRepository {
  /** Open renewal requests are done once the member is active again. */
  async completeOpen(tx: EntityManager, memberUuid: string): Promise<void> {
    await tx.query(`UPDATE renewal_requests SET status = 'completed' WHERE member_id = $1 AND status = 'open'`, [
      memberUuid,
    ]);
  }
}
