import { TIME_ZONE } from '../lib/constants';
import { formatTime } from '../lib/format';
import type { Language } from './language';

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The part of the day a Kannada reader names before a 12-hour time (glossary: ಬೆಳಿಗ್ಗೆ 9:00, ಸಂಜೆ 6:00). */
function kannadaDayPart(hour: number): string {
  if (hour < 4) return 'ರಾತ್ರಿ';
  if (hour < 12) return 'ಬೆಳಿಗ್ಗೆ';
  if (hour < 16) return 'ಮಧ್ಯಾಹ್ನ';
  if (hour < 19) return 'ಸಂಜೆ';
  return 'ರಾತ್ರಿ';
}

/** A time of day in Asia/Kolkata as the language says it: '06:30 pm' in English, 'ಸಂಜೆ 6:30' in Kannada. */
export function formatTimeIn(language: Language, value: Date | string | number | null | undefined): string {
  if (language === 'en') return formatTime(value);
  const english = formatTime(value);
  if (!english || value === null || value === undefined) return english;
  const [hh, mm] = hourMinute.format(new Date(value)).split(':');
  const hour = Number(hh) % 24;
  return `${kannadaDayPart(hour)} ${hour % 12 === 0 ? 12 : hour % 12}:${mm}`;
}
