import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  ContentEvents,
  DomainEvent,
  EventChangedEventData,
  IdCardsGeneratedEventData,
  MemberEventData,
  MembershipEvents,
  MembersImportCompletedEventData,
  PaymentRecordedEventData,
  PaymentsEvents,
} from '@portal/contracts';
import {
  activityFor as sut,
  eventActivityFor,
  idCardsActivityFor,
  importActivityFor,
  paymentActivityFor,
} from './activity-title';

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

  it('reports a rejected applicant returned to pending (issue 29)', () => {
    assert.deepEqual(sut(event(MembershipEvents.MemberReturnedToPending)), {
      type: 'member_returned_to_pending',
      title: 'Returned to pending: Asha Rao (PHOTO0007)',
    });
  });

  it('leaves out edits and bulk imports so the feed is not flooded', () => {
    assert.equal(sut(event(MembershipEvents.MemberUpdated)), null);
    assert.equal(sut(event(MembershipEvents.MemberCreated, 'import')), null);
  });

  it('shows renewal requests, completed renewals and declined renewals with the member', () => {
    assert.deepEqual(sut(event(MembershipEvents.RenewalRequested)), {
      type: 'renewal_requested',
      title: 'Renewal requested: Asha Rao (PHOTO0007)',
    });
    assert.deepEqual(sut(event(MembershipEvents.MemberRenewed)), {
      type: 'renewal_completed',
      title: 'Membership renewed: Asha Rao (PHOTO0007)',
    });
    assert.equal(sut(event(MembershipEvents.RenewalDeclined))?.title, 'Renewal declined: Asha Rao (PHOTO0007)');
  });

  it('shows a bulk import as one line with the number of members it added', () => {
    const imported = (n: number): DomainEvent<MembersImportCompletedEventData> => ({
      id: 'e2',
      type: MembershipEvents.ImportCompleted,
      occurredAt: '2026-11-21T10:00:00.000Z',
      data: { imported: n, failed: 2, by: 'admin-1', fileName: 'register.csv' },
    });
    assert.deepEqual(importActivityFor(imported(1250)), { type: 'members_imported', title: '1,250 members imported' });
    assert.equal(importActivityFor(imported(1))?.title, '1 member imported');
    assert.equal(importActivityFor(imported(0)), null);
  });
});

describe('paymentActivityFor', () => {
  function paid(extra: Partial<PaymentRecordedEventData> = {}): DomainEvent<PaymentRecordedEventData> {
    return {
      id: 'e3',
      type: PaymentsEvents.PaymentRecorded,
      occurredAt: '2026-11-21T10:00:00.000Z',
      data: {
        recordId: 'r1',
        memberId: 'u1',
        memberCode: 'PHOTO0007',
        memberName: 'Asha Rao',
        memberEmail: null,
        scheme: 'esi',
        amount: '200.00',
        period: '2026-11',
        paymentMethod: 'upi',
        razorpayPaymentId: 'pay_123',
        receiptNumber: 'RCPT-2026-000001',
        paidAt: '2026-11-21T10:00:00.000Z',
        source: 'online',
        ...extra,
      },
    };
  }

  it('tells the admin who paid how much for which scheme', () => {
    assert.deepEqual(paymentActivityFor(paid()), { type: 'payment_completed', title: 'Asha Rao paid ₹200.00 for ESI' });
  });

  it('shows amounts with Indian grouping and the scheme by its label, also for office payments', () => {
    const sut = paymentActivityFor(paid({ amount: '120000.5', scheme: 'kutumba_barosa', source: 'office' }));
    assert.equal(sut?.title, 'Asha Rao paid ₹1,20,000.50 for Kutumba Barosa');
  });

  it('falls back to the member id when the name is empty, and skips an event without an amount', () => {
    assert.equal(paymentActivityFor(paid({ memberName: ' ' }))?.title, 'PHOTO0007 paid ₹200.00 for ESI');
    assert.equal(paymentActivityFor(paid({ amount: '' })), null);
  });
});

describe('eventActivityFor', () => {
  function created(title: string): DomainEvent<EventChangedEventData> {
    return {
      id: 'e4',
      type: ContentEvents.EventCreated,
      occurredAt: '2026-11-21T10:00:00.000Z',
      data: {
        event: { id: 'ev1', title, eventDate: '2026-12-05T04:30:00.000Z', location: 'Town Hall', status: 'upcoming' },
        by: 'admin-1',
      },
    };
  }

  it('tells the admin a new event was created, by its title', () => {
    assert.deepEqual(eventActivityFor(created('Wildlife Photography Workshop')), {
      type: 'event_created',
      title: 'New event: Wildlife Photography Workshop',
    });
  });

  it('still shows an event whose title is blank, and nothing for an event without data', () => {
    assert.equal(eventActivityFor(created('  '))?.title, 'New event: Untitled');
    const empty = { ...created('x'), data: undefined } as unknown as DomainEvent<EventChangedEventData>;
    assert.equal(eventActivityFor(empty), null);
  });
});

describe('idCardsActivityFor', () => {
  function generated(data: Partial<IdCardsGeneratedEventData>): DomainEvent<IdCardsGeneratedEventData> {
    return {
      id: 'e5',
      type: MembershipEvents.IdCardsGenerated,
      occurredAt: '2026-11-21T10:00:00.000Z',
      data: { jobId: 'job-1', generated: 1, failed: 0, sample: [], actorId: 'admin-1', ...data },
    };
  }

  it('names the member when one card was made, and counts the cards of a bulk run', () => {
    assert.deepEqual(idCardsActivityFor(generated({ sample: [{ memberId: 'PHOTO0007', name: 'Asha Rao' }] })), {
      type: 'id_card_generated',
      title: 'ID card generated for Asha Rao',
    });
    assert.equal(
      idCardsActivityFor(generated({ generated: 12000, failed: 3 }))?.title,
      'ID cards generated for 12,000 members (3 failed)',
    );
  });

  it('leaves out a run that made no card', () => {
    assert.equal(idCardsActivityFor(generated({ generated: 0, failed: 2 })), null);
  });
});
