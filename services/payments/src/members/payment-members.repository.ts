import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, isMembershipValidOn, Language, Scheme, validThroughOf } from '@portal/contracts';
import { MemberProjection, MembershipColumns, MemberSnapshot } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, memberNotFound } from '../payments.exception';

/** Payments' copy of a member: what search, the scheme view, dues and receipts need. */
export interface PaymentMember {
  id: string;
  memberCode: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: string;
  optedSchemes: Scheme[];
  membershipEndDate: Date | null;
  /** The last India day the membership is valid on (YYYY-MM-DD); null without an end date. */
  validThrough: string | null;
  /** The member's language (issue 31): the receipt their receipt e-mail attaches is drawn in it. */
  language: Language;
  deletedAt: Date | null;
}

interface PaymentMemberRow {
  id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: string;
  opted_schemes: Scheme[];
  membership_end_date: Date | null;
  /** valid_through as text: a date column would arrive as a Date at midnight in the server's zone. */
  valid_through_day: string | null;
  language: string;
  deleted_at: Date | null;
}

const toMember = (r: PaymentMemberRow): PaymentMember => ({
  id: r.id,
  memberCode: r.member_code,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  optedSchemes: r.opted_schemes,
  membershipEndDate: r.membership_end_date,
  validThrough: r.valid_through_day,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
  deletedAt: r.deleted_at,
});

export const memberName = (m: Pick<PaymentMember, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

/** Active for payments: not deleted, and their membership valid today (the shared rule, through the last valid day). */
export function isActiveMember(m: PaymentMember, now = new Date()): boolean {
  return !m.deletedAt && isMembershipValidOn(m, now);
}

/** payment_members (aliased `m`) for the shared validity rule's SQL. */
export const PAYMENT_MEMBER_VALIDITY: MembershipColumns = {
  status: 'm.status',
  term: { validThrough: 'm.valid_through' },
};

const MEMBER_COLUMNS = `*, to_char(valid_through, 'YYYY-MM-DD') AS valid_through_day`;

@Injectable()
export class PaymentMembersRepository implements MemberProjection {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts or refreshes the snapshot; a member marked deleted stays marked (their records stay listed). */
  async upsert(manager: EntityManager, m: MemberSnapshot): Promise<void> {
    await manager.query(
      `INSERT INTO payment_members
         (id, member_code, first_name, last_name, email, phone, status, opted_schemes, membership_end_date, valid_through,
          language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO UPDATE SET
         member_code = EXCLUDED.member_code, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, phone = EXCLUDED.phone, status = EXCLUDED.status,
         opted_schemes = EXCLUDED.opted_schemes,
         membership_end_date = EXCLUDED.membership_end_date, valid_through = EXCLUDED.valid_through,
         language = EXCLUDED.language, updated_at = now()`,
      [
        m.id,
        m.memberId,
        m.firstName,
        m.lastName,
        m.email,
        m.phone,
        m.status,
        m.optedSchemes ?? [],
        m.membershipEndDate ?? null,
        validThroughOf(m),
        // Older events carry no language: English, as membership's default.
        isLanguage(m.language) ? m.language : DEFAULT_LANGUAGE,
      ],
    );
  }

  /** Keeps the member and their payment history (financial records are kept 7 years). */
  async markDeleted(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE payment_members SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /** By uuid or member code (PHOTO0001); 404 when payments does not know the member. */
  async get(idOrCode: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentMember> {
    const rows: PaymentMemberRow[] = await manager.query(
      isUuid(idOrCode)
        ? `SELECT ${MEMBER_COLUMNS} FROM payment_members WHERE id = $1`
        : `SELECT ${MEMBER_COLUMNS} FROM payment_members WHERE member_code = upper($1) ORDER BY deleted_at NULLS FIRST LIMIT 1`,
      [idOrCode.trim()],
    );
    if (!rows[0]) throw memberNotFound();
    return toMember(rows[0]);
  }
}
