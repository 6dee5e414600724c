import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { aRecord, aSchemeMember, someMonths, theSettings } from './payment-fixtures';
import { PaymentRecordDialog } from './PaymentRecordDialog';
import { QuickPaymentDialog } from './QuickPaymentDialog';

/** The dialogs click through antd selects; a busy 2-core machine needs more than the default. */
const HEAVY_TEST_MS = 45_000;

/** March–April 2026 raised and unpaid (₹400 together); February paid with its receipt. */
const WITH_DUES = someMonths({
  months: [
    { month: '2026-02', status: 'paid', recordId: 'rec-feb', receiptNumber: 'RCPT-2026-000007' },
    { month: '2026-03', status: 'overdue', recordId: 'due-1', receiptNumber: null },
    { month: '2026-04', status: 'overdue', recordId: 'due-1', receiptNumber: null },
  ],
  suggested: { period: '2026-03', periodTo: '2026-04', amount: '400.00', recordId: 'due-1' },
});

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/payment-records/months': { body: WITH_DUES },
    'GET /api/members': {
      body: { members: [aMember({ id: 'member-1', firstName: 'Ravi', lastName: 'Kumar' })], total: 1 },
    },
    'POST /api/payment-records': { status: 201, body: aRecord({ id: 'new' }) },
    ...overrides,
  });
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openAddDialog() {
  const user = setup();
  renderWithProviders(<PaymentRecordDialog open onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Member' }), 'Ravi Kumar (PHOTO0001)');
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Scheme' }), 'ESI');
  return { user, dialog };
}

const monthField = (dialog: HTMLElement, label: 'From Month' | 'To Month') => within(dialog).getByLabelText(label);

describe('the months of a payment record', { timeout: HEAVY_TEST_MS }, () => {
  it("offers the member's oldest unpaid months at their amount, lists the months paid with receipts, and sends the months", async () => {
    const { calls } = api();
    const { user, dialog } = await openAddDialog();

    await waitFor(() => expect(monthField(dialog, 'From Month')).toHaveValue('2026-03'));
    expect(monthField(dialog, 'To Month')).toHaveValue('2026-04');
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(400);
    expect(within(dialog).getByText('Already paid: February 2026 (RCPT-2026-000007)')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/payment-records/months')?.url).toContain('memberId=member-1');

    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Payment record added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      memberId: 'member-1',
      scheme: 'esi',
      amount: 400,
      period: '2026-03',
      periodTo: '2026-04',
    });
  });

  it("keeps the amount at the scheme's monthly amount times the months, until the admin types one", async () => {
    api({ 'GET /api/payment-records/months': { body: someMonths() } });
    const { user, dialog } = await openAddDialog();
    await waitFor(() => expect(monthField(dialog, 'From Month')).toHaveValue('2026-05'));

    fireEvent.change(monthField(dialog, 'To Month'), { target: { value: '2026-07' } });
    await waitFor(() => expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(600));

    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '550');
    fireEvent.change(monthField(dialog, 'To Month'), { target: { value: '2026-08' } });
    // The positive control above shows a change of months reaches the amount; a typed amount stays.
    await waitFor(() => expect(monthField(dialog, 'To Month')).toHaveValue('2026-08'));
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(550);
  });

  it('refuses a last month before the first, and months left empty, before sending anything', async () => {
    const { calls } = api();
    const { user, dialog } = await openAddDialog();
    await waitFor(() => expect(monthField(dialog, 'From Month')).toHaveValue('2026-03'));

    fireEvent.change(monthField(dialog, 'To Month'), { target: { value: '2026-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('The last month cannot be before the first month')).toBeInTheDocument();

    fireEvent.change(monthField(dialog, 'From Month'), { target: { value: '' } });
    fireEvent.change(monthField(dialog, 'To Month'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Please choose the months this payment covers')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // The positive control: the same dialog sends once the months are a run again.
    fireEvent.change(monthField(dialog, 'From Month'), { target: { value: '2026-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Payment record added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ period: '2026-03', periodTo: '2026-03' });
  });

  it("tells the admin the server's words when a month is already paid", async () => {
    api({
      'POST /api/payment-records': {
        status: 409,
        body: {
          status: 409,
          code: 'PAYMENTS_MONTH_TAKEN',
          message: 'March 2026 is already paid (receipt RCPT-2026-000123)',
        },
      },
    });
    const { user, dialog } = await openAddDialog();
    await waitFor(() => expect(monthField(dialog, 'From Month')).toHaveValue('2026-03'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));

    expect(await screen.findByText('Error adding payment record')).toBeInTheDocument();
    expect(screen.getByText('March 2026 is already paid (receipt RCPT-2026-000123)')).toBeInTheDocument();
  });

  it("keeps an edited record's own months and sends them back", async () => {
    const { calls } = api({
      'PUT /api/payment-records/rec-1': { body: aRecord() },
    });
    const user = setup();
    renderWithProviders(
      <PaymentRecordDialog open record={aRecord({ period: '2026-04', periodTo: '2026-06' })} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(monthField(dialog, 'From Month')).toHaveValue('2026-04');
    expect(monthField(dialog, 'To Month')).toHaveValue('2026-06');
    // The member's next months arrive, and change nothing of this record.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/payment-records/months')).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Update Record' }));
    expect(await screen.findByText('Payment record updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      amount: 1200,
      period: '2026-04',
      periodTo: '2026-06',
    });
  });

  it("offers the quick dialog's first record the member's next months at the scheme's amount", async () => {
    const { calls } = api({ 'GET /api/payment-records/months': { body: someMonths({ memberId: 'member-2' }) } });
    const user = setup();
    renderWithProviders(
      <QuickPaymentDialog open scheme="esi" member={aSchemeMember({ memberRef: 'member-2' })} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(monthField(dialog, 'From Month')).toHaveValue('2026-05'));
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(200);
    expect(within(dialog).getByText('Already paid: April 2026 (RCPT-2026-000001)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Payment status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      memberId: 'member-2',
      scheme: 'esi',
      period: '2026-05',
      periodTo: '2026-05',
    });
  });
});
