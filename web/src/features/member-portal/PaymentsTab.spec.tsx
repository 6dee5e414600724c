import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { chooseOption } from '../../test/antd-select';
import { AddressProbe } from './AddressProbe';
import { MemberDashboardPage } from './MemberDashboardPage';
import { aMemberRecord, aPortalMember, portalApi, recordsApi } from './member-portal-fixtures';
import { onPhoneScreen } from '../../test/screen-size';

const paidEsi = aMemberRecord({
  id: 'paid-esi',
  scheme: 'esi',
  amount: '150.00',
  status: 'paid',
  dueDate: '2026-09-30T18:30:00.000Z',
  paymentDate: '2026-10-05T06:00:00.000Z',
  receiptNumber: 'RCPT-2026-000007',
  receiptUrl: '/api/payment-records/paid-esi/receipt',
  createdAt: '2026-09-01T00:00:00.000Z',
});
const overduePostal = aMemberRecord({
  id: 'overdue-postal',
  scheme: 'postal',
  amount: '200.10',
  status: 'overdue',
  dueDate: '2026-10-31T18:30:00.000Z',
  createdAt: '2026-10-01T00:00:00.000Z',
});
const pendingKb = aMemberRecord({
  id: 'pending-kb',
  scheme: 'kutumba_barosa',
  amount: '100.20',
  status: 'pending',
  dueDate: '2026-11-30T18:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
});
const pendingEsi = aMemberRecord({
  id: 'pending-esi',
  scheme: 'esi',
  amount: '150.00',
  status: 'pending',
  dueDate: '2026-11-30T18:30:00.000Z',
  createdAt: '2026-11-02T00:00:00.000Z',
});
const all = [paidEsi, overduePostal, pendingKb, pendingEsi];

function renderPayments(route = '/member-dashboard?tab=payments', records = all) {
  const stub = stubFetch(portalApi({ 'GET /api/payment-records': recordsApi(records) }));
  renderWithProviders(
    <>
      <MemberDashboardPage user={aPortalMember()} />
      <AddressProbe />
    </>,
    { route },
  );
  return stub;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('Payments tab', () => {
  it("offers this year's statement of account as PDF and CSV", async () => {
    renderPayments();
    expect(await screen.findByText('Statement of Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toMatch(
      /^\/api\/payment-records\/statement\/pdf\?period=FY\d{4}-\d{2}$/,
    );
  });

  it("lists the member's own records with scheme, months, amount, status, due and paid dates, newest first", async () => {
    renderPayments();
    await screen.findByText('₹200.10');
    expect(rows().map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['ESI', 'Apr 2026', '₹150.00', 'Pending', '01/12/2026', '—', '—'],
      ['Kutumba Barosa', 'Apr 2026', '₹100.20', 'Pending', '01/12/2026', '—', '—'],
      ['Postal', 'Apr 2026', '₹200.10', 'Overdue', '01/11/2026', '—', '—'],
      ['ESI', 'Apr 2026', '₹150.00', 'Paid', '01/10/2026', '05/10/2026', ' RCPT-2026-000007'],
    ]);
  });

  it('offers the receipt of a paid record as a download, and none for unpaid ones', async () => {
    renderPayments();
    const receipt = await screen.findByRole('link', { name: /Download receipt RCPT-2026-000007/ });
    expect(receipt).toHaveAttribute('href', '/api/payment-records/paid-esi/receipt');
    expect(receipt).toHaveAttribute('download');
    expect(screen.getAllByRole('link', { name: /Download receipt/ })).toHaveLength(1);
  });

  it('adds up every pending and overdue amount as the total due now', async () => {
    renderPayments();
    const due = await screen.findByRole('region', { name: 'Total due now' });
    // 200.10 + 100.20 + 150.00, added in paise.
    expect(await within(due).findByText('₹450.30')).toBeInTheDocument();
    expect(within(due).getByText('3 unpaid payments, 1 overdue')).toBeInTheDocument();
    expect(within(due).getByRole('button', { name: /Make Payment/ })).toBeInTheDocument();
  });

  it('says there is nothing due when every record is paid', async () => {
    renderPayments('/member-dashboard?tab=payments', [paidEsi]);
    const due = await screen.findByRole('region', { name: 'Total due now' });
    expect(await within(due).findByText('₹0.00')).toBeInTheDocument();
    expect(within(due).getByText('You have no pending or overdue payments.')).toBeInTheDocument();
    expect(within(due).queryByRole('button', { name: /Make Payment/ })).toBeNull();
  });

  it('shows only the scheme opened from View Payment Details, and the filter changes it in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPayments('/member-dashboard?tab=payments&scheme=esi');
    await screen.findByText('RCPT-2026-000007');
    expect(rows()).toHaveLength(2);
    expect(rows().every((row) => row.textContent?.startsWith('ESI'))).toBe(true);

    await chooseOption(user, screen.getByRole('combobox', { name: 'Filter by scheme' }), 'Postal');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Postal');
    expect(screen.getByTestId('address')).toHaveTextContent('/member-dashboard?tab=payments&scheme=postal');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Filter by scheme' }), 'All Schemes');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/member-dashboard\?tab=payments$/);
    expect(calls.some((c) => c.url.includes('scheme=postal'))).toBe(true);
  });

  it("says 'No payment records found' when the member has none", async () => {
    renderPayments('/member-dashboard?tab=payments', []);
    expect(await screen.findByText('No payment records found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch payment records' when the list cannot be loaded", async () => {
    stubFetch(portalApi({ 'GET /api/payment-records': { status: 503, body: { message: 'down' } } }));
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard?tab=payments' });
    expect((await screen.findAllByText('Failed to fetch payment records')).length).toBeGreaterThan(0);
  });

  it('pages through more than ten records', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      aMemberRecord({ id: `r${i}`, createdAt: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z` }),
    );
    const user = userEvent.setup({ delay: null });
    renderPayments('/member-dashboard?tab=payments', many);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});

describe('Payments tab on a phone', () => {
  it('shows each record as a card with its receipt instead of a wide table', async () => {
    onPhoneScreen();
    renderPayments('/member-dashboard?tab=payments&scheme=esi');
    const receipt = await screen.findByRole('link', { name: /Download receipt RCPT-2026-000007/ });
    expect(screen.queryByRole('table')).toBeNull();
    const card = receipt.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('ESI');
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('05/10/2026');
  });
});
