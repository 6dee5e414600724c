import { eventFamily, EventOf, EventTypesOf, MemberEventData, MembershipEvents } from '@portal/contracts';
import type { EntityManager } from 'typeorm';

/** One member as membership's events carry it. */
export type MemberSnapshot = MemberEventData['member'];

/** A service's own copy of the members it needs (payments, content), kept from membership's events. */
export interface MemberProjection {
  upsert(manager: EntityManager, member: MemberSnapshot): Promise<void>;
  markDeleted(manager: EntityManager, memberId: string): Promise<void>;
}

/** Every membership.member.* event, on one durable consumer so they are applied in stream order. */
export const MEMBER_EVENTS_FILTER = eventFamily(MembershipEvents.MemberCreated);

/** Any membership.member.* event: created, updated, approved, …, and a bulk import's chunk of members. */
export type MemberEvent = EventOf<EventTypesOf<typeof MEMBER_EVENTS_FILTER>>;

/** A membership.member.* event about one member (all but a bulk import's chunk): its data has `member`. */
export type MemberSnapshotEvent = Exclude<MemberEvent, { type: typeof MembershipEvents.MembersImported }>;

/**
 * Applies one membership.member.* event to a projection: an import's members
 * one by one, a deletion as a mark (the member's history stays), anything else
 * (created, updated, approved, rejected, renewed, expired) as the new snapshot.
 */
export async function applyMemberEvent(
  event: MemberEvent,
  manager: EntityManager,
  projection: MemberProjection,
): Promise<void> {
  if (event.type === MembershipEvents.MembersImported) {
    for (const member of event.data.members) await projection.upsert(manager, member);
    return;
  }
  const { member } = event.data;
  if (!member?.id) return;
  if (event.type === MembershipEvents.MemberDeleted) {
    await projection.markDeleted(manager, member.id);
    return;
  }
  await projection.upsert(manager, member);
}
