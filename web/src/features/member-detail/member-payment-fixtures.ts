import { currentFinancialYearKey, financialYearMonths } from '@portal/contracts/rules';
import type { StubbedRequest } from '../../test/fetch-stub';

/** Test data: a member's payments as the member page's Payments tab asks for them. */

/** Ravi's April payment, paid in cash, with its receipt; `overrides` for the member and scheme it belongs to. */
export function aPaidRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 'rec-1',
    memberId: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    scheme: 'esi',
    amount: '200.00',
    status: 'paid',
    dueDate: '2026-04-01T00:00:00.000Z',
    paymentDate: '2026-04-10T06:00:00.000Z',
    period: '2026-04',
    periodTo: '2026-04',
    notes: null,
    paymentMethod: 'cash',
    transactionId: null,
    razorpayPaymentId: null,
    razorpayOrderId: null,
    receiptNumber: 'RCPT-2026-000001',
    receiptUrl: '/api/payment-records/rec-1/receipt',
    createdAt: '2026-04-10T06:00:00.000Z',
    updatedAt: '2026-04-10T06:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /api/payment-records/months for `request`: in the scheme `withMonths`, this financial year's April paid (rec-1,
 * with its receipt) and May overdue (rec-2); the other schemes have no months. ₹200 a month.
 */
export function monthsAnswer(
  request: StubbedRequest,
  { memberId, withMonths, suggested }: { memberId: string; withMonths: string; suggested: object | null },
) {
  const [april, may] = financialYearMonths(currentFinancialYearKey());
  const scheme = new URL(request.url, 'http://localhost').searchParams.get('scheme');
  return {
    body: {
      memberId,
      scheme,
      monthlyAmount: '200.00',
      suggested,
      months:
        scheme === withMonths
          ? [
              { month: april, status: 'paid', recordId: 'rec-1', receiptNumber: 'RCPT-2026-000001' },
              { month: may, status: 'overdue', recordId: 'rec-2', receiptNumber: null },
            ]
          : [],
    },
  };
}
