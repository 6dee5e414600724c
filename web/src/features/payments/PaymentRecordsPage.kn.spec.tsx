import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { newestDropdown } from '../../test/antd-select';
import { pageOf } from '../../test/fetch-stub';
import { FeeKindLabels, PaymentStatusLabels } from '@portal/contracts/shapes';
import { parseFinancialPeriod } from '@portal/contracts/rules';
import { rolesWhoMay } from '../../components/use-admin-can';
import payments from '../../i18n/locales/en/admin/payments.json';
import { interpolate } from '../../i18n/texts';
import {
  aClash,
  aConflict,
  aRecord,
  kiransPendingRecord,
  someStats,
  theSettings,
  twoSchemeMembers,
} from './payment-fixtures';
import { PaymentRecordsPage } from './PaymentRecordsPage';
import { PaymentStatCards } from './PaymentStatCards';
import { RecordCards, RecordsTable, SchemeMemberCards, SchemeMembersTable } from './PaymentListViews';

inKannadaSpecs();

/** People's names and the receipt numbers' letters stay as written (issue 31's allow-list). */
const KEPT = ['Ravi', 'Kumar', 'Asha', 'Rao', 'Kiran', 'Shetty', 'RCPT'];

/** What the page's own attributes say (aria-label, placeholder, title), antd's icons' names left out. */
function labelsText(root: Element = document.body): string {
  return [...root.querySelectorAll('[aria-label], [placeholder], [title]')]
    .filter((element) => !element.closest('.anticon'))
    .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''))
    .join(' ');
}

/** An open Select's groups and options as shown (antd's hidden listbox for screen readers holds the values). */
const optionsText = (list: Element) =>
  [...list.querySelectorAll('.ant-select-item')].map((item) => item.textContent ?? '').join(' ');

/** The review drawer, once its Kannada title shows. */
async function reviewDrawer(): Promise<HTMLElement> {
  const title = await screen.findByText('ಪರಿಶೀಲಿಸಬೇಕಾದ ಪಾವತಿಗಳು');
  return title.closest<HTMLElement>('.ant-drawer') ?? document.body;
}

const noEnglishIn = (root?: Element, kept = KEPT) => [
  ...englishWordsIn(visibleText(root), kept),
  ...englishWordsIn(labelsText(root), kept),
];

/**
 * In the review drawer Razorpay's ids (pay_…, order_…) and a webhook's event name it does not explain
 * (payment.captured) are shown as Razorpay writes them; the card's own words ('ಆರ್ಡರ್') are checked apart.
 */
const REVIEW_KEPT = [...KEPT, 'pay', 'order', 'payment', 'captured'];

const RECORDS = [
  aRecord({ period: '2026-11', periodTo: '2026-12', refundedMonths: ['2026-12'] }),
  aRecord({
    id: 'rec-2',
    memberId: 'member-2',
    memberCode: 'PHOTO0002',
    memberName: 'Asha Rao',
    kind: 'renewal_fee',
    scheme: null,
    period: null,
    periodTo: null,
    amount: '500.00',
    status: 'overdue',
    paymentDate: null,
    receiptUrl: null,
    receiptNumber: null,
  }),
  kiransPendingRecord(),
];

const MEMBERS = twoSchemeMembers();

function signedInInKannada(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ 'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) }, ...overrides });
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Payment Records in Kannada (issue 31)', () => {
  it('shows the figures, their notes and the periods to choose with no English word', async () => {
    const stats = someStats();
    stats.fees = { ...stats.fees, receivable: '4000.00', received: '2000.00', paidCount: 1 };
    stats.totals = { ...stats.totals, paidInAdvance: '600.00' };
    signedInInKannada({ 'GET /api/payment-records/stats': { body: stats } });
    await showKannada();
    renderAsStaff('admin', <PaymentStatCards scheme="all" onPeriodChange={() => undefined} />);

    expect(await screen.findByText('ಬರಬೇಕಾದ ಮೊತ್ತ')).toBeInTheDocument();
    expect(screen.getByText(/ಅದರಲ್ಲಿ ಸದಸ್ಯತ್ವ ಶುಲ್ಕ ₹2,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/^ಹಣಕಾಸು ವರ್ಷ 2026-27 ಅವಧಿಯ ಬಾಕಿ ಶುಲ್ಕದಲ್ಲಿ/)).toBeInTheDocument();
    expect(screen.getByText('01/04/2026 ರಿಂದ 31/03/2027')).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);

    await user().click(screen.getByRole('combobox', { name: 'ಅವಧಿ' }));
    const periods = newestDropdown();
    expect(await within(periods).findByText('ತ್ರೈಮಾಸಿಕ')).toBeInTheDocument();
    expect(within(periods).getByText(/^ಹಣಕಾಸು ವರ್ಷ 2026-27ರ 1ನೇ ತ್ರೈಮಾಸಿಕ \(/)).toBeInTheDocument();
    expect(englishWordsIn(optionsText(periods), KEPT)).toEqual([]);
    // The positive control: the check does see English when there is some.
    expect(englishWordsIn(`${visibleText()} Receivable`, KEPT)).toEqual(['Receivable']);
  });

  it("names one scheme's figures by the scheme", async () => {
    signedInInKannada({ 'GET /api/payment-records/stats': { body: someStats() } });
    await showKannada();
    renderAsStaff('admin', <PaymentStatCards scheme="kutumba_barosa" onPeriodChange={() => undefined} />);
    expect(await screen.findByText(/^ಕುಟುಂಬ ಭರೋಸೆ · ಯೋಜನೆಗೆ ಸೇರಿದ ಸದಸ್ಯರು 10$/)).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
  });

  it('shows the records table and the scheme members table with no English word but the names', async () => {
    signedInInKannada();
    await showKannada();
    const { unmount } = renderAsStaff(
      'treasurer',
      <RecordsTable records={RECORDS} loading={false} onEdit={() => undefined} onRefund={() => undefined} />,
    );
    expect(await screen.findByRole('columnheader', { name: 'ಪಾವತಿಸಬೇಕಾದ ದಿನಾಂಕ' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ನವೆಂ–ಡಿಸೆಂ 2026 (ಡಿಸೆಂ ಮರುಪಾವತಿಯಾಗಿದೆ)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar ಅವರ ಪಾವತಿಯನ್ನು ಮರುಪಾವತಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
    unmount();

    renderAsStaff('treasurer', <SchemeMembersTable members={MEMBERS} loading={false} onAct={() => undefined} />);
    expect(await screen.findByText('ದಾಖಲೆ ಇಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar ಅವರ ಪಾವತಿಯನ್ನು ನವೀಕರಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha Rao ಅವರ ಪಾವತಿಯನ್ನು ಸೇರಿಸಿ' })).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
  });

  it('shows the cards a phone shows, and the empty lists, with no English word but the names', async () => {
    signedInInKannada();
    await showKannada();
    const first = renderAsStaff(
      'admin',
      <RecordCards records={RECORDS} loading={false} onEdit={() => undefined} onRefund={() => undefined} />,
    );
    expect(await screen.findByRole('article', { name: 'Asha Rao ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ' })).toBeInTheDocument();
    expect(screen.getAllByText('ಪಾವತಿ ದಿನಾಂಕ')).toHaveLength(3);
    expect(noEnglishIn()).toEqual([]);
    first.unmount();

    const second = renderAsStaff(
      'admin',
      <SchemeMemberCards members={MEMBERS} loading={false} onAct={() => undefined} />,
    );
    expect(await screen.findAllByText('ಇತ್ತೀಚಿನ ಮೊತ್ತ')).toHaveLength(2);
    expect(noEnglishIn()).toEqual([]);
    second.unmount();

    const third = renderAsStaff('admin', <RecordsTable records={[]} loading={false} onEdit={() => undefined} />);
    expect(await screen.findByText('ಯಾವ ಪಾವತಿ ದಾಖಲೆಯೂ ಕಂಡುಬಂದಿಲ್ಲ')).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
    third.unmount();

    renderAsStaff('admin', <SchemeMemberCards members={[]} loading={false} onAct={() => undefined} />);
    expect(await screen.findByText('ಹುಡುಕಾಟ ಅಥವಾ ಆಯ್ಕೆಗಳನ್ನು ಬದಲಿಸಿ ನೋಡಿ')).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
  });

  it("shows the page, its filters, sorts and pages, and a scheme's members, with no English word but the names", async () => {
    signedInInKannada(pageApi());
    await showKannada();
    const { unmount } = renderAsStaff('admin', <PaymentRecordsPage />, { route: '/payment-records' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ಪಾವತಿ ದಾಖಲೆಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('ಎಲ್ಲಾ ಪಾವತಿ ದಾಖಲೆಗಳು')).toBeInTheDocument();
    expect(await screen.findByText('Kiran Shetty')).toBeInTheDocument();
    expect(screen.getByText('ಒಟ್ಟು 25 ದಾಖಲೆಗಳು: 1–10 ತೋರಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪರಿಶೀಲಿಸಬೇಕಾದವು (3)' })).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);

    for (const [name, shown] of [
      ['ಸ್ಥಿತಿಯ ಪ್ರಕಾರ ಆಯ್ಕೆಮಾಡಿ', 'ಅವಧಿ ಮೀರಿದೆ'],
      ['ಯೋಜನೆಯ ಪ್ರಕಾರ ಆಯ್ಕೆಮಾಡಿ', 'ಕುಟುಂಬ ಭರೋಸೆ'],
      ['ಕ್ರಮ', 'ಸದಸ್ಯ ↑'],
    ]) {
      await user().click(screen.getByRole('combobox', { name }));
      const list = newestDropdown();
      expect(await within(list).findAllByText(shown)).not.toHaveLength(0);
      expect(englishWordsIn(optionsText(list), KEPT)).toEqual([]);
    }
    unmount();

    renderAsStaff('admin', <PaymentRecordsPage />, { route: '/payment-records?scheme=esi&status=no_record' });
    expect(await screen.findByText('ESI - ಎಲ್ಲಾ ಸದಸ್ಯರು')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Asha Rao ಅವರ ಪಾವತಿಯನ್ನು ಸೇರಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ESI ಕೋಷ್ಟಕವನ್ನು ರಫ್ತು ಮಾಡಿ$/ })).toBeInTheDocument();
    expect(noEnglishIn()).toEqual([]);
  });

  it('shows the payments to review, open and done, in both tabs with no English word but names and ids', async () => {
    signedInInKannada(pageApi());
    await showKannada();
    renderAsStaff('treasurer', <PaymentRecordsPage />, { route: '/payment-records' });
    await user().click(await screen.findByRole('button', { name: 'ಪರಿಶೀಲಿಸಬೇಕಾದವು (3)' }));
    const drawer = await reviewDrawer();
    const open = await within(drawer).findByRole('article', { name: 'ಹೊಂದಾಣಿಕೆಯಾಗದ ಪಾವತಿ pay_DUP1' });
    expect(open).toHaveTextContent('ಆರ್ಡರ್ order_NAMED1 · ESI · ನವೆಂ 2026 – ಡಿಸೆಂ 2026 · ₹400.00');
    expect(open).toHaveTextContent('ರಶೀದಿ RCPT-2026-000123 · ESI · ಅಕ್ಟೋ 2026 · ₹200.00 · 05/10/2026 ರಂದು ಪಾವತಿಸಲಾಗಿದೆ');
    expect(within(open).getByRole('button', { name: 'ಪರಿಹರಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ' })).toBeInTheDocument();
    expect(within(drawer).getByText(/ರಂದು ನಿರ್ವಾಹಕ Asha Rao ಅವರು ಪರಿಹರಿಸಿದ್ದಾರೆ$/)).toBeInTheDocument();
    expect(noEnglishIn(drawer, REVIEW_KEPT)).toEqual([]);

    await user().click(within(drawer).getByRole('tab', { name: 'ಎರಡು ಬಾರಿ ಪಾವತಿಯಾದ ತಿಂಗಳುಗಳು (1)' }));
    const clash = await within(drawer).findByRole('article', { name: 'Asha Rao ಅವರ ನವೆಂ 2026' });
    expect(clash).toHaveTextContent('ಈಗ ಹೊಂದಿರುವ ದಾಖಲೆ: ರಶೀದಿ RCPT-2026-000101 · ₹100.00 · 20/11/2026 ರಂದು ಪಾವತಿಯಾಗಿದೆ');
    expect(within(clash).getByRole('button', { name: 'ಆಯ್ಕೆಮಾಡಿದ ದಾಖಲೆಯಲ್ಲಿ ನವೆಂ 2026 ಉಳಿಸಿ' })).toBeInTheDocument();
    expect(within(drawer).getByText('ಡಿಸೆಂ 2026 ಇದರಲ್ಲಿದೆ')).toBeInTheDocument();
    expect(noEnglishIn(drawer, REVIEW_KEPT)).toEqual([]);
  });

  it('tells a viewer who may resolve and settle, in Kannada', async () => {
    signedInInKannada(pageApi());
    await showKannada();
    renderAsStaff('viewer', <PaymentRecordsPage />, { route: '/payment-records' });
    await user().click(await screen.findByRole('button', { name: 'ಪರಿಶೀಲಿಸಬೇಕಾದವು (3)' }));
    const drawer = await reviewDrawer();
    expect(await within(drawer).findAllByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ಖಜಾಂಚಿಗಳು ಮಾತ್ರ ಇದನ್ನು ಪರಿಹರಿಸಬಹುದು.')).toHaveLength(2);
    expect(noEnglishIn(drawer, REVIEW_KEPT)).toEqual([]);
    await user().click(within(drawer).getByRole('tab', { name: 'ಎರಡು ಬಾರಿ ಪಾವತಿಯಾದ ತಿಂಗಳುಗಳು (1)' }));
    expect(await within(drawer).findByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ಖಜಾಂಚಿಗಳು ಮಾತ್ರ ಇದನ್ನು ಇತ್ಯರ್ಥಪಡಿಸಬಹುದು.')).toBeInTheDocument();
    expect(noEnglishIn(drawer, REVIEW_KEPT)).toEqual([]);
  });

  it("keeps the contract's English for statuses, fee kinds, periods and the roles who take money", () => {
    expect(payments.feeKinds).toEqual(FeeKindLabels);
    expect(payments.status).toEqual({ ...PaymentStatusLabels, no_record: 'No Record' });
    expect(payments.review.moneyRoles).toBe(rolesWhoMay('money'));
    expect(interpolate(payments.stats.fy, { years: '2026-27' })).toBe(parseFinancialPeriod('FY2026-27')?.label);
    expect(interpolate(payments.stats.quarter, { n: 3, years: '2026-27', months: 'Oct–Dec 2026' })).toBe(
      parseFinancialPeriod('FY2026-27-Q3')?.label,
    );
  });
});

/** Razorpay's ids in capitals, so the English-word check reads them as ids (as it does member ids), not words. */
const ids = (overrides: Partial<Parameters<typeof aConflict>[0]> = {}) =>
  aConflict({
    razorpayPaymentId: 'pay_DUP1',
    razorpayOrderId: 'order_NAMED1',
    recordedOrderId: 'order_PAID1',
    ...overrides,
  });

/** The page's answers: 25 records (a first page of three), an ESI list, figures, and what needs review. */
function pageApi(): Parameters<typeof stubFetch>[0] {
  return {
    'GET /api/payment-records': pageOf(RECORDS, { total: 25, page: 1, limit: 10 }),
    'GET /api/payment-records/scheme-members': {
      body: { scheme: 'esi', members: MEMBERS, total: 2, page: 1, limit: 10 },
    },
    'GET /api/payment-records/stats': { body: someStats() },
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/razorpay/conflicts': {
      body: [
        ids(),
        ids({ id: 'conf-2', razorpayPaymentId: 'pay_LATE2', source: 'months-already-paid', recorded: null }),
        ids({
          id: 'conf-old',
          razorpayPaymentId: 'pay_OLD3',
          source: 'renewal-paid-twice',
          orderKind: 'renewal_fee',
          orderScheme: null,
          orderPeriod: null,
          orderPeriodTo: null,
          status: 'resolved',
          resolvedBy: 'Asha Rao',
          resolvedAt: '2026-11-21T05:00:00.000Z',
        }),
      ],
    },
    'GET /api/payment-records/month-clashes': {
      body: [
        aClash(),
        aClash({
          recordId: 'rec-dec',
          month: '2026-12',
          memberName: 'Kiran Shetty',
          memberCode: 'PHOTO0003',
          status: 'settled',
          keptRecordId: 'rec-cash',
          settledBy: 'Asha Rao',
          settledAt: '2026-12-02T05:00:00.000Z',
        }),
      ],
    },
  };
}
