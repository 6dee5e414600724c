import { describe, expect, it } from 'vitest';
import { seatsLeftText } from '../../lib/event-seats';
import { signupAction, splitEvents } from './member-events';
import { aMemberEvent } from './member-event-fixtures';

const now = new Date('2026-06-01T00:00:00.000Z');

describe('splitEvents', () => {
  it('puts upcoming events under Upcoming soonest first, and completed ones under Past most recent first', () => {
    const later = aMemberEvent({ id: 'later', eventDate: '2026-09-01T04:30:00.000Z' });
    const sooner = aMemberEvent({ id: 'sooner', eventDate: '2026-07-01T04:30:00.000Z' });
    const old = aMemberEvent({ id: 'old', status: 'completed', eventDate: '2025-01-01T04:30:00.000Z' });
    const recent = aMemberEvent({ id: 'recent', status: 'completed', eventDate: '2026-05-01T04:30:00.000Z' });

    const { upcoming, past } = splitEvents([later, old, sooner, recent], now);
    expect(upcoming.map((e) => e.id)).toEqual(['sooner', 'later']);
    expect(past.map((e) => e.id)).toEqual(['recent', 'old']);
  });

  it('keeps a cancelled event under Upcoming until its date, then under Past', () => {
    const ahead = aMemberEvent({ id: 'ahead', status: 'cancelled', eventDate: '2026-07-01T04:30:00.000Z' });
    const gone = aMemberEvent({ id: 'gone', status: 'cancelled', eventDate: '2026-05-01T04:30:00.000Z' });
    const { upcoming, past } = splitEvents([ahead, gone], now);
    expect(upcoming.map((e) => e.id)).toEqual(['ahead']);
    expect(past.map((e) => e.id)).toEqual(['gone']);
  });
});

describe('seatsLeftText', () => {
  it('says how many seats are left, that the event is full, or that it has no limit', () => {
    expect(seatsLeftText({ capacity: 20, seatsLeft: 8 })).toBe('8 seats left');
    expect(seatsLeftText({ capacity: 20, seatsLeft: 1 })).toBe('1 seat left');
    expect(seatsLeftText({ capacity: 20, seatsLeft: 0 })).toBe('Event full');
    expect(seatsLeftText({ capacity: null, seatsLeft: null })).toBe('Open to all');
  });
});

describe('signupAction', () => {
  it('offers sign-up with seats left, cancelling once signed up, and nothing for a cancelled event', () => {
    expect(signupAction(aMemberEvent())).toBe('sign-up');
    expect(signupAction(aMemberEvent({ isSignedUp: true, seatsLeft: 0 }))).toBe('cancel');
    expect(signupAction(aMemberEvent({ seatsLeft: 0 }))).toBe('full');
    expect(signupAction(aMemberEvent({ capacity: null, seatsLeft: null }))).toBe('sign-up');
    expect(signupAction(aMemberEvent({ status: 'cancelled', isSignedUp: true }))).toBeNull();
    expect(signupAction(aMemberEvent({ status: 'completed' }))).toBeNull();
  });
});
