import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler, type StubbedRequest, pageOf } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import type { PaymentRecord, SchemeMember } from '../../api/payments';
import { aRecord, kiransPendingRecord, someMonths, someStats, theSettings, twoSchemeMembers } from './payment-fixtures';
import { PaymentRecordsPage } from './PaymentRecordsPage';
import { onPhoneScreen } from '../../test/screen-size';

type User = ReturnType<typeof userEvent.setup>;
/** The dialog flows click through several antd selects; a busy 2-core machine needs more than the default. */
const HEAVY_TEST_MS = 45_000;
const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;

const RECORDS = [
  aRecord(),
  aRecord({
    id: 'rec-2',
    memberId: 'member-2',
    memberCode: 'PHOTO0002',
    memberName: 'Asha Rao',
    scheme: 'postal',
    amount: '150.00',
    status: 'overdue',
    paymentDate: null,
    receiptUrl: null,
    receiptNumber: null,
  }),
  kiransPendingRecord(),
];

const ESI_MEMBERS: SchemeMember[] = twoSchemeMembers();

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/payment-records': pageOf(RECORDS, { total: RECORDS.length, page: 1, limit: 10 }),
    'GET /api/payment-records/scheme-members': (request) => ({
      body: { scheme: params(request).get('scheme'), members: ESI_MEMBERS, total: 2, page: 1, limit: 10 },
    }),
    'GET /api/payment-records/stats': { body: someStats() },
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/payment-records/months': { body: someMonths() },
    'GET /api/razorpay/conflicts': { body: [] },
    'GET /api/payment-records/month-clashes': { body: [] },
    'GET /api/members': {
      body: { members: [aMember({ id: 'member-1', firstName: 'Ravi', lastName: 'Kumar' })], total: 1 },
    },
    ...overrides,
  });
}

function renderPage(route = '/payment-records') {
  // antd's dialogs animate in; skipping user-event's per-click style check keeps these flows fast.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<PaymentRecordsPage />, { route });
  return user;
}

const choose = (user: User, label: string, option: string) =>
  chooseOption(user, screen.getByRole('combobox', { name: label }), option);

/** antd gives every modal title the same id under test, so a dialog is found by role and told apart by its title. */
async function findDialog(title: string | RegExp) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('.ant-modal-title')).toHaveTextContent(title));
  return dialog;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentRecordsPage', { timeout: HEAVY_TEST_MS }, () => {
  it('lists every record with ₹ amounts, coloured status tags, dates and a receipt only for paid ones', async () => {
    api();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Payment Records' })).toBeInTheDocument();
    const ravi = await rowOf('Ravi Kumar');
    expect(within(ravi).getByText('PHOTO0001')).toBeInTheDocument();
    expect(within(ravi).getByText('ESI')).toBeInTheDocument();
    expect(within(ravi).getByText('₹1,200.00')).toBeInTheDocument();
    expect(within(ravi).getByText('Paid')).toHaveClass('ant-tag-green');
    expect(within(ravi).getByText('01/04/2026')).toBeInTheDocument();
    expect(within(ravi).getByText('03/04/2026')).toBeInTheDocument();
    expect(within(ravi).getByRole('link', { name: 'Receipt for Ravi Kumar' })).toHaveAttribute(
      'href',
      '/api/payment-records/rec-1/receipt',
    );

    const asha = await rowOf('Asha Rao');
    expect(within(asha).getByText('Overdue')).toHaveClass('ant-tag-red');
    expect(within(asha).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(within(await rowOf('Kiran Shetty')).getByText('Pending')).toHaveClass('ant-tag-gold');

    expect(screen.getByRole('button', { name: /Export Table$/ })).toBeInTheDocument();
    expect(screen.getByText('₹1,29,000.00')).toBeInTheDocument(); // all schemes' receivable
  });

  it('reads the cards for the period picked (the current financial year at first) and shows what was paid in advance', async () => {
    const lastYear = someStats();
    lastYear.period = {
      ...lastYear.period,
      key: 'FY2025-26',
      label: 'FY 2025-26',
      fromDay: '2025-04-01',
      toDay: '2026-03-31',
    };
    lastYear.totals = { ...lastYear.totals, receivable: '4800.00', balance: '0.00', paidInAdvance: '600.00' };
    const { calls } = api({
      'GET /api/payment-records/stats': (request) => ({
        body: params(request).get('period') === 'FY2025-26' ? lastYear : someStats(),
      }),
    });
    const user = renderPage();
    expect(await screen.findByText('₹1,29,000.00')).toBeInTheDocument();
    const statsCalls = () => calls.filter((c) => c.path === '/api/payment-records/stats');
    expect(params(statsCalls()[0]).get('period')).toBeNull();
    expect(screen.queryByText(/paid in advance/)).not.toBeInTheDocument();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Period' }), 'FY 2025-26');

    expect(await screen.findByText('₹4,800.00')).toBeInTheDocument();
    expect(screen.getByText(/₹600\.00 paid in advance/)).toBeInTheDocument();
    expect(screen.getByText('01/04/2025 to 31/03/2026')).toBeInTheDocument();
    expect(params(statsCalls().at(-1)!).get('period')).toBe('FY2025-26');
  });

  it("says 'No payment records found' and how to start when there are none", async () => {
    api({ 'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 10 }) });
    renderPage();
    expect(await screen.findByText('No payment records found')).toBeInTheDocument();
    expect(screen.getByText('Add the first payment record to get started')).toBeInTheDocument();
  });

  it("switches to '{scheme} - All Members' with 'No Record', the scheme's figures and its export label", async () => {
    const { calls } = api();
    const user = renderPage();
    await rowOf('Kiran Shetty');

    await user.type(screen.getByRole('textbox', { name: 'Search by member name' }), 'a');
    await choose(user, 'Filter by scheme', 'ESI');

    expect(await screen.findByText('ESI - All Members')).toBeInTheDocument();
    const asha = await rowOf('Asha Rao');
    expect(within(asha).getByText('No Record')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Add payment for Asha Rao' })).toBeInTheDocument();
    expect(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Update payment for Ravi Kumar' }));
    expect(screen.getByRole('button', { name: /Export ESI \(Table\)/ })).toBeInTheDocument();
    expect(screen.getByText('₹1,25,000.00')).toBeInTheDocument(); // ESI's receivable
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/payment-records/scheme-members').at(-1)!;
      expect([params(last).get('scheme'), params(last).get('search'), params(last).get('page')]).toEqual([
        'esi',
        'a',
        '1',
      ]);
    });
  });

  it("says 'No members found' when nobody in the scheme matches", async () => {
    api({
      'GET /api/payment-records/scheme-members': {
        body: { scheme: 'postal', members: [], total: 0, page: 1, limit: 10 },
      },
    });
    const user = renderPage();
    await rowOf('Kiran Shetty');
    await choose(user, 'Filter by scheme', 'Postal');
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it("asks for member, scheme and amount before adding a record ('Validation Error')", async () => {
    const { calls } = api();
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /Add Payment Record/ }));
    const dialog = await findDialog(/Add Payment Record/);
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Member, scheme, and amount are required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Amount must be greater than 0' for an amount of −50, even before the member is chosen", async () => {
    const { calls } = api();
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /Add Payment Record/ }));
    const dialog = await findDialog(/Add Payment Record/);
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    await choose(user, 'Scheme', 'ESI');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));

    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.queryByText('Member, scheme, and amount are required')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a record for the chosen member with the amount as a number and due date today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-10T06:00:00Z') });
    const { calls } = api({ 'POST /api/payment-records': { status: 201, body: aRecord({ id: 'new' }) } });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /Add Payment Record/ }));
    const dialog = await findDialog(/Add Payment Record/);
    expect(within(dialog).getByLabelText('Due Date')).toHaveValue('2026-05-10');

    await choose(user, 'Member', 'Ravi Kumar (PHOTO0001)');
    await choose(user, 'Scheme', 'ESI');
    // The member's next unpaid month at the scheme's amount is offered.
    await waitFor(() => expect(within(dialog).getByLabelText('From Month')).toHaveValue('2026-05'));
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(200);
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));

    expect(await screen.findByText('Payment record added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      memberId: 'member-1',
      scheme: 'esi',
      amount: 200,
      status: 'pending',
      dueDate: '2026-05-10',
      paymentDate: null,
      period: '2026-05',
      periodTo: '2026-05',
    });
  });

  it("shows 'Error updating payment record' with the server's reason when an edit is refused", async () => {
    api({
      'PUT /api/payment-records/rec-2': {
        status: 404,
        body: { status: 404, code: 'PAYMENTS_RECORD_NOT_FOUND', message: 'Payment record not found' },
      },
    });
    const user = renderPage();
    await user.click(within(await rowOf('Asha Rao')).getByRole('button', { name: 'Edit payment of Asha Rao' }));
    const dialog = await findDialog('Edit Payment Record');
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(150);
    await user.click(within(dialog).getByRole('button', { name: 'Update Record' }));

    expect(await screen.findByText('Error updating payment record')).toBeInTheDocument();
    expect(screen.getByText('Payment record not found')).toBeInTheDocument();
  });

  it("requires an amount in the quick dialog, then updates the member's latest record", async () => {
    const saved: PaymentRecord[] = [];
    const { calls } = api({
      'PUT /api/payment-records/rec-1': (request) => {
        const record = aRecord({ ...(request.body as Partial<PaymentRecord>) });
        saved.push(record);
        return { body: record };
      },
    });
    const user = renderPage();
    await rowOf('Kiran Shetty');
    await choose(user, 'Filter by scheme', 'ESI');
    await user.click(await screen.findByRole('button', { name: 'Update payment for Ravi Kumar' }));
    const dialog = await findDialog('Update Payment Status');

    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue(200);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(amount);
    await user.paste('200');
    await choose(user, 'Status', 'Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Payment status updated successfully')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 200, status: 'paid', dueDate: '2026-04-01' });
    expect(body.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("adds a first record from the quick dialog at the scheme's amount", async () => {
    const { calls } = api({ 'POST /api/payment-records': { status: 201, body: aRecord({ id: 'new' }) } });
    const user = renderPage();
    await rowOf('Kiran Shetty');
    await choose(user, 'Filter by scheme', 'ESI');
    await user.click(await screen.findByRole('button', { name: 'Add payment for Asha Rao' }));
    const dialog = await findDialog(/^Add Payment$/);
    await waitFor(() => expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(200));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Payment status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      memberId: 'member-2',
      scheme: 'esi',
      amount: 200,
      status: 'pending',
      period: '2026-05',
      periodTo: '2026-05',
    });
  });

  it('opens on the sort, days paid, search and page the address holds, as a reload or Back does', async () => {
    const { calls } = api();
    renderPage('/payment-records?q=Asha&sort=amount&order=desc&from=2026-10-01&to=2026-10-31&page=2');

    await rowOf('Asha Rao');
    const asked = params(calls.find((c) => c.path === '/api/payment-records')!);
    expect(Object.fromEntries(asked)).toMatchObject({
      search: 'Asha',
      sort: 'amount',
      order: 'desc',
      from: '2026-10-01',
      to: '2026-10-31',
      page: '2',
    });
    expect(screen.getByRole('textbox', { name: 'Search by member name' })).toHaveValue('Asha');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('textbox', { name: 'Paid from' })).toHaveValue('01/10/2026');
    expect(screen.getByRole('textbox', { name: 'Paid to' })).toHaveValue('31/10/2026');
  });

  it('sorts by a column header from the first page, ascending first, and by the same choice on a phone', async () => {
    const { calls } = api();
    const user = renderPage('/payment-records?page=3');
    await rowOf('Asha Rao');

    await user.click(screen.getByRole('columnheader', { name: /Payment Date/ }));
    await waitFor(() =>
      expect(calls.some((c) => params(c).get('sort') === 'paymentDate' && params(c).get('order') === 'asc')).toBe(true),
    );
    const sorted = calls.filter((c) => c.path === '/api/payment-records' && params(c).get('sort') === 'paymentDate');
    expect(sorted.every((c) => params(c).get('page') === '1')).toBe(true);

    await choose(user, 'Sort by', 'Member ↓');
    await waitFor(() =>
      expect(calls.some((c) => params(c).get('sort') === 'member' && params(c).get('order') === 'desc')).toBe(true),
    );
  });

  it("downloads the scheme's CSV with the filters on screen, and says 'Export failed' when refused", async () => {
    let refuse = false;
    // jsdom has no object URLs; the page only needs one to hand to the download link.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = api({
      'GET /api/payment-records/export/csv': () =>
        refuse
          ? {
              status: 503,
              body: {
                status: 503,
                code: CommonErrorCode.ServiceUnavailable,
                message: 'Payments service is unavailable, please try again',
              },
            }
          : {
              body: 'Member,Amount\n',
              headers: { 'Content-Disposition': 'attachment; filename="payment-records-esi-2026-05-10.csv"' },
            },
    });
    const user = renderPage();
    await rowOf('Kiran Shetty');
    await choose(user, 'Filter by scheme', 'ESI');
    await choose(user, 'Filter by status', 'Overdue');

    await user.click(screen.getByRole('button', { name: /Export ESI \(Table\)/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exported = calls.find((c) => c.path === '/api/payment-records/export/csv')!;
    expect([params(exported).get('scheme'), params(exported).get('status')]).toEqual(['esi', 'overdue']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('payment-records-esi-2026-05-10.csv');

    refuse = true;
    const exportButton = screen.getByRole('button', { name: /Export ESI \(Table\)/ });
    // A button still busy with the first export ignores clicks.
    await waitFor(() => expect(exportButton).not.toHaveClass('ant-btn-loading'));
    await user.click(exportButton);
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Payments service is unavailable, please try again')).toBeInTheDocument();
  });
  it('shows records and scheme members as cards on a phone-sized screen', async () => {
    onPhoneScreen();
    api();
    const user = renderPage();

    const card = await screen.findByRole('article', { name: 'Ravi Kumar ESI' });
    expect(within(card).getByText('₹1,200.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit payment of Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await choose(user, 'Filter by scheme', 'ESI');
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('No Record')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Add payment for Asha Rao' })).toBeInTheDocument();
  });

  it('offers adding, editing, refunding and the quick Add/Update only to the roles that take money', async () => {
    api();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    for (const role of ['secretary', 'viewer'] as const) {
      const view = renderAsStaff(role, <PaymentRecordsPage />, { route: '/payment-records' });
      const ravi = await rowOf('Ravi Kumar');
      expect(within(ravi).getByRole('link', { name: 'Receipt for Ravi Kumar' })).toBeInTheDocument();
      expect(within(ravi).queryByRole('button', { name: 'Refund payment of Ravi Kumar' })).toBeNull();
      expect(within(ravi).queryByRole('button', { name: 'Edit payment of Ravi Kumar' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Add Payment Record/ })).toBeNull();
      await choose(user, 'Filter by scheme', 'ESI');
      expect(await screen.findByText('ESI - All Members')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /payment for Ravi Kumar/ })).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'treasurer'] as const) {
      const view = renderAsStaff(role, <PaymentRecordsPage />, { route: '/payment-records' });
      const ravi = await rowOf('Ravi Kumar');
      expect(within(ravi).getByRole('button', { name: 'Refund payment of Ravi Kumar' })).toBeInTheDocument();
      expect(within(ravi).getByRole('button', { name: 'Edit payment of Ravi Kumar' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Add Payment Record/ })).toBeInTheDocument();
      await choose(user, 'Filter by scheme', 'ESI');
      expect(await screen.findByRole('button', { name: 'Update payment for Ravi Kumar' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
