/**
 * Issue 32 "Erasure that keeps the books" and "The office's view": a member's data requests. Stored in membership's
 * data_requests (kind 'erasure' for now; the table is general). No decorators or Node modules: the web imports this.
 */

export const DataRequestKinds = ['erasure'] as const;
export type DataRequestKind = (typeof DataRequestKinds)[number];

/**
 * open: waiting for the office; completing: the admin completed it and the services are confirming; done: every
 * service confirmed; declined: the admin declined it with a reason.
 */
export const DataRequestStatuses = ['open', 'completing', 'done', 'declined'] as const;
export type DataRequestStatus = (typeof DataRequestStatuses)[number];

/** The services that confirm an erasure (each handles membership.erasure.completed once). */
export const ErasureServices = ['membership', 'identity', 'payments', 'content', 'notifications'] as const;
export type ErasureService = (typeof ErasureServices)[number];

/** What an erasure keeps, and why: shown to the member before they ask and to the admin before completing. */
export const ErasureKeeps: readonly string[] = [
  'Payment records and receipts (amounts, dates, receipt numbers) are kept for 7 years, as tax law requires, ' +
    'under a pseudonymous reference that no longer names the member.',
  'The audit trail keeps that a change was made, with the person replaced by the same pseudonymous reference.',
];

/** What an erasure means for the member (the confirmation they read). */
export const ErasureMeans: readonly string[] = [
  'Your membership ends.',
  'You can no longer sign in.',
  'Your profile, contact details, address, photographs, ID proof, documents, ID card, certificate, ' +
    'notifications and event sign-ups are deleted.',
  ...ErasureKeeps,
];

export interface ErasureConfirmationDto {
  service: ErasureService;
  confirmedAt: string;
}

export interface DataRequestDto {
  id: string;
  kind: DataRequestKind;
  /** The member's uuid. */
  memberId: string;
  status: DataRequestStatus;
  /** The member's note, if any. */
  note: string | null;
  createdAt: string;
  /** The policy's deadline for the office (createdAt plus DATA_REQUEST_DEADLINE_DAYS). */
  dueBy: string;
  /** Completed or declined: when and by which admin. */
  closedAt: string | null;
  closedBy: string | null;
  declineReason: string | null;
  /** The pseudonymous reference the kept payment records carry, once completed. */
  pseudonym: string | null;
  /** Each service's confirmation of the erasure; done when every one of ErasureServices has confirmed. */
  confirmations: ErasureConfirmationDto[];
  /** What will be kept and why. */
  keeps: readonly string[];
}

/** Body of POST /api/members/data-requests/erasure. */
export interface ErasureRequestFields {
  note?: string | null;
}

/** Body of POST /api/members/data-requests/{requestId}/decline. */
export interface DeclineDataRequestFields {
  reason: string;
}

/** One line of the office's view: correction, erasure and (once they exist) copy requests. */
export const DataRequestListKinds = ['correction', 'erasure', 'copy'] as const;
export type DataRequestListKind = (typeof DataRequestListKinds)[number];

/** The office's view groups each kind's own states under these. */
export const DataRequestListStates = ['open', 'completing', 'done', 'declined'] as const;
export type DataRequestListState = (typeof DataRequestListStates)[number];

export interface DataRequestListItemDto {
  id: string;
  kind: DataRequestListKind;
  /** The member's uuid, and their member id and name as the record holds them now (erased: the pseudonym). */
  memberUuid: string;
  memberId: string;
  memberName: string;
  state: DataRequestListState;
  /** The kind's detail: the correction's field, the erasure's pseudonym once completed. */
  detail: string | null;
  createdAt: string;
  dueBy: string;
  closedAt: string | null;
}

export const DataRequestMessages = {
  alreadyOpen: 'You already asked for erasure; the office will get back to you',
  reasonRequired: 'Give a reason the member will read',
} as const;
