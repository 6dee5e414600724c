import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDITY_CASES } from '@portal/contracts/rules';
import { renewalNotice } from './membership-renewal';

// 12:00 in India on 01/03/2026.
const now = new Date('2026-03-01T06:30:00.000Z');
const at = (iso: string) => ({ status: 'active', membershipEndDate: iso });

describe('renewalNotice', () => {
  it('asks an expired member to renew, by status or by a last valid day already past', () => {
    expect(renewalNotice({ status: 'expired', membershipEndDate: null }, now)).toEqual({ kind: 'expired' });
    // 23:59:59 IST on 28/02/2026: the last valid day was yesterday.
    expect(renewalNotice(at('2026-02-28T18:29:59.999Z'), now)).toEqual({ kind: 'expired' });
  });

  it('does not call a membership expired on its last valid day, even after the end instant', () => {
    // 00:00 IST on 01/03/2026: valid through today.
    expect(renewalNotice(at('2026-02-28T18:30:00.000Z'), now)).toEqual({
      kind: 'ending',
      endsOn: '2026-02-28T18:30:00.000Z',
      daysLeft: 0,
    });
  });

  it('asks a member whose membership ends within 30 days to renew, counting the India days left', () => {
    expect(renewalNotice(at('2026-03-31T06:30:00.000Z'), now)).toEqual({
      kind: 'ending',
      endsOn: '2026-03-31T06:30:00.000Z',
      daysLeft: 30,
    });
    expect(renewalNotice(at('2026-03-01T18:30:00.000Z'), now)).toMatchObject({ kind: 'ending', daysLeft: 1 });
  });

  it('leaves alone a membership running past 30 days or without an end date', () => {
    // 00:00 IST on 01/04/2026: 31 days away.
    expect(renewalNotice(at('2026-03-31T18:30:00.000Z'), now)).toBeNull();
    expect(renewalNotice({ status: 'active', membershipEndDate: null }, now)).toBeNull();
    expect(renewalNotice(at('not a date'), now)).toBeNull();
  });

  describe('shows the expiry banner exactly when the shared validity table says expired', () => {
    for (const c of MEMBERSHIP_VALIDITY_CASES) {
      it(`${c.name}`, () => {
        const notice = renewalNotice({ status: c.status, membershipEndDate: c.membershipEndDate }, new Date(c.now));
        expect(notice?.kind === 'expired').toBe(c.effectiveStatus === 'expired');
      });
    }
  });
});
