/**
 * ID cards, their generation jobs and the public verification as they cross the wire
 * (spec part 1 §2 ID Cards page, §3 ID cards). No decorators or Node modules: the web imports this file.
 */
import type { MemberStatus } from './member.shapes';

/** Where a member's newest card came from: made by the portal or uploaded by an admin. */
export const IdCardSources = ['generated', 'uploaded'] as const;
export type IdCardSource = (typeof IdCardSources)[number];

/** One row of the /id-cards list and of the id-cards report. Dates are ISO timestamps. */
export interface IdCardListItem {
  memberId: string;
  name: string;
  status: MemberStatus;
  hasCard: boolean;
  generatedAt: string | null;
  /** What the newest card says (null without a card). */
  validUntil: string | null;
  /** The member's own membership end date now (null: no validity, a new card would read 'Not Set'). */
  membershipEndDate: string | null;
  source: IdCardSource | null;
}

export interface ListIdCardsAnswer {
  items: IdCardListItem[];
  total: number;
  page: number;
  limit: number;
}

/** Body of POST /api/id-cards/generate: the chosen members, or every member. */
export interface GenerateIdCardsFields {
  memberIds?: string[];
  all?: boolean;
}

export interface GenerateIdCardsAnswer {
  jobId: string;
}

export const IdCardJobStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type IdCardJobStatus = (typeof IdCardJobStatuses)[number];

export interface IdCardJobFailure {
  memberId: string;
  error: string;
}

/** GET /api/id-cards/jobs/{jobId}. */
export interface IdCardJobAnswer {
  jobId: string;
  status: IdCardJobStatus;
  total: number;
  done: number;
  failed: IdCardJobFailure[];
  /** Why a job with status 'failed' stopped as a whole (per-member failures are in `failed`). */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** GET /api/id-cards/stats. */
export interface IdCardStatsAnswer {
  totalMembers: number;
  generated: number;
  pendingGeneration: number;
  downloads: number;
}

/**
 * GET /api/verify/{memberId}?sig=: only what the public verification page shows. `photoUrl` is a
 * signed public path to the member's photo, or null.
 */
export interface VerifyMemberAnswer {
  memberId: string;
  name: string;
  status: MemberStatus;
  validUntil: string | null;
  photoUrl: string | null;
}

/** What GET /api/id-cards/public-keys answers: every key a printed card may be signed with. */
export interface CardPublicKeyDto {
  kid: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
  /** Whether new cards are signed with this key (older keys stay to check cards printed before a rotation). */
  current: boolean;
  createdAt: string;
}

export interface CardPublicKeysAnswer {
  keys: CardPublicKeyDto[];
}
