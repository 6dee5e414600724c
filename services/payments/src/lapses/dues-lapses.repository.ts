import { Injectable } from '@nestjs/common';
import { DuesLapseDecision, MemberStatus, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A member's unpaid (overdue) dues of one scheme, summed. */
export interface UnpaidDuesRow {
  member_id: string;
  scheme: Scheme;
  months_unpaid: number;
  amount_owed: string;
  /** YYYY-MM-01 of the oldest unpaid month. */
  first_unpaid: string | null;
  /** The oldest unpaid due, and when it was due. */
  record_id: string;
  due_date: Date;
}

export interface DuesLapseRow extends UnpaidDuesRow {
  member_code: string;
  first_name: string;
  last_name: string;
  status: MemberStatus;
  last_paid_month: string | null;
  warned_at: Date | null;
  decision: DuesLapseDecision | null;
  note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  total: string;
}

export interface DuesHistoryRow {
  member_id: string;
  scheme: Scheme;
  months_due: number;
  months_paid: number;
  months_unpaid: number;
  last_paid_month: string | null;
}

/** A scheme's dues of each member: unpaid ones are overdue records (a due not yet past its day is not unpaid). */
const UNPAID = `
  SELECT r.member_id, r.scheme, sum(r.period_months)::int AS months_unpaid, sum(r.amount)::text AS amount_owed,
         to_char(min(COALESCE(r.period_start, (r.due_date AT TIME ZONE 'Asia/Kolkata')::date)), 'YYYY-MM-01') AS first_unpaid,
         (array_agg(r.id ORDER BY r.due_date, r.id))[1] AS record_id, min(r.due_date) AS due_date
  FROM payment_records r
  WHERE r.kind = 'scheme_dues' AND r.status = 'overdue'
  GROUP BY r.member_id, r.scheme`;

/** The last month paid of the row's member and scheme, YYYY-MM. */
const LAST_PAID = (alias: string) => `(
  SELECT to_char(max(rm.month), 'YYYY-MM') FROM record_months rm
  JOIN payment_records p ON p.id = rm.record_id AND p.status = 'paid'
  WHERE rm.member_id = ${alias}.member_id AND rm.scheme = ${alias}.scheme)`;

/** Members long unpaid in a scheme (issue 33): the office's list, its warnings and its decisions. */
@Injectable()
export class DuesLapsesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Members on the register with `threshold` or more months unpaid in a scheme: undecided first, longest unpaid first. */
  async list(
    threshold: number,
    page: number,
    limit: number,
    only: { memberId: string; scheme: Scheme } | null = null,
  ): Promise<DuesLapseRow[]> {
    return this.dataSource.query(
      `WITH unpaid AS (${UNPAID} HAVING sum(r.period_months) >= $1)
       SELECT u.*, m.member_code, m.first_name, m.last_name, m.status, ${LAST_PAID('u')} AS last_paid_month,
              w.warned_at, d.decision, d.note, d.decided_by, d.decided_at, count(*) OVER () AS total
       FROM unpaid u
       JOIN payment_members m ON m.id = u.member_id AND m.deleted_at IS NULL
       LEFT JOIN LATERAL (
         SELECT min(warned_at) AS warned_at FROM dues_lapse_warnings w
         WHERE w.member_id = u.member_id AND w.scheme = u.scheme) w ON true
       LEFT JOIN LATERAL (
         SELECT decision, note, decided_by, decided_at FROM dues_lapse_decisions d
         WHERE d.member_id = u.member_id AND d.scheme = u.scheme ORDER BY d.decided_at DESC, d.id DESC LIMIT 1) d ON true
       WHERE ($4::uuid IS NULL OR u.member_id = $4) AND ($5::text IS NULL OR u.scheme = $5)
       ORDER BY (d.decision IS NOT NULL), u.months_unpaid DESC, m.first_name, m.last_name, u.member_id, u.scheme
       LIMIT $2 OFFSET $3`,
      [threshold, limit, (page - 1) * limit, only?.memberId ?? null, only?.scheme ?? null],
    );
  }

  /** One member's unpaid dues of one scheme, or null when none is unpaid. */
  async unpaidOf(memberId: string, scheme: Scheme): Promise<UnpaidDuesRow | null> {
    const rows: UnpaidDuesRow[] = await this.dataSource.query(
      `SELECT * FROM (${UNPAID}) u WHERE u.member_id = $1 AND u.scheme = $2`,
      [memberId, scheme],
    );
    return rows[0] ?? null;
  }

  /** Months due, paid and unpaid of each scheme the members have dues in. */
  async history(memberIds: string[]): Promise<DuesHistoryRow[]> {
    if (memberIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT r.member_id, r.scheme, sum(r.period_months)::int AS months_due,
              COALESCE(sum(r.period_months) FILTER (WHERE r.status = 'paid'), 0)::int AS months_paid,
              COALESCE(sum(r.period_months) FILTER (WHERE r.status = 'overdue'), 0)::int AS months_unpaid,
              ${LAST_PAID('r')} AS last_paid_month
       FROM payment_records r
       WHERE r.kind = 'scheme_dues' AND r.member_id = ANY ($1::uuid[])
       GROUP BY r.member_id, r.scheme
       ORDER BY r.member_id, r.scheme`,
      [memberIds],
    );
  }

  /** Active members with `threshold` or more months unpaid in a scheme not yet warned at that threshold. */
  async toWarn(threshold: number, limit: number): Promise<UnpaidDuesRow[]> {
    return this.dataSource.query(
      `SELECT u.* FROM (${UNPAID} HAVING sum(r.period_months) >= $1) u
       JOIN payment_members m ON m.id = u.member_id AND m.deleted_at IS NULL AND m.status = 'active'
       WHERE NOT EXISTS (
         SELECT 1 FROM dues_lapse_warnings w
         WHERE w.member_id = u.member_id AND w.scheme = u.scheme AND w.threshold = $1)
       ORDER BY u.due_date, u.member_id, u.scheme
       LIMIT $2`,
      [threshold, limit],
    );
  }

  /** The warning's row in the caller's transaction; false when it was sent meanwhile (never twice). */
  async claimWarning(manager: EntityManager, row: UnpaidDuesRow, threshold: number): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO dues_lapse_warnings (member_id, scheme, threshold, months_unpaid, record_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING
       RETURNING member_id`,
      [row.member_id, row.scheme, threshold, row.months_unpaid, row.record_id],
    );
    return inserted.length > 0;
  }

  async addDecision(
    manager: EntityManager,
    d: {
      memberId: string;
      scheme: Scheme;
      decision: DuesLapseDecision;
      note: string | null;
      monthsUnpaid: number;
      by: string;
    },
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO dues_lapse_decisions (member_id, scheme, decision, note, months_unpaid, decided_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [d.memberId, d.scheme, d.decision, d.note, d.monthsUnpaid, d.by],
    );
    return rows[0].id;
  }
}
