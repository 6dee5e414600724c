import type { MemberDocumentType, MemberStatus } from '@portal/contracts/shapes';

/** How the screens name each member status; the statuses themselves are the contracts' list. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  pending: 'Pending',
  suspended: 'Suspended',
};

/** How the screens name each member document type (spec part 2 §3). */
export const MEMBER_DOCUMENT_TYPE_LABELS: Record<MemberDocumentType, string> = {
  id_proof: 'ID Proof',
  address_proof: 'Address Proof',
  certificate: 'Certificate',
  other: 'Other',
};
