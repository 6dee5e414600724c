import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatFileSize,
  formatMonth,
  formatPercent,
  formatRelativeTime,
  formatRupees,
  formatRupeesWhole,
  formatTime,
  fromDateTimeInputValue,
  toDateInputValue,
  toDateTimeInputValue,
} from './format';

describe('formatRupees', () => {
  it('groups lakhs the Indian way with two decimals', () => {
    expect(formatRupees(825000)).toBe('₹8,25,000.00');
  });

  it('accepts the decimal strings the server sends for money', () => {
    expect(formatRupees('825000.00')).toBe('₹8,25,000.00');
    expect(formatRupees(' 150.5 ')).toBe('₹150.50');
  });

  it('groups crores correctly and keeps paise', () => {
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
  });

  it('shows zero as ₹0.00 rather than blank', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees('0')).toBe('₹0.00');
  });

  it('shows refunds and negative balances with a minus sign', () => {
    expect(formatRupees(-2000)).toBe('-₹2,000.00');
  });

  it('rounds to the nearest paisa', () => {
    expect(formatRupees(99.999)).toBe('₹100.00');
  });

  it('gives an empty string for missing or garbage amounts so callers choose the wording', () => {
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees('')).toBe('');
    expect(formatRupees('abc')).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});

describe('formatRupeesWhole', () => {
  it('drops paise for display figures', () => {
    expect(formatRupeesWhole(200000)).toBe('₹2,00,000');
    expect(formatRupeesWhole('450.00')).toBe('₹450');
  });
});

describe('formatCount', () => {
  it('uses Indian grouping for counts and shows 0 for missing values', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(undefined)).toBe('0');
  });
});

describe('formatDate', () => {
  it('shows dd/mm/yyyy', () => {
    expect(formatDate('2025-01-15T06:00:00.000Z')).toBe('15/01/2025');
  });

  it('shows a late-evening UTC timestamp on the next day, as people in India see it', () => {
    expect(formatDate('2025-03-31T23:30:00.000Z')).toBe('01/04/2025');
    expect(formatDate(new Date('2024-12-31T18:30:00.000Z'))).toBe('01/01/2025');
  });

  it('keeps a bare calendar date exactly as written', () => {
    expect(formatDate('2026-03-31')).toBe('31/03/2026');
  });

  it('gives an empty string for null, empty or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows date and 12-hour time in IST', () => {
    const text = formatDateTime('2025-01-15T06:00:00.000Z');
    expect(text).toMatch(/^15\/01\/2025, 11:30\s?am$/i);
  });

  it('gives an empty string for null', () => {
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDateTimeSeconds', () => {
  it('shows date and 12-hour time with seconds in IST', () => {
    expect(formatDateTimeSeconds('2026-11-27T18:30:05.123456Z')).toMatch(/^28\/11\/2026, 12:00:05\s?am$/i);
    expect(formatDateTimeSeconds('2026-11-27T04:30:59.000Z')).toMatch(/^27\/11\/2026, 10:00:59\s?am$/i);
  });

  it('gives an empty string for a missing or invalid time', () => {
    expect(formatDateTimeSeconds(null)).toBe('');
    expect(formatDateTimeSeconds('not a time')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says "less than a minute ago" for very recent items', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('less than a minute ago');
  });

  it('counts minutes, hours, days, months and years with the right plural', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(65 * 86_400_000), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(400 * 86_400_000), now)).toBe('1 year ago');
  });

  it('reads future times as "in …"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3_600_000), now)).toBe('in 2 hours');
  });

  it('accepts ISO strings and ignores invalid input', () => {
    expect(formatRelativeTime('2025-06-01T11:50:00.000Z', now)).toBe('10 minutes ago');
    expect(formatRelativeTime('garbage', now)).toBe('');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('shows sizes under 1 KB in bytes with two decimals, as the spec asks of every size', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1023)).toBe('1023.00 B');
  });

  it('shows KB and MB with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize('10485760')).toBe('10.00 MB');
  });

  it('gives an empty string for missing or negative sizes', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('formatTime', () => {
  it('shows the 12-hour time in IST', () => {
    expect(formatTime('2026-05-10T04:30:00.000Z')).toMatch(/^10:00\s?am$/i);
    expect(formatTime('2026-05-10T12:45:00.000Z')).toMatch(/^06:15\s?pm$/i);
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('soon')).toBe('');
  });
});

describe('toDateTimeInputValue and fromDateTimeInputValue', () => {
  it('edits an event at its Indian wall-clock time, on the Indian calendar day', () => {
    expect(toDateTimeInputValue('2026-05-10T04:30:00.000Z')).toBe('2026-05-10T10:00');
    expect(toDateTimeInputValue('2026-03-31T20:00:00.000Z')).toBe('2026-04-01T01:30');
    expect(toDateTimeInputValue('')).toBe('');
  });

  it('sends a typed date and time as that moment in India, whatever zone the browser is in', () => {
    expect(fromDateTimeInputValue('2026-05-10T10:00')).toBe('2026-05-10T10:00:00+05:30');
    expect(new Date(fromDateTimeInputValue('2026-05-10T10:00')).toISOString()).toBe('2026-05-10T04:30:00.000Z');
    expect(fromDateTimeInputValue('2026-05-10T10:00:30')).toBe('2026-05-10T10:00:30+05:30');
  });

  it('leaves anything that is not a datetime-local value for the rules to refuse', () => {
    expect(fromDateTimeInputValue(' ')).toBe('');
    expect(fromDateTimeInputValue('tomorrow')).toBe('tomorrow');
  });

  it('round-trips: what the form shows is what it sends back', () => {
    const stored = '2026-11-14T13:15:00.000Z';
    expect(new Date(fromDateTimeInputValue(toDateTimeInputValue(stored))).toISOString()).toBe(stored);
  });
});

describe('toDateInputValue', () => {
  it('gives the Indian calendar day of a timestamp, so 31 March 18:30 UTC edits as 1 April', () => {
    expect(toDateInputValue('2026-03-31T18:30:00.000Z')).toBe('2026-04-01');
    expect(toDateInputValue(new Date('2026-03-31T18:29:00.000Z'))).toBe('2026-03-31');
  });

  it('keeps a bare calendar date as it is', () => {
    expect(toDateInputValue('1990-05-17')).toBe('1990-05-17');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue('')).toBe('');
    expect(toDateInputValue('not a date')).toBe('');
  });
});

describe('addDays', () => {
  it('moves a date forward by whole days without changing the original', () => {
    const from = new Date('2025-06-01T06:30:00.000Z');
    expect(addDays(from, 365).toISOString()).toBe('2026-06-01T06:30:00.000Z');
    expect(from.toISOString()).toBe('2025-06-01T06:30:00.000Z');
  });
});

describe('formatPercent', () => {
  it('shows a change without its sign, with at most one decimal', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(-33.3)).toBe('33.3%');
    expect(formatPercent(1250.5)).toBe('1,250.5%');
  });
});

describe('formatMonth', () => {
  it("names a chart's month the way people read it, and leaves anything else as it came", () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('soon')).toBe('soon');
  });
});
