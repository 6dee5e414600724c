import { MemberStatuses, type MemberStatus } from '@portal/contracts/shapes';

/** How the screens name each member status; the statuses themselves are the contracts' list. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  pending: 'Pending',
  suspended: 'Suspended',
};

export const MEMBER_STATUS_OPTIONS: { value: MemberStatus; label: string }[] = MemberStatuses.map((value) => ({
  value,
  label: MEMBER_STATUS_LABELS[value],
}));
