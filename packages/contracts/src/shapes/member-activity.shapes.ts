/** A member's activity log on the admin member detail page (GET /api/members/{id}/activity). */

import type { Scheme } from './member.shapes';

export const MemberActivityKinds = [
  'registered',
  'imported',
  'approved',
  'rejected',
  'returned_to_pending',
  'photo_uploaded',
  'photo_removed',
  'id_card_uploaded',
  'id_card_removed',
  'document_uploaded',
  'document_deleted',
  'schemes_changed',
  'details_updated',
  'status_changed',
  'renewal_requested',
  'renewal_completed',
  'renewal_declined',
] as const;
export type MemberActivityKind = (typeof MemberActivityKinds)[number];

/** Who did it: an admin (with their name when the gateway could look it up), the member, or nobody in particular. */
export interface MemberActivityActor {
  type: 'admin' | 'member' | 'system';
  id: string | null;
  name: string | null;
}

/** What an entry says beyond its kind; each kind fills the fields it has. */
export interface MemberActivityDetails {
  /** registered: where the member came from. */
  source?: 'registration' | 'admin' | 'import' | null;
  memberId?: string;
  /** Files and documents. */
  fileName?: string;
  documentType?: string;
  /** schemes_changed. */
  added?: Scheme[];
  removed?: Scheme[];
  /** details_updated: the member fields that changed (MemberFields names). */
  fields?: string[];
  /** status_changed. */
  from?: string;
  to?: string;
  /** Renewals: the fee as a decimal string, the status when asked, the validity before and after. */
  amount?: string;
  statusWhenRequested?: string;
  previousEndDate?: string | null;
  membershipEndDate?: string | null;
  /** rejected, returned_to_pending, renewal_declined. */
  reason?: string | null;
}

export interface MemberActivityEntryDto {
  id: string;
  kind: MemberActivityKind;
  /** ISO timestamp. */
  at: string;
  by: MemberActivityActor | null;
  details: MemberActivityDetails;
}
