import type { Scheme } from '@portal/contracts/shapes';
import { formatMonth, formatRelativeTime } from '../lib/format';
import layout from './locales/en/admin/layout.json';
import { areaTextsOf } from './area-texts';
import type { Language } from './language';
import type { Translate } from './texts';

/**
 * The admin layout's texts (issue 31): sidebar, header and account menu, and what every admin screen names the
 * same way (member statuses, schemes). English with the layout's code; Kannada downloaded when it is shown.
 */
export const useAdminLayoutTexts = areaTextsOf('adminLayout', layout, {
  kn: () => import('./locales/kn/admin/layout.json'),
});

export type AdminLayoutTexts = Translate<typeof layout>;

/** A member status in the shown language; one the catalogue does not know, as the API names it. */
export function adminStatusText(t: AdminLayoutTexts, status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  if (value in layout.status) return t(`status.${value as keyof typeof layout.status}`);
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '';
}

/** How a payment was made (contracts' PaymentMethodLabels) in the shown language; an unknown one as it came. */
export function adminPaymentMethod(t: AdminLayoutTexts, method: string | null | undefined): string {
  const value = method ?? '';
  return value in layout.paymentMethods ? t(`paymentMethods.${value as keyof typeof layout.paymentMethods}`) : value;
}

/** A scheme's name (ESI and Postal as they are known, Kutumba Barosa as ಕುಟುಂಬ ಭರೋಸೆ). */
export const adminSchemeName = (t: AdminLayoutTexts, scheme: Scheme): string => t(`schemes.${scheme}`);

const kannadaMonth = new Intl.DateTimeFormat('kn-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** YYYY-MM as charts label it: 'Nov 2026'; in Kannada Intl's kn-IN short month ('ನವೆಂ 2026'). */
export function monthIn(language: Language, yearMonth: string): string {
  if (language === 'en' || !/^\d{4}-\d{2}$/.test(yearMonth)) return formatMonth(yearMonth);
  return kannadaMonth.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago' in English (lib/format's words); in Kannada Intl's ('3 ಗಂಟೆಗಳ ಹಿಂದೆ'). */
export function relativeTimeIn(language: Language, value: string | null | undefined, now = new Date()): string {
  if (language === 'en' || !value) return formatRelativeTime(value, now);
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const found = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  if (!found) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'minute');
  return format.format(-Math.trunc(seconds / found[1]), found[0]);
}
