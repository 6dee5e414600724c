import type { MemberActivityEntry, MemberDocumentType, Scheme } from '../../api/members';
import { SchemeLabels } from '@portal/contracts/shapes';
import { formatDate, formatRupees } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';

export interface ActivityEntry {
  key: string;
  at: string;
  title: string;
  detail?: string;
  tone: 'blue' | 'green' | 'red' | 'amber' | 'grey';
}

const SCHEME_LABELS: Record<Scheme, string> = SchemeLabels;
const DOCUMENT_LABELS: Record<MemberDocumentType, string> = {
  id_proof: 'ID Proof',
  address_proof: 'Address Proof',
  certificate: 'Certificate',
  other: 'Other',
};
/** The member form's labels, for "Details updated". */
const FIELD_LABELS: Record<string, string> = {
  memberId: 'Member ID',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  alternatePhone: 'Alternate phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  studioName: 'Studio name',
  businessType: 'Business type',
  experienceYears: 'Experience',
  aadharNumber: 'Aadhar number',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
  emergencyContactRelation: 'Emergency contact relation',
  referredBy: 'Referred by',
  additionalInfo: 'Additional information',
  membershipStartDate: 'Membership start date',
  membershipEndDate: 'Membership end date',
};

const statusLabel = (status: string | undefined) =>
  MEMBER_STATUS_LABELS[status as keyof typeof MEMBER_STATUS_LABELS] ?? status ?? '';
const schemes = (list: Scheme[] | undefined) => (list ?? []).map((s) => SCHEME_LABELS[s] ?? s).join(', ');
const documentLabel = (type: string | undefined) => DOCUMENT_LABELS[type as MemberDocumentType] ?? type;

const TITLES: Record<MemberActivityEntry['kind'], { title: string; tone: ActivityEntry['tone'] }> = {
  registered: { title: 'Registered', tone: 'blue' },
  imported: { title: 'Imported', tone: 'blue' },
  approved: { title: 'Application approved', tone: 'green' },
  rejected: { title: 'Application rejected', tone: 'red' },
  returned_to_pending: { title: 'Returned to pending', tone: 'amber' },
  photo_uploaded: { title: 'Photo uploaded', tone: 'blue' },
  photo_removed: { title: 'Photo removed', tone: 'grey' },
  id_card_uploaded: { title: 'ID card uploaded', tone: 'blue' },
  id_card_removed: { title: 'ID card removed', tone: 'grey' },
  document_uploaded: { title: 'Document uploaded', tone: 'blue' },
  document_deleted: { title: 'Document deleted', tone: 'grey' },
  schemes_changed: { title: 'Schemes changed', tone: 'blue' },
  details_updated: { title: 'Details updated', tone: 'grey' },
  status_changed: { title: 'Status changed', tone: 'amber' },
  renewal_requested: { title: 'Renewal requested', tone: 'amber' },
  renewal_completed: { title: 'Renewal completed', tone: 'green' },
  renewal_declined: { title: 'Renewal declined', tone: 'red' },
};

/** What the entry says about the change itself, before who made it. */
function what(entry: MemberActivityEntry): string | undefined {
  const d = entry.details ?? {};
  switch (entry.kind) {
    case 'registered':
    case 'imported':
      return d.memberId ? `Member ID ${d.memberId}` : undefined;
    case 'photo_uploaded':
    case 'photo_removed':
    case 'id_card_uploaded':
    case 'id_card_removed':
      return d.fileName || undefined;
    case 'document_uploaded':
    case 'document_deleted':
      return [d.fileName, d.documentType ? `(${documentLabel(d.documentType)})` : ''].filter(Boolean).join(' ');
    case 'schemes_changed': {
      const text = [
        d.added?.length ? `opted into ${schemes(d.added)}` : '',
        d.removed?.length ? `opted out of ${schemes(d.removed)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    case 'details_updated':
      return (d.fields ?? []).map((field) => FIELD_LABELS[field] ?? field).join(', ');
    case 'status_changed':
      return `${statusLabel(d.from)} → ${statusLabel(d.to)}`;
    case 'returned_to_pending':
      return d.reason?.trim() || undefined;
    case 'renewal_requested':
      return `${formatRupees(d.amount)} while ${d.statusWhenRequested ?? 'unknown'}`;
    case 'renewal_completed':
      return `Paid ${formatRupees(d.amount)}; valid until ${formatDate(d.membershipEndDate) || 'Not set'}`;
    default:
      return undefined;
  }
}

/**
 * A member's activity log as the detail page shows it, newest first: each
 * change with what it was and who made it ('by you' for the admin reading it).
 */
export function buildMemberActivity(entries: MemberActivityEntry[], currentUserId?: string | null): ActivityEntry[] {
  const byWhom = (by: MemberActivityEntry['by']) => {
    if (!by) return '';
    if (by.id && currentUserId && by.id === currentUserId) return 'by you';
    if (by.type === 'member') return 'by the member';
    return by.name ? `by ${by.name}` : 'by an administrator';
  };
  return entries
    .filter((entry) => TITLES[entry.kind] && !Number.isNaN(new Date(entry.at).getTime()))
    .map((entry) => {
      const who = byWhom(entry.by);
      const reason = entry.details?.reason?.trim();
      let detail: string;
      if (entry.kind === 'rejected') detail = `${who || 'by an administrator'}. Reason: ${reason || 'none given'}`;
      else if (entry.kind === 'renewal_declined') detail = reason ? `${who}. Reason: ${reason}` : who;
      else detail = [what(entry), who].filter(Boolean).join(' · ');
      return { key: entry.id, at: entry.at, ...TITLES[entry.kind], ...(detail ? { detail } : {}) };
    })
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
}
