import { describe, expect, it } from 'vitest';
import { renewalNotice } from './membership-renewal';

const now = new Date('2026-03-01T06:30:00.000Z');
const at = (iso: string) => ({ status: 'active', membershipEndDate: iso });

describe('renewalNotice', () => {
  it('asks an expired member to renew, by status or by an end date already past', () => {
    expect(renewalNotice({ status: 'expired', membershipEndDate: null }, now)).toEqual({ kind: 'expired' });
    expect(renewalNotice(at('2026-02-28T18:30:00.000Z'), now)).toEqual({ kind: 'expired' });
  });

  it('asks a member whose membership ends within 30 days, counting the days left', () => {
    expect(renewalNotice(at('2026-03-31T06:30:00.000Z'), now)).toEqual({
      kind: 'ending',
      endsOn: '2026-03-31T06:30:00.000Z',
      daysLeft: 30,
    });
    expect(renewalNotice(at('2026-03-01T18:30:00.000Z'), now)).toMatchObject({ kind: 'ending', daysLeft: 1 });
  });

  it('leaves alone a membership running past 30 days or without an end date', () => {
    expect(renewalNotice(at('2026-03-31T06:31:00.000Z'), now)).toBeNull();
    expect(renewalNotice({ status: 'active', membershipEndDate: null }, now)).toBeNull();
    expect(renewalNotice(at('not a date'), now)).toBeNull();
  });
});
