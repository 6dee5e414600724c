import { Injectable } from '@nestjs/common';
import { DataRequestListItemDto, DataRequestListState } from '@portal/contracts';
import { ErasureRepository, erasurePattern } from '@portal/platform';
import { EntityManager } from 'typeorm';

interface ListRow {
  id: string;
  kind: 'correction' | 'erasure';
  member_uuid: string;
  member_id: string;
  member_name: string;
  state: DataRequestListState;
  detail: string | null;
  created_at: Date;
  due_by: Date;
  closed_at: Date | null;
}

/**
 * Issue 32: the SQL of data requests: the office's view over correction and erasure requests, and membership's
 * own part of an erasure (the member row anonymised, the rows that name them removed or rewritten).
 */
@Injectable()
export class DataRequestsRepository {
  /**
   * Correction, erasure and copy requests of every member, newest first, optionally in one state (a correction's
   * 'done' and 'declined' map to the same states; a copy being prepared is 'completing', a ready one 'done', a failed
   * one 'open' again). Corrections and copies have no deadline of their own: the policy's applies.
   */
  async listAll(
    manager: EntityManager,
    state: DataRequestListState | undefined,
    deadlineDays: number,
  ): Promise<DataRequestListItemDto[]> {
    const rows = await manager.query<ListRow[]>(
      `SELECT * FROM (
         SELECT c.id, 'correction' AS kind, m.id AS member_uuid, m.member_id, m.first_name || ' ' || m.last_name AS member_name,
                c.status AS state, c.field AS detail, c.created_at,
                c.created_at + make_interval(days => $2::int) AS due_by, c.closed_at
           FROM correction_requests c JOIN members m ON m.id = c.member_id
         UNION ALL
         SELECT d.id, d.kind, m.id, m.member_id, m.first_name || ' ' || m.last_name,
                d.status, d.pseudonym, d.created_at, d.due_by, d.closed_at
           FROM data_requests d JOIN members m ON m.id = d.member_id
         UNION ALL
         SELECT c.id, 'copy', m.id, m.member_id, m.first_name || ' ' || m.last_name,
                CASE c.state WHEN 'ready' THEN 'done' WHEN 'preparing' THEN 'completing' ELSE 'open' END,
                CASE c.state WHEN 'ready' THEN 'Ready until ' || to_char(c.expires_at AT TIME ZONE 'Asia/Kolkata', 'DD/MM/YYYY')
                             WHEN 'failed' THEN 'Failed: ask again' ELSE 'Being prepared' END,
                c.requested_at, c.requested_at + make_interval(days => $2::int), c.ready_at
           FROM data_copies c JOIN members m ON m.id = c.member_id
       ) requests
       WHERE $1::text IS NULL OR state = $1::text
       ORDER BY created_at DESC, id DESC
       LIMIT 500`,
      [state ?? null, deadlineDays],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      memberUuid: row.member_uuid,
      memberId: row.member_id,
      memberName: row.member_name,
      state: row.state,
      detail: row.detail,
      createdAt: row.created_at.toISOString(),
      dueBy: row.due_by.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    }));
  }

  /**
   * Membership's part of an erasure, in the completing transaction: the member row keeps only what the books and
   * the counts need (uuid, status dates, schemes) with the pseudonym in place of the member id and name; every
   * contact, address, date of birth, ID detail and file column is emptied. Rows naming the member elsewhere are
   * deleted (documents, correction requests, e-mail changes, ID cards) or rewritten (renewal requests, activity).
   */
  async eraseMember(manager: EntityManager, memberUuid: string, pseudonym: string, phone: string): Promise<void> {
    await manager.query(
      `UPDATE members SET member_id = $2, first_name = 'Erased', last_name = $2, email = NULL, phone = $3,
              alternate_phone = NULL, address = NULL, city = NULL, state = NULL, pincode = NULL, date_of_birth = NULL,
              gender = NULL, studio_name = NULL, business_type = NULL, experience_years = NULL, aadhaar_last4 = NULL,
              emergency_contact_name = NULL, emergency_contact_phone = NULL, emergency_contact_relation = NULL,
              referred_by = NULL, additional_info = NULL,
              profile_photo_key = NULL, profile_photo_content_type = NULL, profile_photo_name = NULL, profile_photo_size = NULL,
              id_card_key = NULL, id_card_content_type = NULL, id_card_name = NULL, id_card_size = NULL,
              passport_photo_key = NULL, passport_photo_content_type = NULL, passport_photo_name = NULL, passport_photo_size = NULL,
              id_proof_key = NULL, id_proof_content_type = NULL, id_proof_name = NULL, id_proof_size = NULL,
              rejection_reason = NULL, status = CASE WHEN status = 'pending' THEN 'pending' ELSE 'suspended' END,
              membership_end_date = LEAST(coalesce(membership_end_date, now()), now()), updated_at = now()
        WHERE id = $1`,
      [memberUuid, pseudonym, phone],
    );
    await manager.query(`DELETE FROM member_documents WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM correction_requests WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM member_email_changes WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM member_email_restores WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM id_cards WHERE member_id = $1`, [memberUuid]);
    // The member's copies of their data (ZIPs of everything): their files are removed with the others.
    await manager.query(`DELETE FROM data_copies WHERE member_id = $1`, [memberUuid]);
    await manager.query(`UPDATE data_requests SET note = NULL WHERE member_id = $1`, [memberUuid]);
    await manager.query(`UPDATE renewal_requests SET member_email = NULL, member_name = $2 WHERE member_id = $1`, [
      memberUuid,
      pseudonym,
    ]);
  }

  /** The stored ZIPs of the member's copies of their data, removed from the store with their other files. */
  async dataCopyKeys(manager: EntityManager, memberUuid: string): Promise<string[]> {
    const rows = await manager.query<{ file_key: string }[]>(
      `SELECT file_key FROM data_copies WHERE member_id = $1 AND file_key IS NOT NULL`,
      [memberUuid],
    );
    return rows.map((row) => row.file_key);
  }

  /** Rewrites the member's texts to the pseudonym in the free text and details kept about them. */
  async scrubMemberTexts(manager: EntityManager, memberUuid: string, pseudonym: string, texts: string[]) {
    const pattern = erasurePattern(texts);
    if (!pattern) return;
    await manager.query(
      `UPDATE member_activity SET details = regexp_replace(details::text, $2, $3, 'gi')::jsonb
        WHERE member_id = $1 AND details::text ~* $2`,
      [memberUuid, pattern, pseudonym],
    );
    await manager.query(
      `UPDATE renewal_requests SET decline_reason = regexp_replace(decline_reason, $2, $3, 'gi'),
              payment_reference = regexp_replace(payment_reference, $2, $3, 'gi')
        WHERE member_id = $1`,
      [memberUuid, pattern, pseudonym],
    );
  }

  /**
   * Forgets the published events that still name the member (the completion itself among them): they were
   * delivered, and nothing reads them again. The texts come from the completion event.
   */
  async forgetErasureEvents(manager: EntityManager, requestId: string): Promise<void> {
    const rows = await manager.query<{ erase: string[] | null; names: string[] | null; member_uuid: string }[]>(
      `SELECT payload -> 'data' -> 'erase' AS erase, payload -> 'data' -> 'names' AS names,
              payload -> 'data' ->> 'memberUuid' AS member_uuid FROM outbox
        WHERE event_type = 'membership.erasure.completed' AND payload -> 'data' ->> 'requestId' = $1`,
      [requestId],
    );
    for (const row of rows) {
      await ErasureRepository.forgetPublishedEvents(manager, {
        memberUuid: row.member_uuid,
        strong: row.erase ?? [],
        weak: row.names ?? [],
      });
    }
    await manager.query(
      `DELETE FROM outbox WHERE event_type = 'membership.erasure.completed' AND published_at IS NOT NULL
          AND payload -> 'data' ->> 'requestId' = $1`,
      [requestId],
    );
  }

  /** Records one service's confirmation once; answers how many of `services` have confirmed the request. */
  async confirm(manager: EntityManager, requestId: string, service: string, services: readonly string[]) {
    await manager.query(
      `INSERT INTO erasure_confirmations (request_id, service) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [requestId, service],
    );
    const rows = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM erasure_confirmations WHERE request_id = $1 AND service = ANY($2::text[])`,
      [requestId, services],
    );
    return rows[0]?.n ?? 0;
  }
}
