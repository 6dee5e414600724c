import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * member_dues_records: which of payments' records are overdue and not yet paid, kept from payments' events
 * (MemberDuesConsumer) for the list's "overdue dues" filter. The two events may arrive in either order (two
 * consumers): a record paid stays paid whatever comes after, so the filter never shows a settled record.
 */
@Injectable()
export class MemberDuesRepository {
  /** A record became overdue (payments reminds each overdue record once). */
  async markOverdue(tx: EntityManager, record: { recordId: string; memberId: string; since: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO member_dues_records (record_id, member_id, overdue_since) VALUES ($1, $2, $3)
       ON CONFLICT (record_id) DO UPDATE SET overdue_since = coalesce(member_dues_records.overdue_since, EXCLUDED.overdue_since),
                                             updated_at = now()`,
      [record.recordId, record.memberId, record.since],
    );
  }

  /** A record was paid: it no longer counts, even if its overdue event comes later. */
  async markPaid(tx: EntityManager, record: { recordId: string; memberId: string; paidAt: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO member_dues_records (record_id, member_id, paid_at) VALUES ($1, $2, $3)
       ON CONFLICT (record_id) DO UPDATE SET paid_at = coalesce(member_dues_records.paid_at, EXCLUDED.paid_at),
                                             updated_at = now()`,
      [record.recordId, record.memberId, record.paidAt],
    );
  }
}
