import type { MemberUserAnswer } from '@portal/contracts/shapes';
import type { PaymentRecord, SchemeSetting } from '../../api/payments';
import { pageOf, type StubHandler, type StubbedRequest } from '../../test/fetch-stub';
import { aMemberUser } from '../../test/member-fixtures';
import { aStatement } from '../../test/statement-fixtures';

/** Test data for the member dashboard: a signed-in member and the gateway's answers to their calls. */

export const MEMBER_UUID = 'a5b0c1d2-0000-4000-8000-000000000042';
const DAY_MS = 86_400_000;

/** An ISO timestamp `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export function aPortalMember(overrides: Partial<MemberUserAnswer> = {}): MemberUserAnswer {
  return aMemberUser({
    id: MEMBER_UUID,
    memberId: 'PHOTO0042',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.in',
    phone: '9845012345',
    status: 'active',
    createdAt: '2025-04-02T05:00:00.000Z',
    membershipEndDate: daysFromNow(200),
    optedSchemes: ['esi', 'postal', 'kutumba_barosa'],
    ...overrides,
  });
}

/** A record of the signed-in member (an unpaid ESI due unless told otherwise). */
export function aMemberRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'rec-1',
    memberId: MEMBER_UUID,
    memberCode: 'PHOTO0042',
    memberName: 'Ravi Kumar',
    kind: 'scheme_dues',
    scheme: 'esi',
    amount: '200.00',
    status: 'pending',
    dueDate: '2026-04-01T00:00:00.000Z',
    paymentDate: null,
    period: '2026-04',
    periodTo: '2026-04',
    refundedMonths: [],
    notes: null,
    paymentMethod: null,
    transactionId: null,
    razorpayPaymentId: null,
    razorpayOrderId: null,
    receiptNumber: null,
    receiptUrl: null,
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The live scheme settings: ESI ₹200, Postal ₹150, Kutumba Barosa ₹100 a month unless told otherwise. */
export function theSettings(overrides: Partial<Record<SchemeSetting['scheme'], Partial<SchemeSetting>>> = {}) {
  const setting = (scheme: SchemeSetting['scheme'], amount: string): SchemeSetting => ({
    id: `set-${scheme}`,
    scheme,
    amount,
    description: '',
    isOnlinePaymentEnabled: true,
    isOnlinePaymentConfigured: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides[scheme],
  });
  return [setting('esi', '200.00'), setting('postal', '150.00'), setting('kutumba_barosa', '100.00')];
}

/**
 * GET /api/payment-records as the gateway answers a member: their records filtered by scheme and status,
 * newest first (createdAt), one page.
 */
export function recordsApi(records: PaymentRecord[]): StubHandler {
  return ({ url }: StubbedRequest) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const scheme = query.get('scheme');
    const status = query.get('status');
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 50);
    const matching = records
      .filter((r) => !scheme || scheme === 'all' || r.scheme === scheme)
      .filter((r) => !status || status === 'all' || r.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return pageOf(matching.slice((page - 1) * limit, page * limit), { total: matching.length, page, limit });
  };
}

/** Every call the dashboard makes, answered with nothing on record; `routes` replaces any of them. */
export function portalApi(routes: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/payment-records': recordsApi([]),
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/payment-records/statement': { body: aStatement() },
    'GET /api/scheme-documents': { body: [] },
    'GET /api/events': { body: [] },
    'GET /api/notifications': { body: [] },
    'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
    'GET /api/members/renewal-settings': { body: { renewalFee: '2000.00', periodDays: 365 } },
    [`GET /api/members/${MEMBER_UUID}/documents`]: { body: [] },
    [`GET /api/members/${MEMBER_UUID}/renewal-requests`]: { body: [] },
    // Issue 33: no scheme's AutoPay unless a test says so (the dashboard's AutoPay card then shows nothing).
    'GET /api/autopay': { body: { schemes: [] } },
    ...routes,
  };
}
