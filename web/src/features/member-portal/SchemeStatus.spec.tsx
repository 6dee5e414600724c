import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { AddressProbe } from './AddressProbe';
import { MemberDashboardPage } from './MemberDashboardPage';
import { aMemberRecord, aPortalMember, portalApi, recordsApi } from './member-portal-fixtures';

// Spec part 2 §4, one scheme per case: ESI paid (an older overdue record below it), Postal overdue,
// Kutumba Barosa pending. Dates are Indian (dd/mm/yyyy in Asia/Kolkata).
const records = [
  aMemberRecord({
    id: 'esi-old',
    scheme: 'esi',
    status: 'overdue',
    dueDate: '2026-08-31T18:30:00.000Z',
    createdAt: '2026-08-01T00:00:00.000Z',
  }),
  aMemberRecord({
    id: 'esi-new',
    scheme: 'esi',
    status: 'paid',
    dueDate: '2026-09-30T18:30:00.000Z',
    paymentDate: '2026-10-05T06:00:00.000Z',
    receiptNumber: 'RCPT-2026-000007',
    receiptUrl: '/api/payment-records/esi-new/receipt',
    createdAt: '2026-09-01T00:00:00.000Z',
  }),
  aMemberRecord({
    id: 'postal-1',
    scheme: 'postal',
    status: 'overdue',
    dueDate: '2026-10-31T18:30:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
  }),
  aMemberRecord({
    id: 'kb-1',
    scheme: 'kutumba_barosa',
    status: 'pending',
    dueDate: '2026-11-30T18:30:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  }),
];

function renderDashboard(options: { records?: typeof records; route?: string; opted?: string[] } = {}) {
  stubFetch(portalApi({ 'GET /api/payment-records': recordsApi(options.records ?? records) }));
  const member = aPortalMember(options.opted ? { optedSchemes: options.opted as never } : {});
  return renderWithProviders(
    <>
      <MemberDashboardPage user={member} />
      <AddressProbe />
    </>,
    { route: options.route ?? '/member-dashboard' },
  );
}

describe('Dashboard payment status per scheme (spec part 2 §4)', () => {
  it("shows 'No Dues', 'Paid on {date}' and 'View Payment Details' when the newest record is paid", async () => {
    renderDashboard();
    const esi = await screen.findByRole('listitem', { name: 'ESI payment status' });
    expect(await within(esi).findByText('Paid on 05/10/2026')).toBeInTheDocument();
    expect(within(esi).getByText('No Dues')).toBeInTheDocument();
    expect(within(esi).getByRole('button', { name: /View Payment Details/ })).toBeInTheDocument();
    expect(within(esi).queryByRole('button', { name: /Make Payment/ })).toBeNull();
  });

  it("shows 'Overdue', 'Payment overdue since {dueDate}' and 'Make Payment' when the newest record is overdue", async () => {
    renderDashboard();
    const postal = await screen.findByRole('listitem', { name: 'Postal payment status' });
    expect(await within(postal).findByText('Payment overdue since 01/11/2026')).toBeInTheDocument();
    expect(within(postal).getByText('Overdue')).toBeInTheDocument();
    expect(within(postal).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();
  });

  it("shows 'Pending', 'Payment due by {dueDate}' and 'Make Payment' when the newest record is pending", async () => {
    renderDashboard();
    const kb = await screen.findByRole('listitem', { name: 'Kutumba Barosa payment status' });
    expect(await within(kb).findByText('Payment due by 01/12/2026')).toBeInTheDocument();
    expect(within(kb).getByText('Pending')).toBeInTheDocument();
    expect(within(kb).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();
  });

  it("shows 'Pending', 'No payment records available.' and 'Make Payment' for a scheme without records", async () => {
    renderDashboard({ records: [] });
    const esi = await screen.findByRole('listitem', { name: 'ESI payment status' });
    expect(await within(esi).findByText('No payment records available.')).toBeInTheDocument();
    expect(within(esi).getByText('Pending')).toBeInTheDocument();
    expect(within(esi).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();
  });

  it('lists only the schemes the member joined', async () => {
    renderDashboard({ opted: ['postal'] });
    expect(await screen.findByRole('listitem', { name: 'Postal payment status' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'ESI payment status' })).toBeNull();
  });

  it('opens Make Payment with the scheme chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const postal = await screen.findByRole('listitem', { name: 'Postal payment status' });
    await user.click(await within(postal).findByRole('button', { name: /Make Payment/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/make-payment?scheme=postal');
  });

  it("opens the Payments tab on the scheme from 'View Payment Details'", async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    const esi = await screen.findByRole('listitem', { name: 'ESI payment status' });
    await user.click(await within(esi).findByRole('button', { name: /View Payment Details/ }));

    expect(screen.getByTestId('address')).toHaveTextContent('/member-dashboard?tab=payments&scheme=esi');
    expect(screen.getByRole('tab', { name: 'Payments', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Download receipt RCPT-2026-000007/ })).toBeInTheDocument();
  });

  it('tells a member without schemes how to join one', () => {
    renderDashboard({ opted: [] });
    expect(
      screen.getByText('You have not joined a welfare scheme yet. Please contact admin to join one.'),
    ).toBeInTheDocument();
  });
});

describe('Welfare scheme cards (spec part 2 §4, §9)', () => {
  it("gives each joined scheme's card the badge, message and button of its newest record", async () => {
    renderDashboard({ route: '/member-dashboard?tab=schemes' });

    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(await within(esi).findByText('Paid on 05/10/2026')).toBeInTheDocument();
    expect(within(esi).getByText('No Dues')).toBeInTheDocument();
    expect(within(esi).getByRole('button', { name: /View Payment Details/ })).toBeInTheDocument();

    const postal = screen.getByRole('article', { name: 'Postal' });
    expect(await within(postal).findByText('Payment overdue since 01/11/2026')).toBeInTheDocument();
    expect(within(postal).getByText('Overdue')).toBeInTheDocument();
    expect(within(postal).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();

    const kb = screen.getByRole('article', { name: 'Kutumba Barosa' });
    expect(await within(kb).findByText('Payment due by 01/12/2026')).toBeInTheDocument();
    expect(within(kb).getByText('Pending')).toBeInTheDocument();
  });

  it("marks a scheme the member has not joined 'Not Enrolled', with no badge or payment button", async () => {
    renderDashboard({ route: '/member-dashboard?tab=schemes', opted: ['esi'], records: [] });

    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(await within(esi).findByText('No payment records available.')).toBeInTheDocument();
    expect(within(esi).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();

    const postal = screen.getByRole('article', { name: 'Postal' });
    expect(within(postal).getByText('Not Enrolled')).toBeInTheDocument();
    expect(
      within(postal).getByText('You have not joined this scheme. Please contact admin to join it.'),
    ).toBeInTheDocument();
    expect(within(postal).queryByRole('button', { name: /Make Payment|View Payment Details/ })).toBeNull();
    expect(within(postal).queryByText(/Pending|Overdue|No Dues/)).toBeNull();
  });
});
