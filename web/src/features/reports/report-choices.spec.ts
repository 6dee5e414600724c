import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { DATE_PICKER_FORMAT, eventsThisYear, rangeError, rangeText } from './report-choices';

describe('report choices', () => {
  it('shows picked days the way the rest of the portal shows dates', () => {
    expect(dayjs('2025-04-01').format(DATE_PICKER_FORMAT)).toBe(formatDate('2025-04-01'));
  });

  it('describes an export range the way Recent Exports shows it', () => {
    expect(rangeText('2025-04-01', '2025-04-30')).toBe('01/04/2025 – 30/04/2025');
    expect(rangeText('2025-04-01', null)).toBe('From 01/04/2025');
    expect(rangeText(null, '2025-04-30')).toBe('Up to 30/04/2025');
    expect(rangeText(null, null)).toBe('All dates');
  });

  it('refuses only a to date before the from date', () => {
    expect(rangeError('2025-04-10', '2025-04-01')).toBe('The to date must be on or after the from date');
    expect(rangeError('2025-04-10', '2025-04-10')).toBeNull();
    expect(rangeError(null, '2025-04-01')).toBeNull();
  });

  it("counts the events of this year in India, where 1 January starts 5½ hours before UTC's", () => {
    const now = new Date('2026-01-01T00:30:00.000Z'); // 06:00 on 1 January 2026 in India
    const events = [
      { eventDate: '2025-12-31T18:30:00.000Z' }, // 00:00 on 1 January 2026 in India
      { eventDate: '2025-12-31T18:29:00.000Z' }, // 23:59 on 31 December 2025 in India
      { eventDate: '2026-12-31T18:29:00.000Z' },
    ];
    expect(eventsThisYear(events, now)).toBe(2);
  });
});
