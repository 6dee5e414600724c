import { Injectable } from '@nestjs/common';
import { DataCopyDto } from '@portal/contracts';
import { EntityManager } from 'typeorm';

export interface DataCopyRow {
  id: string;
  member_id: string;
  requested_by: 'member' | 'admin';
  requested_by_id: string;
  state: 'preparing' | 'ready' | 'failed';
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  file_key: string | null;
  size: string | null;
}

const COLUMNS = `id, member_id, requested_by, requested_by_id, state, requested_at, ready_at, expires_at, file_key, size`;

/** A copy as the member sees it: a ready one past its expiry is 'expired'. */
export function toDataCopyDto(row: DataCopyRow, now = new Date()): DataCopyDto {
  const expired = row.state === 'ready' && row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
  return {
    id: row.id,
    memberId: row.member_id,
    state: expired ? 'expired' : row.state,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    size: row.size === null ? null : Number(row.size),
  };
}

/** The data_copies table (issue 32). */
@Injectable()
export class DataCopiesRepository {
  async insert(
    db: EntityManager,
    copy: { memberId: string; requestedBy: 'member' | 'admin'; requestedById: string },
  ): Promise<DataCopyRow> {
    const rows: DataCopyRow[] = await db.query(
      `INSERT INTO data_copies (member_id, requested_by, requested_by_id) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [copy.memberId, copy.requestedBy, copy.requestedById],
    );
    return rows[0];
  }

  async byId(db: EntityManager, id: string): Promise<DataCopyRow | null> {
    const rows: DataCopyRow[] = await db.query(`SELECT ${COLUMNS} FROM data_copies WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async forMember(db: EntityManager, memberId: string): Promise<DataCopyRow[]> {
    return db.query(`SELECT ${COLUMNS} FROM data_copies WHERE member_id = $1 ORDER BY requested_at DESC, id DESC`, [
      memberId,
    ]);
  }

  async markReady(
    db: EntityManager,
    id: string,
    ready: { fileKey: string; size: number; readyAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      `UPDATE data_copies SET state = 'ready', file_key = $2, size = $3, ready_at = $4, expires_at = $5 WHERE id = $1`,
      [id, ready.fileKey, ready.size, ready.readyAt, ready.expiresAt],
    );
  }

  async markFailed(db: EntityManager, id: string, failure: string): Promise<void> {
    await db.query(`UPDATE data_copies SET state = 'failed', failure = $2 WHERE id = $1`, [id, failure.slice(0, 500)]);
  }

  /**
   * Copies still 'preparing' since before `startedBefore`: their build was cut off (the service stopped or
   * crashed). They become 'failed', so they neither read as being prepared for ever nor block the next copy;
   * answers their ids (a half-written ZIP may be stored under each).
   */
  async failInterrupted(db: EntityManager, startedBefore: Date): Promise<string[]> {
    const rows: { id: string }[] = await db.query(
      `WITH cut AS (
         UPDATE data_copies SET state = 'failed', failure = 'interrupted: the service stopped while it was prepared'
         WHERE state = 'preparing' AND requested_at < $1 RETURNING id)
       SELECT id FROM cut`,
      [startedBefore],
    );
    return rows.map((r) => r.id);
  }

  /** Ready copies past their expiry whose ZIP is still stored: their keys, cleared in the same statement. */
  async takeExpiredFiles(db: EntityManager, now: Date): Promise<string[]> {
    // Through a CTE, so the answer is the rows (TypeORM answers an UPDATE with [rows, count]).
    const rows: { file_key: string }[] = await db.query(
      `WITH taken AS (
         UPDATE data_copies d SET file_key = NULL FROM (
           SELECT id, file_key FROM data_copies WHERE file_key IS NOT NULL AND expires_at <= $1 FOR UPDATE
         ) old WHERE d.id = old.id RETURNING old.file_key)
       SELECT file_key FROM taken`,
      [now],
    );
    return rows.map((r) => r.file_key);
  }

  /** Deletes every copy of the member (their erasure); answers the keys of the ZIPs still stored. */
  async forgetMember(db: EntityManager, memberId: string): Promise<string[]> {
    const rows: { file_key: string }[] = await db.query(
      `WITH gone AS (DELETE FROM data_copies WHERE member_id = $1 RETURNING file_key)
       SELECT file_key FROM gone WHERE file_key IS NOT NULL`,
      [memberId],
    );
    return rows.map((r) => r.file_key);
  }
}
