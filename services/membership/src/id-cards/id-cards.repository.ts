import { Injectable } from '@nestjs/common';
import { IdCardJobFailure, IdCardJobStatus, IdCardSource, MemberStatus } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { effectiveStatusCondition, likePattern } from '../members/members.repository';

/** A member with their newest card, as the list and the download read it. */
export interface MemberCardRow {
  id: string;
  member_id: string;
  first_name: string;
  last_name: string;
  status: MemberStatus;
  membership_end_date: Date | null;
  generated_at: Date | null;
  valid_until: Date | null;
  card_key: string | null;
  card_size: number | null;
  uploaded_at: Date | null;
}

/** Which card is the member's newest: generated or uploaded, whichever was made last. */
export function newestSource(row: Pick<MemberCardRow, 'generated_at' | 'uploaded_at'>): IdCardSource | null {
  if (row.generated_at && (!row.uploaded_at || row.generated_at.getTime() >= row.uploaded_at.getTime())) {
    return 'generated';
  }
  return row.uploaded_at ? 'uploaded' : null;
}

export interface CardListFilter {
  status?: string;
  search?: string;
  /** Bounds on the newest card's time: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
}

export interface IdCardJobRow {
  id: string;
  status: IdCardJobStatus;
  total: number;
  done: number;
  failed: IdCardJobFailure[];
  position: number;
  requested_by: string | null;
  /** Takeovers since the job last made progress. */
  attempts: number;
  /** Why the job stopped as a whole (status 'failed'), or the last such error while it is retried. */
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const CARD_COLUMNS = `
  m.id, m.member_id, m.first_name, m.last_name, m.status, m.membership_end_date,
  c.generated_at, c.valid_until, c.card_key, c.size AS card_size, m.id_card_uploaded_at AS uploaded_at`;
const NEWEST_CARD_AT = 'GREATEST(c.generated_at, m.id_card_uploaded_at)';

/** Queries of ID cards, generation jobs and the download count. */
@Injectable()
export class IdCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async listPage(
    filter: CardListFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: MemberCardRow[]; total: number }> {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions: string[] = [];
    if (filter.status) conditions.push(effectiveStatusCondition(filter.status, param, new Date()));
    if (filter.search) conditions.push(`m.search_text LIKE ${param(likePattern(filter.search))}`);
    if (filter.from) conditions.push(`${NEWEST_CARD_AT} >= ${param(filter.from)}`);
    if (filter.to) conditions.push(`${NEWEST_CARD_AT} < ${param(filter.to)}`);
    // effectiveStatusCondition names the columns bare; members is the only table holding them.
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const from = 'FROM members m LEFT JOIN id_cards c ON c.member_id = m.id';
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total ${from} ${where}`,
      params,
    );
    const rows = await this.dataSource.query<MemberCardRow[]>(
      `SELECT ${CARD_COLUMNS} ${from} ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${param(limit)} OFFSET ${param(offset)}`,
      params,
    );
    return { rows, total };
  }

  async cardOf(memberUuid: string): Promise<MemberCardRow | null> {
    const rows = await this.dataSource.query<MemberCardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM members m LEFT JOIN id_cards c ON c.member_id = m.id WHERE m.id = $1`,
      [memberUuid],
    );
    return rows[0] ?? null;
  }

  async saveGenerated(memberUuid: string, key: string, size: number, validUntil: Date | null): Promise<Date> {
    const [row] = await this.dataSource.query<Array<{ generated_at: Date }>>(
      `INSERT INTO id_cards (member_id, card_key, size, source, generated_at, valid_until)
       VALUES ($1, $2, $3, 'generated', clock_timestamp(), $4)
       ON CONFLICT (member_id) DO UPDATE
         SET card_key = EXCLUDED.card_key, size = EXCLUDED.size, generated_at = EXCLUDED.generated_at,
             valid_until = EXCLUDED.valid_until
       RETURNING generated_at`,
      [memberUuid, key, size, validUntil],
    );
    return row.generated_at;
  }

  async countDownload(): Promise<void> {
    await this.dataSource.query(`UPDATE id_card_downloads SET count = count + 1 WHERE id = 1`);
  }

  /** Members, those with a generated card, those still without any card (pending applicants get none), downloads. */
  async stats(): Promise<{ total: number; generated: number; pending: number; downloads: number }> {
    const [row] = await this.dataSource.query<
      Array<{ total: number; generated: number; pending: number; downloads: number }>
    >(`
      SELECT count(*)::int AS total,
             count(c.member_id)::int AS generated,
             count(*) FILTER (WHERE m.status <> 'pending' AND c.member_id IS NULL AND m.id_card_key IS NULL)::int AS pending,
             (SELECT count FROM id_card_downloads WHERE id = 1)::int AS downloads
      FROM members m LEFT JOIN id_cards c ON c.member_id = m.id`);
    return row;
  }

  /**
   * A job over the given member refs in order, or over every non-pending member (oldest first); `alongside`
   * runs in the same transaction once the job is stored (the audit trail's row).
   */
  async createJob(
    jobId: string,
    requestedBy: string | null,
    memberRefs: string[] | 'all',
    alongside?: (manager: EntityManager, total: number) => Promise<void>,
  ): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO id_card_jobs (id, total, requested_by) VALUES ($1, 0, $2)`, [
        jobId,
        requestedBy,
      ]);
      if (memberRefs === 'all') {
        await manager.query(
          `INSERT INTO id_card_job_members (job_id, position, member_ref)
           SELECT $1, row_number() OVER (ORDER BY created_at, id), member_id FROM members WHERE status <> 'pending'`,
          [jobId],
        );
      } else {
        await manager.query(
          `INSERT INTO id_card_job_members (job_id, position, member_ref)
           SELECT $1, ord, ref FROM unnest($2::text[]) WITH ORDINALITY AS t(ref, ord)`,
          [jobId, memberRefs],
        );
      }
      const [rows] = await manager.query<[Array<{ total: number }>, number]>(
        `UPDATE id_card_jobs SET total = (SELECT count(*) FROM id_card_job_members WHERE job_id = $1)
         WHERE id = $1 RETURNING total`,
        [jobId],
      );
      await alongside?.(manager, rows[0].total);
      return rows[0].total;
    });
  }

  async job(jobId: string): Promise<IdCardJobRow | null> {
    const rows = await this.dataSource.query<IdCardJobRow[]>(`SELECT * FROM id_card_jobs WHERE id = $1`, [jobId]);
    return rows[0] ?? null;
  }

  /**
   * Takes a job to work on: a queued one, or one whose runner stopped renewing its heartbeat (a restart).
   * Null when another runner holds it or it is finished.
   */
  async claim(jobId: string, staleSeconds: number): Promise<IdCardJobRow | null> {
    const rows = await this.dataSource.query<[IdCardJobRow[], number]>(
      `UPDATE id_card_jobs SET status = 'running', heartbeat_at = now(), attempts = attempts + 1
       WHERE id = $1 AND finished_at IS NULL
         AND (status = 'queued' OR heartbeat_at < now() - make_interval(secs => $2))
       RETURNING *`,
      [jobId, staleSeconds],
    );
    return rows[0]?.[0] ?? null;
  }

  async staleJobIds(staleSeconds: number): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM id_card_jobs
       WHERE finished_at IS NULL AND heartbeat_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT 10`,
      [staleSeconds],
    );
    return rows.map((row) => row.id);
  }

  /** The next members of a job after a position, in order. */
  nextMembers(
    jobId: string,
    afterPosition: number,
    limit: number,
  ): Promise<Array<{ position: number; member_ref: string }>> {
    return this.dataSource.query(
      `SELECT position, member_ref FROM id_card_job_members
       WHERE job_id = $1 AND position > $2 ORDER BY position LIMIT $3`,
      [jobId, afterPosition, limit],
    );
  }

  /**
   * Members handled up to `position` (`handled` of them since the last call, in order): progress, the
   * heartbeat, and their failures. A position already recorded is not counted twice.
   */
  async recordProgress(
    jobId: string,
    position: number,
    handled: number,
    failures: readonly IdCardJobFailure[],
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE id_card_jobs
       SET done = done + $3, position = $2, heartbeat_at = now(), attempts = 0, failed = failed || $4::jsonb
       WHERE id = $1 AND position < $2`,
      [jobId, position, handled, JSON.stringify(failures)],
    );
  }

  /** Notes why a run of the job stopped; it is taken over again once its heartbeat is stale. */
  async recordStop(jobId: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE id_card_jobs SET error = $2 WHERE id = $1 AND finished_at IS NULL`, [
      jobId,
      error,
    ]);
  }

  /** Gives up on a job that failed as a whole too often: it ends as 'failed' with its last error. */
  async fail(jobId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE id_card_jobs SET status = 'failed', finished_at = now(), heartbeat_at = now(),
              error = coalesce(error, $2)
       WHERE id = $1 AND finished_at IS NULL`,
      [jobId, error],
    );
  }

  /** Marks the job completed in the caller's transaction (which also writes the event); false if already finished. */
  async finish(manager: EntityManager, jobId: string): Promise<IdCardJobRow | null> {
    const rows = await manager.query<[IdCardJobRow[], number]>(
      `UPDATE id_card_jobs SET status = 'completed', finished_at = now(), heartbeat_at = now()
       WHERE id = $1 AND finished_at IS NULL RETURNING *`,
      [jobId],
    );
    return rows[0]?.[0] ?? null;
  }
}
