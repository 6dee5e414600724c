import member from './locales/en/member.json';
import { textsOf, type Translate } from './texts';
import { isFeeKind, type PaymentRecordKind, type Scheme } from '@portal/contracts/shapes';

/**
 * The member's screens' texts (issue 31): the header, the dashboard and its tabs, Make Payment, events, payment
 * history, profile settings and the offline card. English comes with the member layout's code, without i18next
 * (issue 30); Kannada with the other catalogues once ಕನ್ನಡ is chosen (texts.ts).
 */
export const useMemberTexts = textsOf('member', member);

export type MemberTexts = Translate<typeof member>;

export { useCommonTexts } from './common-texts';

/** A scheme's name in the shown language (ESI and Postal as they are known, Kutumba Barosa as ಕುಟುಂಬ ಭರೋಸೆ). */
export const schemeName = (t: MemberTexts, scheme: Scheme): string => t(`schemes.${scheme}`);

/** A member status in the shown language; one the catalogue does not know, as the API names it. */
export function memberStatusText(t: MemberTexts, status: string | null | undefined): string | undefined {
  const value = (status ?? '').toLowerCase();
  return value in member.memberStatus ? t(`memberStatus.${value as keyof typeof member.memberStatus}`) : undefined;
}

/** A notification's type in the shown language (a member sees general, renewal reminder and payment due). */
export function notificationTypeName(t: MemberTexts, type: string): string | undefined {
  return type in member.notificationTypes
    ? t(`notificationTypes.${type as keyof typeof member.notificationTypes}`)
    : undefined;
}

/** What a payment is for, as contracts' paymentLabel names it, in the shown language: a scheme or a fee's kind. */
export function paymentName(t: MemberTexts, schemeOrKind: string | null | undefined): string {
  if (!schemeOrKind) return '';
  if (isFeeKind(schemeOrKind)) return t(`feeKinds.${schemeOrKind}`);
  return schemeOrKind in member.schemes ? schemeName(t, schemeOrKind as Scheme) : schemeOrKind;
}

/** A record's label (contracts' recordLabel): its scheme for dues, its kind for a fee. */
export const recordName = (t: MemberTexts, record: { kind?: PaymentRecordKind | null; scheme: string | null }) =>
  paymentName(t, record.kind && record.kind !== 'scheme_dues' ? record.kind : record.scheme);

/** A payment status (pending, paid, overdue, no_record) in the shown language; an unknown one as it came. */
export function paymentStatusName(t: MemberTexts, status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  if (value in member.paymentStatus) return t(`paymentStatus.${value as keyof typeof member.paymentStatus}`);
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '—';
}

/**
 * A text with one placeholder drawn as an element (a bold month): the text split around `name`, so the words
 * before and after it come from the catalogue in either language.
 */
export function splitAround(t: MemberTexts, key: Parameters<MemberTexts>[0], name: string): [string, string] {
  const marker = '\u0001';
  const [before = '', after = ''] = t(key, { [name]: marker }).split(marker);
  return [before, after];
}

/**
 * A scheme's description as the settings hold it: the one the portal starts with (payments' first migration) in
 * the shown language; one an admin wrote, as written.
 */
export function schemeDescription(t: MemberTexts, scheme: Scheme, description: string): string {
  return description === member.schemeDescriptions[scheme] ? t(`schemeDescriptions.${scheme}`) : description;
}
