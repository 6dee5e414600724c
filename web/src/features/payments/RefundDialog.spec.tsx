import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Refund, RefundSummary } from '../../api/refunds';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { aRecord } from './payment-fixtures';
import { RefundDialog } from './RefundDialog';

/** The dialog clicks through antd's select and form on a busy 2-core machine. */
const HEAVY_TEST_MS = 30_000;

const online = aRecord({
  id: 'rec-online',
  amount: '600.00',
  razorpayPaymentId: 'pay_Test000000001',
  receiptNumber: 'RCPT-2026-000010',
});
const cash = aRecord({ id: 'rec-cash', amount: '200.00', paymentMethod: 'cash', receiptNumber: 'RCPT-2026-000011' });

function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 'ref-1',
    paymentRecordId: 'rec-online',
    receiptNumber: 'RCPT-2026-000010',
    memberId: 'member-1',
    memberCode: 'PHOTO0001',
    memberName: 'Ravi Kumar',
    scheme: 'esi',
    amount: '300.00',
    reason: 'Left the scheme',
    method: 'razorpay',
    reference: 'rfnd_Test00000001',
    status: 'processed',
    failureReason: null,
    creditNoteNumber: 'CN-2026-000001',
    creditNoteUrl: '/api/refunds/ref-1/credit-note',
    reopenedMonths: [],
    createdAt: '2026-11-20T05:00:00.000Z',
    refundedAt: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}

function summaryOf(record: typeof online, overrides: Partial<RefundSummary> = {}): RefundSummary {
  return {
    paymentRecordId: record.id,
    amount: record.amount,
    refunded: '0.00',
    refundable: record.amount,
    online: record.razorpayPaymentId !== null,
    refunds: [],
    ...overrides,
  };
}

function open(record: typeof online, summary: RefundSummary, post: StubHandler = { status: 201, body: aRefund() }) {
  const stub = stubFetch({
    [`GET /api/payment-records/${record.id}/refunds`]: { body: summary },
    [`POST /api/payment-records/${record.id}/refunds`]: post,
  });
  const onClose = vi.fn();
  renderWithProviders(<RefundDialog record={record} onClose={onClose} />);
  return { ...stub, onClose };
}

const posted = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.method === 'POST');

describe('RefundDialog', () => {
  it("shows the policy's guidance and what is still refundable, prefilled as the amount", async () => {
    open(online, summaryOf(online, { refunded: '300.00', refundable: '300.00', refunds: [aRefund()] }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(await within(dialog).findByTestId('refundable')).toHaveTextContent('₹300.00');
    expect(within(dialog).getByText(/Annual fees are refundable within 15 days/)).toBeInTheDocument();
    expect(within(dialog).getByText(/100% refund when cancelled more than 7 days before/)).toBeInTheDocument();
    expect(within(dialog).getByText(/50% between 3 and 7 days, none within 48 hours/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refund amount (₹)')).toHaveValue('300.00');
    const soFar = within(dialog).getByRole('region', { name: 'Refunds so far' });
    expect(within(soFar).getByRole('link', { name: /CN-2026-000001/ })).toHaveAttribute(
      'href',
      '/api/refunds/ref-1/credit-note',
    );
    // An online payment goes back through Razorpay: no method to choose.
    expect(within(dialog).queryByLabelText('Refunded by')).not.toBeInTheDocument();
  });

  it(
    'refunds half of an online payment with the reason, then closes',
    async () => {
      const user = userEvent.setup();
      const { calls, onClose } = open(online, summaryOf(online));
      const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
      const amount = await within(dialog).findByLabelText('Refund amount (₹)');
      await user.clear(amount);
      await user.type(amount, '300');
      await user.type(within(dialog).getByLabelText('Reason'), 'Left the scheme');
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(posted(calls).map((c) => c.body)).toEqual([{ amount: '300', reason: 'Left the scheme' }]);
    },
    HEAVY_TEST_MS,
  );

  it('asks for the reason and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { calls } = open(online, summaryOf(online));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    await within(dialog).findByLabelText('Refund amount (₹)');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Please give the reason for the refund')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it(
    "shows the server's refusal of more than is left and stays open",
    async () => {
      const user = userEvent.setup();
      const message = 'At most ₹600.00 of this payment can still be refunded';
      const { onClose } = open(online, summaryOf(online), {
        status: 409,
        body: { status: 409, code: 'PAYMENTS_REFUND_TOO_LARGE', message },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
      const amount = await within(dialog).findByLabelText('Refund amount (₹)');
      await user.clear(amount);
      await user.type(amount, '700');
      await user.type(within(dialog).getByLabelText('Reason'), 'Too much');
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    },
    HEAVY_TEST_MS,
  );

  it(
    'records an office payment refunded by hand with its method and reference',
    async () => {
      const user = userEvent.setup();
      const { calls, onClose } = open(cash, summaryOf(cash), {
        status: 201,
        body: aRefund({ method: 'cheque', reference: 'CHQ 1', paymentRecordId: 'rec-cash' }),
      });
      const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
      await within(dialog).findByLabelText('Refund amount (₹)');
      await chooseOption(user, within(dialog).getByLabelText('Refunded by'), 'Cheque');
      await user.type(within(dialog).getByLabelText('Reference (cheque no. / transfer id)'), 'CHQ 1');
      await user.type(within(dialog).getByLabelText('Reason'), 'Paid twice');
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(posted(calls).map((c) => c.body)).toEqual([
        { amount: '200.00', reason: 'Paid twice', method: 'cheque', reference: 'CHQ 1' },
      ]);
    },
    HEAVY_TEST_MS,
  );

  it('offers no refund of a payment refunded in full already', async () => {
    open(
      online,
      summaryOf(online, { refunded: '600.00', refundable: '0.00', refunds: [aRefund({ amount: '600.00' })] }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(await within(dialog).findByText('This payment has been refunded in full already')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
