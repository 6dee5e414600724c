import type {
  MemberMonths,
  PaymentRecord,
  PaymentStats,
  SchemeMember,
  SchemeSetting,
  SchemeStats,
} from '../../api/payments';
import type { MonthClash, PaymentConflict } from '../../api/payment-review';

/** Test data: payments as the gateway answers them, with overrides. */

export function aRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'rec-1',
    memberId: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    kind: 'scheme_dues',
    scheme: 'esi',
    amount: '1200.00',
    status: 'paid',
    dueDate: '2026-04-01T00:00:00.000Z',
    paymentDate: '2026-04-03T05:00:00.000Z',
    period: '2026-04',
    periodTo: '2026-04',
    refundedMonths: [],
    notes: null,
    paymentMethod: 'upi',
    transactionId: null,
    razorpayPaymentId: null,
    razorpayOrderId: null,
    receiptNumber: 'RCPT-2026-000001',
    receiptUrl: '/api/payment-records/rec-1/receipt',
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-03T05:00:00.000Z',
    ...overrides,
  };
}

export function aSetting(overrides: Partial<SchemeSetting> = {}): SchemeSetting {
  return {
    id: 'set-esi',
    scheme: 'esi',
    amount: '200.00',
    description: 'Employee State Insurance cover for members and their families.',
    isOnlinePaymentEnabled: true,
    isOnlinePaymentConfigured: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The three seeded schemes at the policy's amounts (ESI ₹200, Postal ₹150, Kutumba Barosa ₹100). */
export function theSettings(overrides: Partial<Record<SchemeSetting['scheme'], Partial<SchemeSetting>>> = {}) {
  return [
    aSetting({ ...overrides.esi }),
    aSetting({
      id: 'set-postal',
      scheme: 'postal',
      amount: '150.00',
      description: 'Postal life insurance.',
      ...overrides.postal,
    }),
    aSetting({
      id: 'set-kb',
      scheme: 'kutumba_barosa',
      amount: '100.00',
      description: 'Family support fund.',
      ...overrides.kutumba_barosa,
    }),
  ];
}

export function aSchemeMember(overrides: Partial<SchemeMember> = {}): SchemeMember {
  return {
    memberRef: 'member-2',
    memberCode: 'PHOTO0002',
    memberName: 'Asha Rao',
    memberStatus: 'active',
    latestRecord: null,
    status: 'no_record',
    ...overrides,
  };
}

/** Kiran's Kutumba Barosa payment, still pending (the records lists' third row). */
export function kiransPendingRecord(): PaymentRecord {
  return aRecord({
    id: 'rec-3',
    memberId: 'member-3',
    memberCode: 'PHOTO0003',
    memberName: 'Kiran Shetty',
    scheme: 'kutumba_barosa',
    amount: '100.00',
    status: 'pending',
    paymentDate: null,
    receiptUrl: null,
    receiptNumber: null,
  });
}

/** A scheme's members: Asha with no record yet, and Ravi whose latest payment is pending. */
export function twoSchemeMembers(): SchemeMember[] {
  return [
    aSchemeMember(),
    aSchemeMember({
      memberRef: 'member-1',
      memberCode: 'PHOTO0001',
      memberName: 'Ravi Kumar',
      latestRecord: aRecord({ status: 'pending', paymentDate: null, receiptUrl: null, amount: '200.00' }),
      status: 'pending',
    }),
  ];
}

function aSchemeStats(scheme: SchemeStats['scheme'], overrides: Partial<SchemeStats> = {}): SchemeStats {
  return {
    scheme,
    optedMembers: 10,
    receivable: '2000.00',
    received: '1200.00',
    balance: '800.00',
    paidInAdvance: '0.00',
    outstanding: '400.00',
    paidCount: 6,
    pendingCount: 1,
    overdueCount: 1,
    ...overrides,
  };
}

export function someStats(): PaymentStats {
  return {
    period: {
      key: 'FY2026-27',
      kind: 'fy',
      label: 'FY 2026-27',
      from: '2026-04',
      to: '2027-03',
      fromDay: '2026-04-01',
      toDay: '2027-03-31',
    },
    schemes: [
      aSchemeStats('esi', { receivable: '125000.00', received: '100000.00', balance: '25000.00' }),
      aSchemeStats('postal'),
      aSchemeStats('kutumba_barosa'),
    ],
    fees: {
      optedMembers: 0,
      receivable: '0.00',
      received: '0.00',
      balance: '0.00',
      paidInAdvance: '0.00',
      outstanding: '0.00',
      paidCount: 0,
      pendingCount: 0,
      overdueCount: 0,
    },
    totals: {
      optedMembers: 30,
      receivable: '129000.00',
      received: '102400.00',
      balance: '26600.00',
      paidInAdvance: '0.00',
      outstanding: '1200.00',
      paidCount: 18,
      pendingCount: 3,
      overdueCount: 3,
    },
  };
}

/** A member's months of a scheme: April 2026 paid, and May 2026 offered next at the scheme's amount. */
export function someMonths(overrides: Partial<MemberMonths> = {}): MemberMonths {
  return {
    memberId: 'member-1',
    scheme: 'esi',
    monthlyAmount: '200.00',
    months: [{ month: '2026-04', status: 'paid', recordId: 'rec-1', receiptNumber: 'RCPT-2026-000001' }],
    suggested: { period: '2026-05', periodTo: '2026-05', amount: '200.00', recordId: null },
    ...overrides,
  };
}

/** A Razorpay payment the ledger could not place (the review drawer's first tab). */
export function aConflict(overrides: Partial<PaymentConflict> = {}): PaymentConflict {
  return {
    id: 'conf-1',
    razorpayPaymentId: 'pay_Dup000000001',
    razorpayOrderId: 'order_Named0001',
    recordedOrderId: 'order_Paid00001',
    recordedRecordId: 'rec-paid',
    source: 'payment.captured',
    createdAt: '2026-11-20T05:00:00.000Z',
    memberId: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    orderKind: 'scheme_dues',
    orderScheme: 'esi',
    orderAmount: '400.00',
    orderPeriod: '2026-11',
    orderPeriodTo: '2026-12',
    recorded: {
      recordId: 'rec-paid',
      receiptNumber: 'RCPT-2026-000123',
      amount: '200.00',
      status: 'paid',
      kind: 'scheme_dues',
      scheme: 'esi',
      period: '2026-10',
      periodTo: '2026-10',
      paymentDate: '2026-10-05T05:00:00.000Z',
    },
    status: 'open',
    resolutionNote: null,
    resolvedBy: null,
    resolvedAt: null,
    ...overrides,
  };
}

/** Two records claiming one month of a scheme (the review drawer's second tab). */
export function aClash(overrides: Partial<MonthClash> = {}): MonthClash {
  return {
    recordId: 'rec-online',
    memberId: 'member-2',
    memberCode: 'PHOTO0002',
    memberName: 'Asha Rao',
    scheme: 'kutumba_barosa',
    month: '2026-11',
    heldByRecordId: 'rec-cash',
    heldByReceiptNumber: 'RCPT-2026-000101',
    notedAt: '2026-11-26T05:00:00.000Z',
    record: {
      recordId: 'rec-online',
      receiptNumber: 'RCPT-2026-000102',
      amount: '200.00',
      status: 'paid',
      period: '2026-11',
      periodTo: '2026-12',
      paymentDate: '2026-12-01T05:00:00.000Z',
      paymentMethod: 'upi',
    },
    heldBy: {
      recordId: 'rec-cash',
      receiptNumber: 'RCPT-2026-000101',
      amount: '100.00',
      status: 'paid',
      period: '2026-11',
      periodTo: '2026-11',
      paymentDate: '2026-11-20T05:00:00.000Z',
      paymentMethod: 'cash',
    },
    status: 'open',
    keptRecordId: null,
    settlementNote: null,
    settledBy: null,
    settledAt: null,
    ...overrides,
  };
}
