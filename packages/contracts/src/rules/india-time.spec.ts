import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaTimeKannada,
  addCalendarDays,
  calendarDaysBetween,
  indiaDayOf as sut,
  startOfIndiaDay,
  startOfTodayInIndia,
  todayInIndia,
} from './india-time';

describe('India days', () => {
  it('turns to the next day at 00:00 IST (18:30 UTC), not at UTC midnight', () => {
    assert.equal(sut('2025-01-01T18:29:59.999Z'), '2025-01-01');
    assert.equal(sut('2025-01-01T18:30:00.000Z'), '2025-01-02');
    assert.equal(todayInIndia(new Date('2025-01-01T18:31:00Z')), '2025-01-02');
    assert.equal(sut('not a date'), null);
  });

  it('starts a day at 00:00 IST', () => {
    assert.equal(startOfIndiaDay('2025-01-02').toISOString(), '2025-01-01T18:30:00.000Z');
    assert.equal(startOfTodayInIndia(new Date('2025-01-02T10:00:00Z')).toISOString(), '2025-01-01T18:30:00.000Z');
    assert.throws(() => startOfIndiaDay('02/01/2025'));
  });

  it('counts calendar days across month and year ends', () => {
    assert.equal(addCalendarDays('2025-12-31', 1), '2026-01-01');
    assert.equal(calendarDaysBetween('2026-02-28', '2026-03-01'), 1);
    assert.equal(calendarDaysBetween('2026-03-01', '2026-02-28'), -1);
  });
});

describe('dates as people in India read them', () => {
  it('shows the India day and time, so a late-evening UTC instant is already the next day', () => {
    assert.equal(formatIndiaDay(new Date('2026-11-23T18:30:00Z')), '24/11/2026');
    assert.equal(formatIndiaDay(new Date('2026-11-23T18:29:59Z')), '23/11/2026');
    assert.equal(formatIndiaDateTime(new Date('2026-11-23T12:00:00Z')), '23/11/2026, 05:30 pm');
  });

  it('says a time in Kannada with the part of the day in India, as a Kannada e-mail or door screen reads it', () => {
    assert.equal(formatIndiaTimeKannada(new Date('2026-11-23T04:32:00Z')), 'ಬೆಳಿಗ್ಗೆ 10:02');
    assert.equal(formatIndiaTimeKannada(new Date('2026-11-23T13:00:00Z')), 'ಸಂಜೆ 6:30');
    assert.equal(formatIndiaTimeKannada(new Date('2026-11-23T06:30:00Z')), 'ಮಧ್ಯಾಹ್ನ 12:00');
    assert.equal(formatIndiaTimeKannada(new Date('2026-11-23T18:40:00Z')), 'ರಾತ್ರಿ 12:10');
  });
});
