import { formatIndiaTimeKannada, shortMonthsLabel } from '@portal/contracts/rules';
import { formatDate, formatDateTime, formatTime } from '../lib/format';
import type { Language } from './language';

/** A time of day in Asia/Kolkata as the language says it: '06:30 pm' in English, 'ಸಂಜೆ 6:30' in Kannada. */
export function formatTimeIn(language: Language, value: Date | string | number | null | undefined): string {
  if (language === 'en') return formatTime(value);
  const english = formatTime(value);
  if (!english || value === null || value === undefined) return english;
  return formatIndiaTimeKannada(new Date(value));
}

const kannadaShortMonth = new Intl.DateTimeFormat('kn-IN', { month: 'short', timeZone: 'UTC' });
const monthDate = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`);

/**
 * A month (YYYY-MM or yyyy-mm-01), or `months` from it, as people read them: 'November 2026', 'ನವೆಂಬರ್ 2026'.
 * The contract's, which the receipts and statements print too.
 */
export { monthLabelIn } from '@portal/contracts/rules';

/**
 * A record's months as lists show them (contracts' shortMonthsLabel): 'Nov–Dec 2026 (Dec refunded)' in English;
 * in Kannada the same with Kannada month names and '(ಡಿಸೆಂ ಮರುಪಾವತಿಯಾಗಿದೆ)'. '' without months.
 */
export function shortMonthsLabelIn(
  language: Language,
  period: string | null | undefined,
  periodTo?: string | null,
  refunded: readonly string[] = [],
): string {
  if (language === 'en' || !period) return shortMonthsLabel(period, periodTo, refunded);
  const short = (month: string) => kannadaShortMonth.format(monthDate(month));
  const to = periodTo || period;
  const [fromYear, toYear] = [period.slice(0, 4), to.slice(0, 4)];
  const range =
    to.slice(0, 7) === period.slice(0, 7)
      ? `${short(period)} ${fromYear}`
      : fromYear === toYear
        ? `${short(period)}–${short(to)} ${toYear}`
        : `${short(period)} ${fromYear}–${short(to)} ${toYear}`;
  if (!refunded.length) return range;
  const oneYear = fromYear === toYear && refunded.every((m) => m.slice(0, 4) === fromYear);
  const months = [...refunded].sort().map((m) => (oneYear ? short(m) : `${short(m)} ${m.slice(0, 4)}`));
  return `${range} (${months.join(', ')} ಮರುಪಾವತಿಯಾಗಿದೆ)`;
}

/** dd/mm/yyyy and the time of day, as the language says it ('05/11/2026, 06:30 pm'; '05/11/2026, ಸಂಜೆ 6:30'). */
export function formatDateTimeIn(language: Language, value: Date | string | number | null | undefined): string {
  if (language === 'en') return formatDateTime(value);
  const time = formatTimeIn(language, value);
  return time ? `${formatDate(value)}, ${time}` : '';
}
