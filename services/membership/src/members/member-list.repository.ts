import { EXPIRING_WITHIN_DAYS, MemberListFilterName, MemberListSort, SortOrder, todayInIndia } from '@portal/contracts';
import { effectiveStatusIsSql, membershipExpiringSql } from '@portal/platform';
import { MEMBER_VALIDITY } from './member.entity';

/**
 * The member list's order and its validity and dues filters as SQL over the members table (columns bare), for
 * MembersRepository.listPage. Every order ends in the uuid, so pages never repeat or lose a member; each has an
 * index of its own (migration MemberListSorts).
 */
export interface ListOrder {
  /** The sort key: an expression over members, selected as `k` in the page's subquery. */
  key: string;
  direction: 'ASC' | 'DESC';
  /** Whether the key is unique by itself (member id), so the uuid tie-break is left out. */
  unique: boolean;
}

const SORT_KEYS: Record<MemberListSort, { key: string; unique: boolean }> = {
  name: { key: 'name_sort', unique: false },
  memberId: { key: 'member_id', unique: true },
  status: { key: 'status', unique: false },
  // Postgres sorts NULL as the largest: no end date (never lapses) comes last going up, first going down.
  endDate: { key: 'membership_end_date', unique: false },
  joined: { key: 'created_at', unique: false },
};

/** The list's order: newest first without a sort; ascending unless `order` says otherwise. */
export function listOrder(sort: MemberListSort | undefined, order: SortOrder | undefined): ListOrder {
  if (!sort) return { key: 'created_at', direction: order === 'asc' ? 'ASC' : 'DESC', unique: false };
  return { ...SORT_KEYS[sort], direction: order === 'desc' ? 'DESC' : 'ASC' };
}

/** `ORDER BY` of the order, naming its key and uuid columns as the statement has them. */
export function orderBySql(order: ListOrder, keyColumn: string, idColumn: string): string {
  return `ORDER BY ${keyColumn} ${order.direction}${order.unique ? '' : `, ${idColumn} ${order.direction}`}`;
}

/** The filter's condition over the members table (bare columns; `members.id` for the row's uuid). */
export function listFilterCondition(
  filter: MemberListFilterName,
  param: (value: unknown) => string,
  now: Date,
): string {
  const today = () => param(todayInIndia(now));
  const expired = () => effectiveStatusIsSql(MEMBER_VALIDITY, 'expired', today, param);
  const expiring = () => membershipExpiringSql(MEMBER_VALIDITY, today(), param(EXPIRING_WITHIN_DAYS));
  switch (filter) {
    case 'expiring':
      return expiring();
    case 'expired':
      return expired();
    case 'renewalDue':
      return `(${expiring()} OR ${expired()})`;
    case 'noValidity':
      return 'membership_end_date IS NULL';
    case 'overdueDues':
      return `EXISTS (SELECT 1 FROM member_dues_records d
                      WHERE d.member_id = members.id AND d.overdue_since IS NOT NULL AND d.paid_at IS NULL)`;
  }
}
