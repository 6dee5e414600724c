import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CorrectionRequestEventData, DomainEvent, MembershipEvents } from '@portal/contracts';
import { correctionClosedText, correctionInboxEntry } from './correction-notices';

function data(overrides: Partial<CorrectionRequestEventData['request']> = {}): CorrectionRequestEventData {
  return {
    request: {
      id: 'r1',
      memberId: 'u1',
      field: 'dateOfBirth',
      requestedValue: '1990-01-25',
      note: null,
      status: 'open',
      createdAt: '2026-11-21T10:00:00.000Z',
      closedAt: null,
      closedBy: null,
      declineReason: null,
      ...overrides,
    },
    member: { id: 'u1', memberId: 'PHOTO0007', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' },
  };
}

const event = (d: CorrectionRequestEventData): DomainEvent<CorrectionRequestEventData> => ({
  id: 'e1',
  type: MembershipEvents.CorrectionRequested,
  occurredAt: '2026-11-21T10:00:00.000Z',
  data: d,
});

describe('correction requests in the admin inbox and the member notices', () => {
  it("puts 'Correction requested' in the inbox, about the request, linking to the member", () => {
    assert.deepEqual(correctionInboxEntry(event(data())), {
      kind: 'correction_request',
      subjectId: 'r1',
      title: 'Correction requested',
      message: 'Ravi Kumar (PHOTO0007) asked to correct their date of birth.',
      link: '/members/u1',
    });
  });

  it('leaves an event without a request or member out of the inbox', () => {
    assert.equal(correctionInboxEntry({ ...event(data()), data: {} as CorrectionRequestEventData }), null);
  });

  it('tells the member their correction was made, or declined with the reason', () => {
    assert.deepEqual(correctionClosedText(data({ status: 'done' })), {
      title: 'Your correction was made',
      message: 'Your date of birth has been corrected on your record.',
    });
    assert.deepEqual(
      correctionClosedText(data({ field: 'name', status: 'declined', declineReason: 'Matches the ID proof' })),
      {
        title: 'Your correction request was declined',
        message: 'We did not change your name on record. Reason: Matches the ID proof',
      },
    );
  });
});
