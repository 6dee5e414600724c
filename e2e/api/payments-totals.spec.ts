import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Schemes } from '@portal/contracts';
import { MemberSessions } from '../support/fixtures/member-session';
import { addRecord, projectedInPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/** One seeded record: its months (YYYY-MM, inclusive), amount and, when paid, the instant it was paid. */
interface Seed {
  member: 'a' | 'b';
  scheme: (typeof Schemes)[number];
  amount: number;
  period: string;
  periodTo: string;
  status: 'paid' | 'pending' | 'overdue';
  paidAt?: string;
}

// FY 2024-25 is April 2024 to March 2025: records inside it, across its start, paid ahead and paid for arrears.
const SEEDS: Seed[] = [
  {
    member: 'a',
    scheme: 'esi',
    amount: 600,
    period: '2024-04',
    periodTo: '2024-06',
    status: 'paid',
    paidAt: '2024-04-05T10:00:00+05:30',
  },
  { member: 'a', scheme: 'esi', amount: 200, period: '2024-07', periodTo: '2024-07', status: 'pending' },
  { member: 'a', scheme: 'esi', amount: 200, period: '2024-08', periodTo: '2024-08', status: 'overdue' },
  // Arrears: January 2024 (last year's month) paid in June 2024.
  {
    member: 'a',
    scheme: 'esi',
    amount: 200,
    period: '2024-01',
    periodTo: '2024-01',
    status: 'paid',
    paidAt: '2024-06-10T10:00:00+05:30',
  },
  // Across the year's start: February to May 2024, paid in February (before the year).
  {
    member: 'b',
    scheme: 'postal',
    amount: 600,
    period: '2024-02',
    periodTo: '2024-05',
    status: 'paid',
    paidAt: '2024-02-10T10:00:00+05:30',
  },
  { member: 'b', scheme: 'postal', amount: 150, period: '2024-11', periodTo: '2024-11', status: 'overdue' },
  // Ahead: March to June 2025 paid on 1 March 2025 (three of its months are next year's).
  {
    member: 'b',
    scheme: 'kutumba_barosa',
    amount: 400,
    period: '2025-03',
    periodTo: '2025-06',
    status: 'paid',
    paidAt: '2025-03-01T09:00:00+05:30',
  },
  // 31 March 2025 23:30 in India is still this year (18:00 UTC).
  {
    member: 'a',
    scheme: 'kutumba_barosa',
    amount: 100,
    period: '2025-02',
    periodTo: '2025-02',
    status: 'paid',
    paidAt: '2025-03-31T23:30:00+05:30',
  },
  // The next year's: in no figure of this one.
  { member: 'a', scheme: 'esi', amount: 200, period: '2025-04', periodTo: '2025-04', status: 'pending' },
  {
    member: 'b',
    scheme: 'postal',
    amount: 150,
    period: '2025-04',
    periodTo: '2025-04',
    status: 'paid',
    paidAt: '2025-04-01T00:30:00+05:30',
  },
];

const monthsOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (
    let [y, m] = from.split('-').map(Number);
    `${y}-${String(m).padStart(2, '0')}` <= to;
    m === 12 ? ((m = 1), y++) : m++
  )
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  return out;
};
/** The India calendar day of an ISO instant with an offset. */
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** The figures worked out here from the seeds, in paise: the test's own reading of the definitions. */
function expected(months: string[], fromDay: string, toDay: string) {
  const rows = Schemes.map((scheme) => {
    let receivable = 0;
    let received = 0;
    let balance = 0;
    let ahead = 0;
    for (const s of SEEDS.filter((seed) => seed.scheme === scheme)) {
      const covered = monthsOf(s.period, s.periodTo);
      const perMonth = (s.amount * 100) / covered.length;
      const inside = covered.filter((m) => months.includes(m)).length;
      receivable += perMonth * inside;
      if (s.status !== 'paid') balance += perMonth * inside;
      if (s.paidAt && indiaDay(s.paidAt) >= fromDay && indiaDay(s.paidAt) <= toDay) {
        received += s.amount * 100;
        ahead += perMonth * covered.filter((m) => m > months[months.length - 1]).length;
      }
    }
    return { scheme, receivable, received, balance, ahead };
  });
  const money = (paise: number) => (paise / 100).toFixed(2);
  const sum = (key: 'receivable' | 'received' | 'balance' | 'ahead') => rows.reduce((t, r) => t + r[key], 0);
  return {
    schemes: rows.map((r) => [r.scheme, money(r.receivable), money(r.received), money(r.balance), money(r.ahead)]),
    totals: [money(sum('receivable')), money(sum('received')), money(sum('balance')), money(sum('ahead'))],
  };
}

/** Totals that add up (issue 26): Payment Records' cards for a month, a quarter and the Indian financial year. */
describe('payment totals for a period', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startTestStack();
    const sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    const a = await sessions.signedIn({ firstName: 'Shivaraj', optedSchemes: ['esi', 'kutumba_barosa'] });
    const b = await sessions.signedIn({ firstName: 'Nagaveni', optedSchemes: ['postal', 'kutumba_barosa'] });
    await projectedInPayments(admin, a.member.id, 'esi', 'active');
    await projectedInPayments(admin, b.member.id, 'postal', 'active');
    const ids = { a: a.member.id, b: b.member.id };
    for (const s of SEEDS) {
      await addRecord(admin, {
        memberId: ids[s.member],
        scheme: s.scheme,
        amount: s.amount,
        status: s.status,
        period: s.period,
        periodTo: s.periodTo,
        dueDate: `${s.period}-01`,
        ...(s.paidAt ? { paymentDate: s.paidAt, paymentMethod: 'cash' } : {}),
      });
    }
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const figures = (json: any) => ({
    schemes: json.schemes.map((s: any) => [s.scheme, s.receivable, s.received, s.balance, s.paidInAdvance]),
    totals: [json.totals.receivable, json.totals.received, json.totals.balance, json.totals.paidInAdvance],
  });
  const stats = async (period: string) => {
    const res = await admin.get(`/api/payment-records/stats?period=${period}`);
    assert.equal(res.status, 200, res.text);
    return res.json;
  };

  it('FY 2024-25: each figure equals the sums worked out from the seeded records, and none is negative', async () => {
    const json = await stats('FY2024-25');
    assert.deepEqual(json.period, {
      key: 'FY2024-25',
      kind: 'fy',
      label: 'FY 2024-25',
      from: '2024-04',
      to: '2025-03',
      fromDay: '2024-04-01',
      toDay: '2025-03-31',
    });
    const want = expected(monthsOf('2024-04', '2025-03'), '2024-04-01', '2025-03-31');
    assert.deepEqual(figures(json), want);
    // Read by hand: ESI 600 + 200 + 200 raised, 600 + 200 (arrears) paid, 400 unpaid; Postal 300 of Feb–May and
    // November's 150, 150 unpaid; Kutumba Barosa March 2025's 100 and February's 100, 500 paid of which 300 is ahead.
    assert.deepEqual(want.totals, ['1650.00', '1300.00', '550.00', '300.00']);
    for (const row of [json.totals, ...json.schemes])
      for (const key of ['receivable', 'received', 'balance', 'paidInAdvance', 'outstanding'])
        assert.ok(Number(row[key]) >= 0, `${row.scheme ?? 'totals'} ${key} ${row[key]}`);
    assert.deepEqual([json.totals.paidCount, json.totals.pendingCount, json.totals.overdueCount], [4, 1, 2]);
  });

  it('a quarter and a month read the same definitions', async () => {
    assert.deepEqual(
      figures(await stats('FY2024-25-Q1')),
      expected(monthsOf('2024-04', '2024-06'), '2024-04-01', '2024-06-30'),
    );
    assert.deepEqual(figures(await stats('2024-11')), expected(['2024-11'], '2024-11-01', '2024-11-30'));
    assert.deepEqual(figures(await stats('2025-03')), expected(['2025-03'], '2025-03-01', '2025-03-31'));
  });

  it('defaults to the current financial year, and answers 400 naming the field for text that is no period', async () => {
    const json = await stats('');
    assert.equal(json.period.kind, 'fy');
    assert.ok(json.period.fromDay <= new Date().toISOString().slice(0, 10));
    const bad = await admin.get('/api/payment-records/stats?period=FY2024-26');
    assert.equal(bad.status, 400, bad.text);
    assert.match(bad.text, /period must be a month \(2026-11\), a quarter \(FY2026-27-Q3\) or a financial year/);
  });
});
