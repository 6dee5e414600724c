import { describe, expect, it } from 'vitest';
import { aMember } from '../../test/member-fixtures';
import { buildMemberActivity } from './member-activity';

describe('buildMemberActivity', () => {
  it('lists registration, approval and renewal requests newest first, naming the approving admin when it was you', () => {
    const member = aMember({
      createdAt: '2025-04-01T05:00:00.000Z',
      approvedAt: '2025-04-02T05:00:00.000Z',
      approvedBy: 'admin-1',
      updatedAt: '2025-04-02T05:00:00.000Z',
    });
    const entries = buildMemberActivity(
      member,
      [
        {
          id: 'r1',
          memberId: member.id,
          memberName: 'Ravi Kumar',
          memberEmail: null,
          currentStatus: 'expired',
          renewalAmount: '2000.00',
          status: 'open',
          requestedBy: null,
          createdAt: '2026-04-05T05:00:00.000Z',
        },
      ],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail])).toEqual([
      ['Renewal requested', '₹2,000.00 while expired; request open'],
      ['Application approved', 'by you'],
      ['Registered', 'Member ID PHOTO0001'],
    ]);
  });

  it('shows a rejection with its reason, and a later edit of the details', () => {
    const entries = buildMemberActivity(
      aMember({
        createdAt: '2025-04-01T05:00:00.000Z',
        rejectedAt: '2025-04-03T05:00:00.000Z',
        rejectedBy: 'admin-2',
        rejectionReason: 'Blurred ID proof',
        updatedAt: '2025-05-01T05:00:00.000Z',
      }),
      [],
      'admin-1',
    );
    expect(entries.map((e) => e.title)).toEqual(['Details updated', 'Application rejected', 'Registered']);
    expect(entries[1].detail).toBe('by an administrator. Reason: Blurred ID proof');
  });
});
