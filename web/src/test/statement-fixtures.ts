import type { Statement } from '../api/statements';

/** FY 2026-27's statement: ₹200 owed at the start, April's dues paid, July pending. */
export function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    memberId: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    period: {
      key: 'FY2026-27',
      kind: 'fy',
      label: 'FY 2026-27',
      from: '2026-04',
      to: '2027-03',
      fromDay: '2026-04-01',
      toDay: '2027-03-31',
    },
    openingBalance: '200.00',
    lines: [
      {
        date: '2026-04-01',
        kind: 'due',
        scheme: 'esi',
        description: 'ESI dues, April 2026',
        receiptNumber: null,
        reference: null,
        debit: '200.00',
        credit: '0.00',
        balance: '400.00',
      },
      {
        date: '2026-04-10',
        kind: 'payment',
        scheme: 'esi',
        description: 'ESI payment for April 2026 (Cash)',
        receiptNumber: 'RCPT-2026-000001',
        reference: null,
        debit: '0.00',
        credit: '200.00',
        balance: '200.00',
      },
    ],
    totals: { dues: '200.00', fees: '0.00', payments: '200.00', refunds: '0.00' },
    closingBalance: '200.00',
    ...overrides,
  };
}
