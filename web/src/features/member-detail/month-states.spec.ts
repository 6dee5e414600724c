import { describe, expect, it } from 'vitest';
import { monthStates } from './month-states';

describe('monthStates', () => {
  it('reads each month of the financial year: paid, due, paid for a month still to come, or nothing', () => {
    const sut = monthStates(
      'FY2026-27',
      [
        { month: '2026-04', status: 'paid', recordId: 'r1', receiptNumber: 'RCPT-2026-000001' },
        { month: '2026-05', status: 'overdue', recordId: 'r2', receiptNumber: null },
        { month: '2026-11', status: 'pending', recordId: 'r3', receiptNumber: null },
        { month: '2027-01', status: 'paid', recordId: 'r4', receiptNumber: 'RCPT-2026-000009' },
        { month: '2027-04', status: 'paid', recordId: 'r5', receiptNumber: 'RCPT-2026-000010' },
      ],
      new Date('2026-11-27T10:00:00+05:30'),
    );
    expect(sut).toHaveLength(12);
    expect(sut.map((m) => m.state)).toEqual([
      'paid',
      'overdue',
      'none',
      'none',
      'none',
      'none',
      'none',
      'pending',
      'none',
      'advance',
      'none',
      'none',
    ]);
    expect(sut[9].receiptNumber).toBe('RCPT-2026-000009');
  });
});
