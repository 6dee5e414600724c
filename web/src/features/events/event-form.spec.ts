import { describe, expect, it } from 'vitest';
import { pastDateQuestion } from './event-form';

describe('pastDateQuestion', () => {
  const now = new Date('2026-11-22T04:30:00.000Z');

  it('asks before creating an event dated in the past, and not for one to come', () => {
    expect(pastDateQuestion('2020-01-10T10:00:00+05:30', null, now)).toBe('This date is in the past: create anyway?');
    expect(pastDateQuestion('2026-12-01T10:00:00+05:30', null, now)).toBeNull();
    expect(pastDateQuestion('', null, now)).toBeNull();
  });

  it('asks on an edit only when the date is moved into the past', () => {
    const held = { eventDate: '2026-10-01T04:30:00.000Z' };
    expect(pastDateQuestion('2026-10-01T10:00:00+05:30', held, now)).toBeNull();
    expect(pastDateQuestion('2026-09-01T10:00:00+05:30', held, now)).toBe('This date is in the past: save anyway?');
  });
});
