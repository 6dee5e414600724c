import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Issue 32 retention: the SQL of the data retention job. */
@Injectable()
export class DataRetentionRepository {
  /**
   * Rejected applicants (never approved) rejected before `before` who still have an ID proof or photo file: their
   * rows locked, the keys answered, the columns emptied. A row someone is changing now waits for the next run.
   */
  async clearRejectedApplicantFiles(
    manager: EntityManager,
    before: Date,
  ): Promise<Array<{ id: string; keys: string[] }>> {
    const rows = await manager.query<
      Array<{
        id: string;
        id_proof_key: string | null;
        profile_photo_key: string | null;
        passport_photo_key: string | null;
      }>
    >(
      `SELECT id, id_proof_key, profile_photo_key, passport_photo_key FROM members
        WHERE rejected_at IS NOT NULL AND rejected_at < $1 AND approved_at IS NULL
          AND (id_proof_key IS NOT NULL OR profile_photo_key IS NOT NULL OR passport_photo_key IS NOT NULL)
        ORDER BY rejected_at, id
        FOR UPDATE SKIP LOCKED`,
      [before],
    );
    if (rows.length === 0) return [];
    await manager.query(
      `UPDATE members SET id_proof_key = NULL, id_proof_content_type = NULL, id_proof_name = NULL, id_proof_size = NULL,
              profile_photo_key = NULL, profile_photo_content_type = NULL, profile_photo_name = NULL,
              profile_photo_size = NULL, passport_photo_key = NULL, passport_photo_content_type = NULL,
              passport_photo_name = NULL, passport_photo_size = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      keys: [row.id_proof_key, row.profile_photo_key, row.passport_photo_key].filter((k): k is string => !!k),
    }));
  }

  /**
   * Former members (approved once, now expired or suspended) whose membership ended before `before`, not yet
   * erased and with no erasure under way.
   */
  async formerMembersDue(manager: EntityManager, before: Date): Promise<string[]> {
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT m.id FROM members m
        WHERE m.approved_at IS NOT NULL AND m.status IN ('expired', 'suspended')
          AND coalesce(m.membership_end_date, m.updated_at) < $1
          AND m.member_id NOT LIKE 'ERASED-%'
          AND NOT EXISTS (SELECT 1 FROM data_requests d
                           WHERE d.member_id = m.id AND d.kind = 'erasure' AND d.status IN ('open', 'completing', 'done'))
        ORDER BY m.membership_end_date, m.id
        LIMIT 200`,
      [before],
    );
    return rows.map((row) => row.id);
  }
}
