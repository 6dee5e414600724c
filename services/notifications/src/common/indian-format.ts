import {
  DEFAULT_LANGUAGE,
  emailMessage,
  formatIndiaDay,
  formatIndiaTimeKannada,
  INDIA_TIME_ZONE,
  Language,
} from '@portal/contracts';

/** How dates and months read in e-mails and the activity feed: en-IN, India time (amounts: formatRupees of contracts). */

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const monthFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  kn: new Intl.DateTimeFormat('kn-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
};

/** An ISO timestamp as dd/mm/yyyy in India; the text itself when it is not a date. */
export function formatIndianDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatIndiaDay(time);
}

/** An ISO timestamp's time of day in India, "3:30 pm" (ಮಧ್ಯಾಹ್ನ 3:30 in Kannada); the text itself when it is not a date. */
export function formatIndianTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return language === 'kn' ? formatIndiaTimeKannada(time) : timeFormat.format(time);
}

/** An ISO timestamp as "23/11/2026 at 5:30 pm IST" (in Kannada "23/11/2026, ಸಂಜೆ 5:30 (ಭಾರತೀಯ ಕಾಲಮಾನ)"). */
export function formatIndianMoment(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return emailMessage(language, 'email.atTime', { date: formatIndianDate(iso), time: formatIndianTime(iso, language) });
}

/** A due's month "2026-11" → "November 2026" (ನವೆಂಬರ್ 2026 in Kannada); anything else as it is. */
export function formatPeriod(period: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period.trim());
  return match ? monthFormats[language].format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : period;
}
