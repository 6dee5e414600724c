import type { MemberActivityEntry, Scheme } from '../../api/members';
import memberDetail from '../../i18n/locales/en/admin/member-detail.json';
import layoutEnglish from '../../i18n/locales/en/admin/layout.json';
import memberEnglish from '../../i18n/locales/en/member.json';
import { adminSchemeName, type AdminLayoutTexts } from '../../i18n/admin-layout';
import type { AdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { memberStatusText, type MemberTexts } from '../../i18n/member';
import { translateWith } from '../../i18n/texts';
import { formatDate, formatRupees } from '../../lib/format';

export interface ActivityEntry {
  key: string;
  at: string;
  title: string;
  detail?: string;
  tone: 'blue' | 'green' | 'red' | 'amber' | 'grey';
}

/** The texts the log is written with: the page's, the admin layout's (schemes) and the member's (statuses). */
export interface ActivityTexts {
  t: AdminMemberDetailTexts;
  layout: AdminLayoutTexts;
  member: MemberTexts;
}

/** English, for callers outside React (and the log's own specs). */
const ENGLISH: ActivityTexts = {
  t: translateWith('adminMemberDetail', memberDetail, 'en'),
  layout: translateWith('adminLayout', layoutEnglish, 'en'),
  member: translateWith('member', memberEnglish, 'en'),
};

const TONES: Record<MemberActivityEntry['kind'], ActivityEntry['tone']> = {
  registered: 'blue',
  imported: 'blue',
  approved: 'green',
  rejected: 'red',
  returned_to_pending: 'amber',
  photo_uploaded: 'blue',
  photo_removed: 'grey',
  id_card_uploaded: 'blue',
  id_card_removed: 'grey',
  document_uploaded: 'blue',
  document_deleted: 'grey',
  schemes_changed: 'blue',
  details_updated: 'grey',
  status_changed: 'amber',
  renewal_requested: 'amber',
  renewal_completed: 'green',
  renewal_declined: 'red',
};

/** What the entry says about the change itself, before who made it. */
function what(entry: MemberActivityEntry, { t, layout, member }: ActivityTexts): string | undefined {
  const d = entry.details ?? {};
  const schemes = (list: Scheme[] | undefined) =>
    (list ?? []).map((s) => (s in layoutEnglish.schemes ? adminSchemeName(layout, s) : s)).join(', ');
  const statusLabel = (status: string | undefined) => memberStatusText(member, status) ?? status ?? '';
  const documentLabel = (type: string | undefined) =>
    type && type in memberDetail.documentTypes
      ? t(`documentTypes.${type as keyof typeof memberDetail.documentTypes}`)
      : type;
  switch (entry.kind) {
    case 'registered':
    case 'imported':
      return d.memberId ? t('activity.memberId', { id: d.memberId }) : undefined;
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
        d.added?.length ? t('activity.optedInto', { schemes: schemes(d.added) }) : '',
        d.removed?.length ? t('activity.optedOutOf', { schemes: schemes(d.removed) }) : '',
      ]
        .filter(Boolean)
        .join('; ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    case 'details_updated':
      return (d.fields ?? [])
        .map((field) =>
          field in memberDetail.activity.fields
            ? t(`activity.fields.${field as keyof typeof memberDetail.activity.fields}`)
            : field,
        )
        .join(', ');
    case 'status_changed':
      return `${statusLabel(d.from)} → ${statusLabel(d.to)}`;
    case 'returned_to_pending':
      return d.reason?.trim() || undefined;
    case 'renewal_requested':
      return t('activity.renewalRequested', {
        amount: formatRupees(d.amount),
        // As the status reads in a sentence: 'expired' in English.
        status: d.statusWhenRequested ? statusLabel(d.statusWhenRequested).toLowerCase() : t('activity.unknownStatus'),
      });
    case 'renewal_completed':
      return t('activity.renewalCompleted', {
        amount: formatRupees(d.amount),
        date: formatDate(d.membershipEndDate) || t('activity.notSet'),
      });
    default:
      return undefined;
  }
}

/**
 * A member's activity log as the detail page shows it, newest first: each
 * change with what it was and who made it ('by you' for the admin reading it).
 */
export function buildMemberActivity(
  entries: MemberActivityEntry[],
  currentUserId?: string | null,
  texts: ActivityTexts = ENGLISH,
): ActivityEntry[] {
  const { t } = texts;
  const byWhom = (by: MemberActivityEntry['by']) => {
    if (!by) return '';
    if (by.id && currentUserId && by.id === currentUserId) return t('activity.byYou');
    if (by.type === 'member') return t('activity.byMember');
    return by.name ? t('activity.byName', { name: by.name }) : t('activity.byAdmin');
  };
  return entries
    .filter((entry) => TONES[entry.kind] && !Number.isNaN(new Date(entry.at).getTime()))
    .map((entry) => {
      const who = byWhom(entry.by);
      const reason = entry.details?.reason?.trim();
      let detail: string;
      if (entry.kind === 'rejected') {
        detail = t('activity.withReason', {
          who: who || t('activity.byAdmin'),
          reason: reason || t('activity.noReason'),
        });
      } else if (entry.kind === 'renewal_declined') detail = reason ? t('activity.withReason', { who, reason }) : who;
      else detail = [what(entry, texts), who].filter(Boolean).join(' · ');
      return {
        key: entry.id,
        at: entry.at,
        title: t(`activity.titles.${entry.kind}`),
        tone: TONES[entry.kind],
        ...(detail ? { detail } : {}),
      };
    })
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
}
