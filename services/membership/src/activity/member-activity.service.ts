import { Injectable } from '@nestjs/common';
import { ActorDto, MemberActivityActor, MemberActivityEntryDto } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { findMember } from '../members/member-lookup';
import { requireAdmin } from '../members/membership.exception';
import { RenewalRequestEntity } from '../renewals/renewal-request.entity';
import { MemberActivityRepository } from './member-activity.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const admin = (id: string | null): MemberActivityActor | null => (id ? { type: 'admin', id, name: null } : null);

/**
 * Registration (or import: "Imported", issue 29), approval and rejection, as the member record carries them (also
 * for members older than the log).
 */
function recordFacts(m: MemberEntity): MemberActivityEntryDto[] {
  const imported = m.source === 'import';
  const entries: MemberActivityEntryDto[] = [
    {
      id: `${m.id}:${imported ? 'imported' : 'registered'}`,
      kind: imported ? 'imported' : 'registered',
      at: m.createdAt.toISOString(),
      by: null,
      details: { memberId: m.memberId, source: m.source },
    },
  ];
  if (m.approvedAt)
    entries.push({
      id: `${m.id}:approved`,
      kind: 'approved',
      at: m.approvedAt.toISOString(),
      by: admin(m.approvedBy),
      details: {},
    });
  if (m.rejectedAt)
    entries.push({
      id: `${m.id}:rejected`,
      kind: 'rejected',
      at: m.rejectedAt.toISOString(),
      by: admin(m.rejectedBy),
      details: { reason: m.rejectionReason },
    });
  return entries;
}

/** Each renewal request: when it was asked (by the member or an admin for them), and how it ended. */
function renewalFacts(m: MemberEntity, r: RenewalRequestEntity): MemberActivityEntryDto[] {
  const requester: MemberActivityActor | null = !r.requestedBy
    ? null
    : r.requestedBy === m.id
      ? { type: 'member', id: r.requestedBy, name: null }
      : admin(r.requestedBy);
  const entries: MemberActivityEntryDto[] = [
    {
      id: `${r.id}:requested`,
      kind: 'renewal_requested',
      at: r.createdAt.toISOString(),
      by: requester,
      details: { amount: r.renewalAmount, statusWhenRequested: r.currentStatus },
    },
  ];
  if (r.resolvedAt && r.status !== 'open') {
    const completed = r.status === 'completed';
    entries.push({
      id: `${r.id}:${r.status}`,
      kind: completed ? 'renewal_completed' : 'renewal_declined',
      at: r.resolvedAt.toISOString(),
      by: admin(r.resolvedBy),
      details: completed
        ? { amount: r.renewalAmount, previousEndDate: iso(r.previousEndDate), membershipEndDate: iso(r.newEndDate) }
        : { reason: r.declineReason },
    });
  }
  return entries;
}

/**
 * A member's activity log for the admin's member detail page, newest first:
 * the record's own facts, the renewal requests, and every change recorded in
 * member_activity (photo, ID card, documents, schemes, details, status), each
 * with who made it.
 */
@Injectable()
export class MemberActivityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: MemberActivityRepository,
  ) {}

  async list(idOrMemberId: string, actor: ActorDto): Promise<MemberActivityEntryDto[]> {
    requireAdmin(actor);
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    const [rows, renewals] = await Promise.all([
      this.activity.listOf(member.id),
      this.dataSource.manager.find(RenewalRequestEntity, { where: { memberId: member.id } }),
    ]);
    const logged: MemberActivityEntryDto[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: row.occurred_at.toISOString(),
      by: row.actor_type === 'system' ? null : { type: row.actor_type, id: row.actor_id, name: null },
      details: row.details ?? {},
    }));
    return [...recordFacts(member), ...renewals.flatMap((r) => renewalFacts(member, r)), ...logged].sort(
      (a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id),
    );
  }
}
