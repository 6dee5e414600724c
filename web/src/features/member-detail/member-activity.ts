import type { Member, RenewalRequest } from '../../api/members';
import { formatRupees } from '../../lib/format';

export interface ActivityEntry {
  key: string;
  at: string;
  title: string;
  detail?: string;
  tone: 'blue' | 'green' | 'red' | 'amber' | 'grey';
}

const time = (value: string) => new Date(value).getTime();
const valid = (value: string | null | undefined): value is string => Boolean(value) && !Number.isNaN(time(value!));

/** How long after creation an update counts as a real later change (not the create itself). */
const SAME_MOMENT_MS = 60_000;

/**
 * The facts the member record itself carries, as a newest-first log: registration, approval or
 * rejection, renewal requests and the latest change. Replaces the spec's placeholder text.
 */
export function buildMemberActivity(
  member: Member,
  renewals: RenewalRequest[],
  currentUserId?: string | null,
): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  const byWhom = (adminId: string | null | undefined) =>
    adminId && currentUserId && adminId === currentUserId ? 'by you' : 'by an administrator';

  if (valid(member.createdAt)) {
    const detail = `Member ID ${member.memberId}`;
    entries.push({ key: 'created', at: member.createdAt, title: 'Registered', detail, tone: 'blue' });
  }
  if (valid(member.approvedAt)) {
    const detail = byWhom(member.approvedBy);
    entries.push({ key: 'approved', at: member.approvedAt, title: 'Application approved', detail, tone: 'green' });
  }
  if (valid(member.rejectedAt)) {
    entries.push({
      key: 'rejected',
      at: member.rejectedAt,
      title: 'Application rejected',
      detail: `${byWhom(member.rejectedBy)}. Reason: ${member.rejectionReason?.trim() || 'none given'}`,
      tone: 'red',
    });
  }
  for (const request of renewals) {
    if (!valid(request.createdAt)) continue;
    entries.push({
      key: `renewal-${request.id}`,
      at: request.createdAt,
      title: 'Renewal requested',
      detail: `${formatRupees(request.renewalAmount)} while ${request.currentStatus}; request ${request.status}`,
      tone: 'amber',
    });
  }
  const updatedAt = member.updatedAt;
  if (valid(updatedAt)) {
    const latest = Math.max(...entries.map((entry) => time(entry.at)), 0);
    // Only worth a line when the last change is not the creation or one of the events above.
    if (time(updatedAt) - latest > SAME_MOMENT_MS) {
      entries.push({ key: 'updated', at: updatedAt, title: 'Details updated', tone: 'grey' });
    }
  }
  return entries.sort((a, b) => time(b.at) - time(a.at));
}
