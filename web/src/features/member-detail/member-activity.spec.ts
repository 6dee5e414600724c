import { describe, expect, it } from 'vitest';
import type { MemberActivityEntry } from '../../api/members';
import { buildMemberActivity } from './member-activity';

const admin = (id: string, name: string | null = null) => ({ type: 'admin' as const, id, name });

function entry(
  kind: MemberActivityEntry['kind'],
  at: string,
  by: MemberActivityEntry['by'],
  details: MemberActivityEntry['details'] = {},
): MemberActivityEntry {
  return { id: `${kind}-${at}`, kind, at, by, details };
}

describe('buildMemberActivity', () => {
  it('lists registration, approval and renewal requests newest first, naming the approving admin when it was you', () => {
    const entries = buildMemberActivity(
      [
        entry('registered', '2025-04-01T05:00:00.000Z', null, { memberId: 'PHOTO0001' }),
        entry('approved', '2025-04-02T05:00:00.000Z', admin('admin-1')),
        entry(
          'renewal_requested',
          '2026-04-05T05:00:00.000Z',
          { type: 'member', id: 'm1', name: null },
          {
            amount: '2000.00',
            statusWhenRequested: 'expired',
          },
        ),
      ],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail])).toEqual([
      ['Renewal requested', '₹2,000.00 while expired · by the member'],
      ['Application approved', 'by you'],
      ['Registered', 'Member ID PHOTO0001'],
    ]);
  });

  it('shows a rejection with its reason, and a later edit of the details', () => {
    const entries = buildMemberActivity(
      [
        entry('registered', '2025-04-01T05:00:00.000Z', null, { memberId: 'PHOTO0001' }),
        entry('rejected', '2025-04-03T05:00:00.000Z', admin('admin-2'), { reason: 'Blurred ID proof' }),
        entry('details_updated', '2025-05-01T05:00:00.000Z', admin('admin-1'), { fields: ['phone', 'address'] }),
      ],
      'admin-1',
    );
    expect(entries.map((e) => e.title)).toEqual(['Details updated', 'Application rejected', 'Registered']);
    expect(entries[1].detail).toBe('by an administrator. Reason: Blurred ID proof');
    expect(entries[0].detail).toBe('Phone, Address · by you');
  });

  it('shows a return to pending with its reason and the admin who did it', () => {
    const entries = buildMemberActivity(
      [
        entry('rejected', '2025-04-03T05:00:00.000Z', admin('admin-2'), { reason: 'Blurred ID proof' }),
        entry('returned_to_pending', '2025-04-05T05:00:00.000Z', admin('admin-2', 'Meena Rao'), {
          reason: 'ID proof re-sent by post',
        }),
      ],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail])).toEqual([
      ['Returned to pending', 'ID proof re-sent by post · by Meena Rao'],
      ['Application rejected', 'by an administrator. Reason: Blurred ID proof'],
    ]);
  });

  it('lists photo, ID card, document and scheme changes separately, each with who made them', () => {
    const entries = buildMemberActivity(
      [
        entry('photo_uploaded', '2025-06-01T05:00:00.000Z', admin('admin-2', 'Meena Rao'), { fileName: 'face.jpg' }),
        entry('id_card_removed', '2025-06-02T05:00:00.000Z', admin('admin-1'), { fileName: 'card.pdf' }),
        entry('document_uploaded', '2025-06-03T05:00:00.000Z', admin('admin-3'), {
          fileName: 'Licence.pdf',
          documentType: 'certificate',
        }),
        entry('schemes_changed', '2025-06-04T05:00:00.000Z', admin('admin-2', 'Meena Rao'), {
          added: ['kutumba_barosa'],
          removed: ['esi'],
        }),
        entry('schemes_changed', '2025-06-05T05:00:00.000Z', admin('admin-1'), { added: [], removed: ['postal'] }),
        entry('status_changed', '2025-06-06T05:00:00.000Z', admin('admin-1'), { from: 'active', to: 'suspended' }),
      ],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail])).toEqual([
      ['Status changed', 'Active → Suspended · by you'],
      ['Schemes changed', 'Opted out of Postal · by you'],
      ['Schemes changed', 'Opted into Kutumba Barosa; opted out of ESI · by Meena Rao'],
      ['Document uploaded', 'Licence.pdf (Certificate) · by an administrator'],
      ['ID card removed', 'card.pdf · by you'],
      ['Photo uploaded', 'face.jpg · by Meena Rao'],
    ]);
  });

  it('says how a renewal ended: the new validity when paid, the reason when declined', () => {
    const entries = buildMemberActivity(
      [
        entry('renewal_completed', '2026-04-06T05:00:00.000Z', admin('admin-1'), {
          amount: '2000.00',
          membershipEndDate: '2027-03-31T18:30:00.000Z',
        }),
        entry('renewal_declined', '2026-04-05T05:00:00.000Z', admin('admin-2', 'Meena Rao'), {
          reason: 'Cheque bounced',
        }),
      ],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail, e.tone])).toEqual([
      ['Renewal completed', 'Paid ₹2,000.00; valid until 01/04/2027 · by you', 'green'],
      ['Renewal declined', 'by Meena Rao. Reason: Cheque bounced', 'red'],
    ]);
  });

  it("says 'Imported' for a member who came in by a bulk import, not 'Registered'", () => {
    const entries = buildMemberActivity(
      [entry('imported', '2025-04-01T05:00:00.000Z', null, { memberId: 'PHOTO0042', source: 'import' })],
      'admin-1',
    );
    expect(entries.map((e) => [e.title, e.detail])).toEqual([['Imported', 'Member ID PHOTO0042']]);
  });
});
