import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import type { AdminRole } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { pageOf } from '../../test/fetch-stub';
import { aClash, aConflict, someStats, theSettings } from './payment-fixtures';
import { PaymentRecordsPage } from './PaymentRecordsPage';

const HEAVY_TEST_MS = 30_000;

/** The Payment Records page with what needs review, for an office-bearer with `role` when one is given. */
function renderPage(overrides: Record<string, StubHandler> = {}, role?: AdminRole) {
  const stub = stubFetch({
    'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 10 }),
    'GET /api/payment-records/stats': { body: someStats() },
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/razorpay/conflicts': {
      body: [aConflict(), aConflict({ id: 'conf-old', razorpayPaymentId: 'pay_Old000000001', status: 'resolved' })],
    },
    'GET /api/payment-records/month-clashes': { body: [aClash()] },
    ...overrides,
  });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = role
    ? renderAsStaff(role, <PaymentRecordsPage />, { route: '/payment-records' })
    : renderWithProviders(<PaymentRecordsPage />, { route: '/payment-records' });
  return { user, calls: stub.calls, view };
}

describe('Payment Records: payments to review', () => {
  it('counts what is open on the Needs review button and shows each conflict with its order, receipt and advice', async () => {
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Needs review (2)' });
    await user.click(button);
    const card = await screen.findByRole('article', { name: 'Payment conflict pay_Dup000000001' });
    expect(card).toHaveTextContent('Ravi Kumar (PHOTO0001)');
    expect(card).toHaveTextContent('order order_Named0001 · ESI · Nov 2026 – Dec 2026 · ₹400.00');
    expect(card).toHaveTextContent('receipt RCPT-2026-000123');
    expect(card).toHaveTextContent("Look the payment up in Razorpay's dashboard");
    expect(screen.getByRole('tab', { name: 'Online payment conflicts (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Months paid twice (1)' })).toBeInTheDocument();
  });

  it('says a renewal fee paid twice is in the books and is refunded from its record, naming the receipt that counts', async () => {
    const { user } = renderPage({
      'GET /api/razorpay/conflicts': {
        body: [
          aConflict({
            source: 'renewal-paid-twice',
            orderKind: 'renewal_fee',
            orderScheme: null,
            orderAmount: '1000.00',
            orderPeriod: null,
            orderPeriodTo: null,
            recordedOrderId: null,
            recorded: { ...aConflict().recorded!, kind: 'renewal_fee', scheme: null, period: null, periodTo: null },
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Needs review (2)' }));
    const card = await screen.findByRole('article', { name: 'Payment conflict pay_Dup000000001' });
    expect(card).toHaveTextContent('pay_Dup000000001 (renewal fee paid twice,');
    expect(card).toHaveTextContent('receipt RCPT-2026-000123');
    expect(card).toHaveTextContent('Both payments are in the books: refund this one from its payment record');
    expect(card).not.toHaveTextContent("Look the payment up in Razorpay's dashboard");
  });

  it(
    'resolves a conflict with the note the admin wrote',
    async () => {
      const { user, calls } = renderPage({
        'POST /api/razorpay/conflicts/conf-1/resolve': { body: aConflict({ status: 'resolved' }) },
      });
      await user.click(await screen.findByRole('button', { name: 'Needs review (2)' }));
      const card = await screen.findByRole('article', { name: 'Payment conflict pay_Dup000000001' });
      const resolve = within(card).getByRole('button', { name: 'Mark resolved' });
      expect(resolve).toBeDisabled();
      await user.type(within(card).getByRole('textbox'), 'Refunded the second charge');
      await user.click(resolve);
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
          ['/api/razorpay/conflicts/conf-1/resolve', { note: 'Refunded the second charge' }],
        ]),
      );
    },
    HEAVY_TEST_MS,
  );

  it(
    'settles a clashed month on the record the admin chooses, and shows the refusal when the service says no',
    async () => {
      const { user, calls } = renderPage({
        'POST /api/payment-records/month-clashes/settle': {
          status: 409,
          body: { code: 'CONFLICT', message: 'Nov 2026 lies inside the months of receipt RCPT-2026-000102' },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Needs review (2)' }));
      await user.click(screen.getByRole('tab', { name: 'Months paid twice (1)' }));
      const card = await screen.findByRole('article', { name: 'Nov 2026 of Asha Rao' });
      expect(card).toHaveTextContent('Kept now: receipt RCPT-2026-000101 · ₹100.00');
      expect(card).toHaveTextContent('Also claims it: receipt RCPT-2026-000102 · ₹200.00');
      await user.click(within(card).getByRole('radio', { name: /Kept now/ }));
      await user.click(within(card).getByRole('button', { name: 'Keep Nov 2026 on the chosen record' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
          { recordId: 'rec-online', month: '2026-11', keepRecordId: 'rec-cash' },
        ]),
      );
      expect(await within(card).findByText(/lies inside the months of receipt RCPT-2026-000102/)).toBeInTheDocument();
    },
    HEAVY_TEST_MS,
  );

  it('shows no count when nothing is open', async () => {
    renderPage({
      'GET /api/razorpay/conflicts': { body: [] },
      'GET /api/payment-records/month-clashes': { body: [] },
    });
    expect(await screen.findByRole('button', { name: 'Needs review' })).toBeInTheDocument();
  });

  it(
    'shows a secretary or a viewer what needs review without Mark resolved or a month to keep, saying who may',
    async () => {
      for (const role of ['secretary', 'viewer'] as const) {
        const { user, view } = renderPage({}, role);
        await user.click(await screen.findByRole('button', { name: 'Needs review (2)' }));
        const conflict = await screen.findByRole('article', { name: 'Payment conflict pay_Dup000000001' });
        expect(within(conflict).queryByRole('button', { name: 'Mark resolved' })).toBeNull();
        expect(within(conflict).queryByRole('textbox')).toBeNull();
        expect(conflict).toHaveTextContent('Only administrators and treasurers can resolve it.');

        await user.click(screen.getByRole('tab', { name: 'Months paid twice (1)' }));
        const clash = await screen.findByRole('article', { name: 'Nov 2026 of Asha Rao' });
        expect(within(clash).queryByRole('button', { name: /Keep Nov 2026/ })).toBeNull();
        for (const side of within(clash).getAllByRole('radio')) expect(side).toBeDisabled();
        expect(clash).toHaveTextContent('Only administrators and treasurers can settle it.');
        view.unmount();
      }

      for (const role of ['admin', 'treasurer'] as const) {
        const { user, view } = renderPage({}, role);
        await user.click(await screen.findByRole('button', { name: 'Needs review (2)' }));
        const conflict = await screen.findByRole('article', { name: 'Payment conflict pay_Dup000000001' });
        expect(within(conflict).getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
        await user.click(screen.getByRole('tab', { name: 'Months paid twice (1)' }));
        const clash = await screen.findByRole('article', { name: 'Nov 2026 of Asha Rao' });
        expect(within(clash).getByRole('button', { name: /Keep Nov 2026/ })).toBeInTheDocument();
        expect(within(clash).getAllByRole('radio')[0]).toBeEnabled();
        view.unmount();
      }
    },
    HEAVY_TEST_MS,
  );
});
