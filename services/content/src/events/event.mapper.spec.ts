import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { EventRow, eventStatus, isOpenForSignup, toEventDto } from './event.mapper';

const now = new Date('2026-06-01T12:00:00Z');
const row = (overrides: Partial<EventRow> = {}): EventRow => ({
  id: 'e1',
  title: 'Workshop',
  description: null,
  event_date: new Date('2026-06-02T04:30:00Z'),
  location: 'Mysuru',
  category: 'workshop',
  capacity: 10,
  signed_up: 4,
  cancelled_at: null,
  is_active: true,
  created_by: 'admin-1',
  created_at: new Date('2026-05-01T00:00:00Z'),
  updated_at: new Date('2026-05-02T00:00:00Z'),
  ...overrides,
});

describe('eventStatus', () => {
  it('is upcoming before the date, completed from the date on, and cancelled once cancelled', () => {
    assert.equal(eventStatus(row(), now), 'upcoming');
    assert.equal(eventStatus(row({ event_date: now }), now), 'completed');
    assert.equal(eventStatus(row({ event_date: new Date('2026-01-01T00:00:00Z') }), now), 'completed');
    assert.equal(eventStatus(row({ cancelled_at: now }), now), 'cancelled');
  });
});

describe('isOpenForSignup', () => {
  it('is open only for an active event still to come', () => {
    assert.equal(isOpenForSignup(row(), now), true);
    assert.equal(isOpenForSignup(row({ is_active: false }), now), false);
    assert.equal(isOpenForSignup(row({ cancelled_at: now }), now), false);
    assert.equal(isOpenForSignup(row({ event_date: now }), now), false);
  });
});

describe('toEventDto', () => {
  it('shows seats left, and whether a member is signed up only to that member', () => {
    const admin = toEventDto(row({ is_signed_up: true }), { userId: 'admin-1', userType: 'admin' }, now);
    assert.deepEqual([admin.seatsLeft, admin.status, 'isSignedUp' in admin], [6, 'upcoming', false]);
    const member = toEventDto(row({ is_signed_up: true }), { userId: 'm', userType: 'member' }, now);
    assert.equal(member.isSignedUp, true);
    const unlimited = toEventDto(row({ capacity: null }), { userId: 'm', userType: 'member' }, now);
    assert.deepEqual([unlimited.seatsLeft, unlimited.isSignedUp], [null, false]);
  });
});
