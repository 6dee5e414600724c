import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { DomainEvent, MemberEventData, MembershipEvents } from '@portal/contracts';
import { activityFor as sut } from './activity-title';

function event(type: string, source?: MemberEventData['source']): DomainEvent<MemberEventData> {
  return {
    id: 'e1',
    type,
    occurredAt: '2026-11-21T10:00:00.000Z',
    data: {
      member: {
        id: 'u1',
        memberId: 'PHOTO0007',
        firstName: 'Asha',
        lastName: 'Rao',
        email: null,
        phone: '9845000000',
        status: 'pending',
        optedSchemes: [],
      },
      source,
    },
  };
}

describe('activityFor', () => {
  it('tells the admin about a new registration with the name and member id', () => {
    assert.deepEqual(sut(event(MembershipEvents.MemberCreated, 'registration')), {
      type: 'member_registration',
      title: 'New registration: Asha Rao (PHOTO0007)',
    });
  });

  it('reports approvals and rejections', () => {
    assert.equal(sut(event(MembershipEvents.MemberApproved))?.title, 'Member approved: Asha Rao (PHOTO0007)');
    assert.equal(sut(event(MembershipEvents.MemberRejected))?.type, 'member_rejected');
  });

  it('leaves out edits and bulk imports so the feed is not flooded', () => {
    assert.equal(sut(event(MembershipEvents.MemberUpdated)), null);
    assert.equal(sut(event(MembershipEvents.MemberCreated, 'import')), null);
  });
});
