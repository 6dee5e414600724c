import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { newestDropdown } from '../../test/antd-select';
import { aRecord, aSchemeMember, someStats } from './payment-fixtures';
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

const noEnglishIn = (root?: Element) => [
  ...englishWordsIn(visibleText(root), KEPT),
  ...englishWordsIn(labelsText(root), KEPT),
];

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
  aRecord({
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
  }),
];

const MEMBERS = [
  aSchemeMember(),
  aSchemeMember({
    memberRef: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    latestRecord: aRecord({ status: 'pending', paymentDate: null, receiptUrl: null, amount: '200.00' }),
    status: 'pending',
  }),
];

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
    expect(englishWordsIn(visibleText(periods), KEPT)).toEqual([]);
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
});
