import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, Language, todayInIndia, validThroughOf } from '@portal/contracts';
import { effectiveStatusSql, MembershipColumns, MemberProjection, MemberSnapshot } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';

/** This service's copy of a member: what audiences are chosen by and what an e-mail needs. */
export interface NoticeMember {
  id: string;
  memberCode: string;
  name: string;
  email: string | null;
  /** The member's language (issue 31): their reminders, notices and e-mails are written in it. */
  language: Language;
}

interface NoticeMemberRow {
  id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  deleted_at: Date | null;
  language: string;
}

/** Who an audience names; `all` is every member who can sign in (active or expired). */
export type AudienceFilter =
  | { audience: 'all' }
  | { audience: 'status'; status: string }
  | { audience: 'scheme'; scheme: string }
  | { audience: 'member'; memberId: string };

/** notice_members for the shared validity rule: past their last valid day, an active member is expired. */
const NOTICE_MEMBER_VALIDITY: MembershipColumns = { status: 'status', term: { validThrough: 'valid_through' } };

const toMember = (r: NoticeMemberRow): NoticeMember => ({
  id: r.id,
  memberCode: r.member_code,
  name: `${r.first_name} ${r.last_name}`.trim() || 'Member',
  email: r.email?.trim() || null,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
});

@Injectable()
export class NoticeMembersRepository implements MemberProjection {
  constructor(private readonly dataSource: DataSource) {}

  async upsert(manager: EntityManager, m: MemberSnapshot): Promise<void> {
    await manager.query(
      `INSERT INTO notice_members
         (id, member_code, first_name, last_name, email, status, opted_schemes, membership_end_date, valid_through,
          language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET
         member_code = EXCLUDED.member_code, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, status = EXCLUDED.status, opted_schemes = EXCLUDED.opted_schemes,
         membership_end_date = EXCLUDED.membership_end_date, valid_through = EXCLUDED.valid_through,
         language = EXCLUDED.language, updated_at = now()`,
      [
        m.id,
        m.memberId,
        m.firstName ?? '',
        m.lastName ?? '',
        m.email ?? null,
        m.status,
        Array.isArray(m.optedSchemes) ? m.optedSchemes : [],
        m.membershipEndDate ?? null,
        validThroughOf(m),
        isLanguage(m.language) ? m.language : DEFAULT_LANGUAGE,
      ],
    );
  }

  /** Deleted members keep their row (their past notifications stay theirs) but are no one's audience. */
  async markDeleted(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE notice_members SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /** The member, deleted or not; undefined when membership's events have not told us of them. */
  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<NoticeMember | undefined> {
    const rows: NoticeMemberRow[] = await manager.query(
      `SELECT id, member_code, first_name, last_name, email, deleted_at, language FROM notice_members WHERE id = $1`,
      [id],
    );
    return rows[0] && !rows[0].deleted_at ? toMember(rows[0]) : undefined;
  }

  /** Whether membership has told us of the member at all (a deleted one included). */
  async known(id: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM notice_members WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * Every member in the portal (not deleted) counted by what an audience is chosen by, as of `now`'s India day:
   * effective status, whether opted into `scheme`, whether they have an e-mail address.
   */
  async breakdown(
    manager: EntityManager,
    scheme: string | null,
    now = new Date(),
  ): Promise<Array<{ status: string; in_scheme: boolean; has_email: boolean; count: number }>> {
    return manager.query(
      `SELECT ${effectiveStatusSql(NOTICE_MEMBER_VALIDITY, '$1')} AS status,
              COALESCE($2 = ANY (opted_schemes), false) AS in_scheme,
              COALESCE(btrim(email), '') <> '' AS has_email,
              count(*)::int AS count
       FROM notice_members WHERE deleted_at IS NULL GROUP BY 1, 2, 3`,
      [todayInIndia(now), scheme],
    );
  }

  /** The members an audience names at `now` (their statuses as of that India day), in member-id order. */
  async audience(manager: EntityManager, filter: AudienceFilter, now = new Date()): Promise<NoticeMember[]> {
    const where: string[] = ['deleted_at IS NULL'];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const effectiveStatus = () => effectiveStatusSql(NOTICE_MEMBER_VALIDITY, param(todayInIndia(now)));
    switch (filter.audience) {
      case 'all':
        where.push(`${effectiveStatus()} IN ('active', 'expired')`);
        break;
      case 'status':
        where.push(`${effectiveStatus()} = ${param(filter.status)}`);
        break;
      case 'scheme':
        where.push(`${param(filter.scheme)} = ANY (opted_schemes)`, `${effectiveStatus()} IN ('active', 'expired')`);
        break;
      case 'member':
        where.push(`id = ${param(filter.memberId)}`);
        break;
    }
    const rows: NoticeMemberRow[] = await manager.query(
      `SELECT id, member_code, first_name, last_name, email, deleted_at, language FROM notice_members
       WHERE ${where.join(' AND ')} ORDER BY member_code, id`,
      params,
    );
    return rows.map(toMember);
  }
}
