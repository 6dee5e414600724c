import { Injectable } from '@nestjs/common';
import { ConsentDto, ConsentPurpose } from '@portal/contracts';
import { EntityManager } from 'typeorm';

interface ConsentRow {
  id: string;
  purpose: ConsentPurpose;
  notice_version: string;
  given_at: Date;
  withdrawn_at: Date | null;
}

const toDto = (row: ConsentRow): ConsentDto => ({
  id: row.id,
  purpose: row.purpose,
  noticeVersion: row.notice_version,
  givenAt: row.given_at.toISOString(),
  withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
});

/** The consents table (issue 32): what a member agreed to, to which notice version, and when. */
@Injectable()
export class ConsentsRepository {
  async insert(
    manager: EntityManager,
    consent: { memberId: string; purpose: ConsentPurpose; noticeVersion: string },
  ): Promise<ConsentDto> {
    const rows: ConsentRow[] = await manager.query(
      `INSERT INTO consents (member_id, purpose, notice_version) VALUES ($1, $2, $3)
       RETURNING id, purpose, notice_version, given_at, withdrawn_at`,
      [consent.memberId, consent.purpose, consent.noticeVersion],
    );
    return toDto(rows[0]);
  }

  /** The member's consents, newest first. */
  async forMember(manager: EntityManager, memberId: string): Promise<ConsentDto[]> {
    const rows: ConsentRow[] = await manager.query(
      `SELECT id, purpose, notice_version, given_at, withdrawn_at FROM consents WHERE member_id = $1
       ORDER BY given_at DESC, id DESC`,
      [memberId],
    );
    return rows.map(toDto);
  }

  /** Marks every standing consent of the member withdrawn now (the rows stay, as the record of both). */
  async withdrawAll(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(`UPDATE consents SET withdrawn_at = now() WHERE member_id = $1 AND withdrawn_at IS NULL`, [
      memberId,
    ]);
  }
}
