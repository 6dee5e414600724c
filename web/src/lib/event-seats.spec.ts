import { describe, expect, it } from 'vitest';
import { isFull, upcomingFirst } from './event-seats';

describe('isFull', () => {
  it('is full once the sign-ups reach the capacity, and never without a capacity', () => {
    expect(isFull({ capacity: 10, signedUp: 10 })).toBe(true);
    expect(isFull({ capacity: 10, signedUp: 9 })).toBe(false);
    expect(isFull({ capacity: null, signedUp: 500 })).toBe(false);
  });
});

describe('upcomingFirst', () => {
  const now = new Date('2026-11-22T04:30:00.000Z');
  const at = (eventDate: string) => ({ eventDate });

  it('lists events still to come soonest first, then past ones most recent first', () => {
    const sorted = upcomingFirst(
      [
        at('2020-01-01T00:00:00.000Z'),
        at('2027-01-01T00:00:00.000Z'),
        at('2026-11-21T00:00:00.000Z'),
        at('2026-11-23T00:00:00.000Z'),
        at('2026-11-22T04:30:00.000Z'), // this very moment: no longer upcoming
      ],
      now,
    );
    expect(sorted.map((e) => e.eventDate)).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2026-11-22T04:30:00.000Z',
      '2026-11-21T00:00:00.000Z',
      '2020-01-01T00:00:00.000Z',
    ]);
  });
});
