import { Injectable } from '@nestjs/common';
import { MembershipEvents, todayInIndia } from '@portal/contracts';
import { JsonLogger, membershipLapsedSql, OutboxWriter } from '@portal/platform';
import { DataSource, In } from 'typeorm';
import { MemberActivityRepository } from '../activity/member-activity.repository';
import { toMemberEventData } from '../members/member.mapper';
import { MEMBER_VALIDITY, MemberEntity } from '../members/member.entity';

/** Members per transaction: a catch-up over many lapsed members stays a series of small commits. */
const BATCH = 200;

/**
 * Makes every active member past their last valid day (effectiveStatus of
 * @portal/contracts) expired: the stored status, a 'status_changed'
 * line in their activity log and a membership.member.expired event with the
 * new snapshot, all in one transaction, so every projection (identity's logins,
 * payments, content, notifications) applies it. An expired member keeps their
 * sessions and sees the renewal banner. Running again finds nothing; members
 * whose end date passed while the service was down expire at the next run.
 */
@Injectable()
export class MembershipExpiryJob {
  readonly name = 'membership-expiry';

  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: MemberActivityRepository,
    private readonly outbox: OutboxWriter,
    private readonly logger: JsonLogger,
  ) {}

  async run(now = new Date()): Promise<{ expired: number }> {
    const today = todayInIndia(now);
    let expired = 0;
    for (;;) {
      const batch = await this.expireBatch(today);
      expired += batch;
      if (batch < BATCH) break;
    }
    if (expired) this.logger.event('info', 'memberships expired', { expired });
    return { expired };
  }

  private expireBatch(today: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // A row an admin is changing right now is skipped and picked up by the next round.
      const rows: { id: string }[] = await manager.query(
        `SELECT id FROM members
         WHERE ${membershipLapsedSql(MEMBER_VALIDITY, '$1')}
         ORDER BY membership_end_date, id
         LIMIT ${BATCH}
         FOR UPDATE SKIP LOCKED`,
        [today],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      await manager.update(MemberEntity, { id: In(ids) }, { status: 'expired', updatedAt: () => 'now()' });
      const members = await manager.find(MemberEntity, { where: { id: In(ids) }, order: { membershipEndDate: 'ASC' } });
      for (const member of members) {
        await this.activity.add(manager, member.id, 'status_changed', null, { from: 'active', to: 'expired' });
        await this.outbox.add(manager, MembershipEvents.MemberExpired, toMemberEventData(member, { by: null }));
      }
      return rows.length;
    });
  }
}
