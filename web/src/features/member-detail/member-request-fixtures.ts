import type { CorrectionRequest } from '../../api/corrections';
import type { DataRequest } from '../../api/data-requests';
import type { RenewalRequest } from '../../api/members';
import type { PaymentLink } from '../../api/payment-links';

/** Test data: what Esha Nair (member m1) asked for, and the links sent to her, as the gateway answers them. */

/** An open request to correct her date of birth, unless overridden. */
export function aCorrectionRequest(overrides: Partial<CorrectionRequest> = {}): CorrectionRequest {
  return {
    id: 'c-open',
    memberId: 'm1',
    field: 'dateOfBirth',
    requestedValue: '1990-01-25',
    note: 'Typo on the form',
    status: 'open',
    createdAt: '2026-11-20T05:00:00.000Z',
    closedAt: null,
    closedBy: null,
    declineReason: null,
    ...overrides,
  };
}

/** An open erasure request, due a month after it was made, unless overridden. */
export function anErasureRequest(overrides: Partial<DataRequest> = {}): DataRequest {
  return {
    id: 'e-open',
    kind: 'erasure',
    memberId: 'm1',
    status: 'open',
    note: 'Closing my studio',
    createdAt: '2026-11-20T05:00:00.000Z',
    dueBy: '2026-12-20T05:00:00.000Z',
    closedAt: null,
    closedBy: null,
    declineReason: null,
    pseudonym: null,
    confirmations: [],
    keeps: ['Payment records and receipts are kept for 7 years under a pseudonymous reference.'],
    ...overrides,
  };
}

/** An open renewal request for ₹2,000 she made herself, unless overridden. */
export function aRenewalRequest(overrides: Partial<RenewalRequest> = {}): RenewalRequest {
  return {
    id: 'r-open',
    memberId: 'm1',
    memberName: 'Esha Nair',
    memberEmail: 'esha@example.in',
    currentStatus: 'active',
    renewalAmount: '2000.00',
    status: 'open',
    requestedBy: 'm1',
    createdAt: '2026-11-20T05:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    declineReason: null,
    previousEndDate: null,
    paymentMethod: null,
    paymentReference: null,
    newEndDate: null,
    ...overrides,
  };
}

/** An unpaid Razorpay link for November's ESI dues, unless overridden. */
export function aPaymentLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: 'link-1',
    memberId: 'm1',
    kind: 'scheme_dues',
    scheme: 'esi',
    paymentRecordId: 'rec-1',
    period: '2026-11',
    periodMonths: 1,
    amount: '200.00',
    status: 'created',
    shortUrl: 'https://rzp.io/i/AbC1234',
    razorpayLinkId: 'plink_AbCdEfGhIjKlMn',
    expireBy: '2026-12-28T06:00:00.000Z',
    paidRecordId: null,
    createdAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}
