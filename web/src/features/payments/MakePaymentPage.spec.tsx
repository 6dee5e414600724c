import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PaymentsErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler, type StubbedRequest, pageOf } from '../../test/fetch-stub';
import { aMember, aMemberUser, anAdminUser } from '../../test/member-fixtures';
import type { CurrentUser } from '../../api/auth';
import type { CreatedOrder } from '../../api/payments';
import { aRecord, someMonths, theSettings } from './payment-fixtures';
import { MakePaymentPage } from './MakePaymentPage';
import {
  pendingCheckoutScript,
  resetRazorpayCheckout,
  type RazorpayFailure,
  type RazorpayOptions,
} from '../../lib/razorpay-checkout';

type User = ReturnType<typeof userEvent.setup>;
/** Several antd selects per test; a busy 2-core machine needs more than the default. */
const HEAVY_TEST_MS = 45_000;

const SCRIPT_URL = 'http://localhost:8090/checkout.js';
const RAVI = aMember({ id: 'member-1', firstName: 'Ravi', lastName: 'Kumar', optedSchemes: ['esi', 'postal'] });
const ASHA = aMember({
  id: 'member-2',
  memberId: 'PHOTO0002',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  optedSchemes: ['kutumba_barosa'],
});

const ORDER: CreatedOrder = {
  success: true,
  message: 'Order created',
  key_id: 'rzp_test_key',
  amount: 20000,
  currency: 'INR',
  order_id: 'order_123',
  name: 'KPWA',
  description: 'ESI contribution (1 month)',
  prefill: { name: 'Ravi Kumar', email: 'ravi@example.in', contact: '9876543210' },
};

/** The record verify-payment answers: three months of ESI on a receipt number long enough to need wrapping. */
const PAID_RECORD = aRecord({
  id: 'rec-paid',
  amount: '600.00',
  period: '2026-11',
  periodTo: '2027-01',
  receiptNumber: 'RCPT-2026-000042',
  receiptUrl: '/api/payment-records/rec-paid/receipt',
});

const HANDLER_PAYLOAD = {
  razorpay_payment_id: 'pay_456',
  razorpay_order_id: 'order_123',
  razorpay_signature: 'sig_789',
};

/** A stand-in for checkout.js: remembers each checkout it was asked to open, so a test can play the payer. */
interface FakeCheckout {
  options: RazorpayOptions;
  opened: boolean;
  failed?: (failure: RazorpayFailure) => void;
}

function installFakeRazorpay(): FakeCheckout[] {
  const checkouts: FakeCheckout[] = [];
  window.Razorpay = class {
    private readonly entry: FakeCheckout;
    constructor(options: RazorpayOptions) {
      this.entry = { options, opened: false };
      checkouts.push(this.entry);
    }
    open() {
      this.entry.opened = true;
    }
    on(_event: 'payment.failed', listener: (failure: RazorpayFailure) => void) {
      this.entry.failed = listener;
    }
  };
  return checkouts;
}

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayCheckout();
});

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/members': { body: { members: [RAVI, ASHA], total: 2 } },
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 100 }),
    'GET /api/razorpay/checkout': { body: { scriptUrl: SCRIPT_URL } },
    'POST /api/razorpay/create-order': { body: ORDER },
    'POST /api/razorpay/verify-payment': {
      body: {
        success: true,
        message: 'Payment verified',
        payment_id: 'pay_456',
        order_id: 'order_123',
        record: PAID_RECORD,
      },
    },
    ...overrides,
  });
}

const memberUser = aMemberUser({ ...RAVI, userType: 'member' });

function renderPage(user: CurrentUser = memberUser, route = '/make-payment?scheme=esi') {
  const person = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<MakePaymentPage user={user} />, { route, path: '/make-payment' });
  return person;
}

/** What a select shows: a plain select's chosen option, or the admin's antd member picker. */
const selectShowing = (label: string) => {
  const box = screen.getByRole('combobox', { name: label });
  return box instanceof HTMLSelectElement ? box.selectedOptions[0] : box.closest('.ant-select')!;
};
/** Named 'Pay ₹…' or 'Processing...' (after the icon's name: a card, or the spinner while busy). */
const payButton = () => screen.getByRole('button', { name: /(^|\s)(Pay|Processing)\b/ });

const choose = async (user: User, label: string, option: string) => {
  const box = screen.getByRole('combobox', { name: label });
  if (box instanceof HTMLSelectElement) await user.selectOptions(box, option);
  else await chooseOption(user, box, option);
};

async function startPayment(user: User) {
  // Not while a former attempt is still 'Processing...': a loading button ignores clicks.
  await waitFor(() => expect(payButton()).toHaveTextContent(/^Pay\b/));
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());
}

const body = (calls: StubbedRequest[], path: string) => calls.find((c) => c.path === path)?.body;

describe('MakePaymentPage', { timeout: HEAVY_TEST_MS }, () => {
  it('never offers a month already paid: shows the paid months with their receipts and what this payment covers', async () => {
    const { calls } = api({
      'GET /api/payment-records/months': {
        body: someMonths({
          months: [
            { month: '2026-11', status: 'paid', recordId: 'rec-nov', receiptNumber: 'RCPT-2026-000123' },
            { month: '2026-12', status: 'paid', recordId: 'rec-dec', receiptNumber: 'RCPT-2026-000124' },
          ],
        }),
      },
    });
    const user = renderPage();
    expect(await screen.findByText('November 2026 (receipt RCPT-2026-000123)')).toBeInTheDocument();
    expect(screen.getByText('December 2026 (receipt RCPT-2026-000124)')).toBeInTheDocument();
    // Paid through December: the payment starts in January, whatever month it is now.
    expect(screen.getByText(/This payment covers/)).toHaveTextContent('This payment covers January 2027.');
    await choose(user, 'Months', '3 months');
    expect(screen.getByText(/This payment covers/)).toHaveTextContent('This payment covers January 2027 – March 2027.');
    expect(calls.find((c) => c.path === '/api/payment-records/months')?.url).toContain('scheme=esi');
  });

  it("pays the member's oldest due first and says which months it covers", async () => {
    api({
      'GET /api/payment-records': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('status') === 'overdue'
          ? pageOf([aRecord({ id: 'due-oct', status: 'overdue', period: '2026-10', periodTo: '2026-10' })], {
              total: 1,
              page: 1,
              limit: 100,
            })
          : pageOf([], { total: 0, page: 1, limit: 100 }),
      'GET /api/payment-records/months': { body: someMonths({ months: [] }) },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByText(/This payment covers/)).toHaveTextContent('This payment covers October 2026.'),
    );
    expect(screen.queryByText(/Already paid/)).not.toBeInTheDocument();
  });

  it("preselects the member's own record and the scheme from ?scheme=, and asks for months × the live amount", async () => {
    const { calls } = api();
    const user = renderPage();

    expect(await screen.findByRole('heading', { name: 'Make Payment' })).toBeInTheDocument();
    await waitFor(() => expect(selectShowing('Member')).toHaveTextContent('Ravi Kumar (PHOTO0001) (You)'));
    expect(selectShowing('Scheme')).toHaveTextContent('ESI');
    await waitFor(() => expect(screen.getByLabelText('Amount (₹)')).toHaveValue('200.00'));
    // A member pays for themself only, whoever else the member list names.
    const memberBox = screen.getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/members')).toBe(true));
    expect(
      within(memberBox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ravi Kumar (PHOTO0001) (You)']);
    expect(payButton()).toHaveTextContent('Pay ₹200.00');
    expect(payButton()).toBeEnabled();

    await choose(user, 'Months', '3 months');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('600.00');
    expect(payButton()).toHaveTextContent('Pay ₹600.00');

    expect(screen.getByText('Family support fund.')).toBeInTheDocument();
    expect(screen.getByText(/UPI, credit or debit cards, net banking and wallets/)).toBeInTheDocument();
  });

  it("shows 'Online Payment Disabled' and keeps Pay disabled when the scheme is not payable online", async () => {
    api({ 'GET /api/scheme-settings': { body: theSettings({ esi: { isOnlinePaymentEnabled: false } }) } });
    renderPage();

    expect(await screen.findByText('Online Payment Disabled')).toBeInTheDocument();
    expect(
      screen.getByText('Online payment is not available for this scheme. Please contact admin.'),
    ).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay ₹200.00');
    expect(payButton()).toBeDisabled();
  });

  it('says online payment is not set up and keeps Pay disabled when the server has no Razorpay keys', async () => {
    const notConfigured = { isOnlinePaymentConfigured: false };
    api({
      'GET /api/scheme-settings': {
        body: theSettings({ esi: notConfigured, postal: notConfigured, kutumba_barosa: notConfigured }),
      },
    });
    renderPage();

    expect(await screen.findByText('Online Payment Disabled')).toBeInTheDocument();
    expect(
      screen.getByText('Online payment is not set up for the association yet. Pay at the office or ask an admin.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹200.00'));
    expect(payButton()).toBeDisabled();
  });

  it('preselects the admin’s own member by e-mail and warns when the chosen member has not opted into the scheme', async () => {
    api();
    const user = renderPage(anAdminUser({ email: 'Ravi@Example.in' }));

    await waitFor(() => expect(selectShowing('Member')).toHaveTextContent('Ravi Kumar (PHOTO0001) (You)'));
    await choose(user, 'Member', 'Asha Rao (PHOTO0002)');

    expect(await screen.findByText('Asha Rao has not opted into ESI. Add the scheme on their member page first.'));
    expect(payButton()).toBeDisabled();
    await choose(user, 'Scheme', 'Kutumba Barosa');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹100.00'));
    expect(payButton()).toBeEnabled();
  });

  it("verifies the checkout's payment on the server, then shows the paid panel with its receipt and starts afresh on request", async () => {
    const checkouts = installFakeRazorpay();
    const { calls } = api({ 'POST /api/razorpay/create-order': { body: { ...ORDER, amount: 60000 } } });
    const user = renderPage();
    await choose(user, 'Months', '3 months');
    await startPayment(user);

    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(body(calls, '/api/razorpay/create-order')).toEqual({
      memberId: 'member-1',
      scheme: 'esi',
      amount: 600,
      months: 3,
    });
    const [checkout] = checkouts;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 60000,
      currency: 'INR',
      order_id: 'order_123',
      name: 'KPWA',
      prefill: ORDER.prefill,
      theme: { color: '#1d4ed8' },
    });
    expect(payButton()).toBeDisabled();
    const recordReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/payment-records').length;
    const readsBefore = recordReads();

    act(() => checkout.options.handler(HANDLER_PAYLOAD));

    const panel = (await screen.findByRole('heading', { name: 'Payment Successful' })).closest('.paid-panel')!;
    expect(within(panel as HTMLElement).getByText('Your payment has been recorded successfully.')).toBeInTheDocument();
    expect(body(calls, '/api/razorpay/verify-payment')).toEqual({
      ...HANDLER_PAYLOAD,
      memberId: 'member-1',
      scheme: 'esi',
      amount: 600,
    });
    const facts = [...panel.querySelectorAll('.paid-panel-fact')].map((fact) => fact.textContent);
    expect(facts).toEqual(['Amount₹600.00', 'SchemeESI', 'MonthsNov 2026–Jan 2027', 'Receipt numberRCPT-2026-000042']);
    expect(screen.getByRole('link', { name: /Download receipt/ })).toHaveAttribute(
      'href',
      '/api/payment-records/rec-paid/receipt',
    );
    // No toast instead of the panel, and no Pay button while the panel shows.
    expect(screen.getAllByText('Payment Successful')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /(^|\s)(Pay|Processing)\b/ })).not.toBeInTheDocument();
    await waitFor(() => expect(recordReads()).toBeGreaterThan(readsBefore));

    // Make another payment: the form is back, reset to one month.
    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent('Pay ₹200.00');
  });

  it('opens one checkout however often Pay is pressed while it is open', async () => {
    const checkouts = installFakeRazorpay();
    const { calls } = api();
    const user = renderPage();
    await waitFor(() => expect(payButton()).toBeEnabled());
    // Two presses before the page re-renders (a double tap on a slow phone), then another on the disabled button.
    act(() => {
      payButton().click();
      payButton().click();
    });
    await waitFor(() => expect(checkouts).toHaveLength(1));
    await user.click(payButton()).catch(() => undefined);
    expect(checkouts).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/razorpay/create-order')).toHaveLength(1);
  });

  it("says 'Payment Cancelled' when the payer closes the checkout, and lets them try again", async () => {
    const checkouts = installFakeRazorpay();
    const { calls } = api();
    const user = renderPage();
    await startPayment(user);
    await waitFor(() => expect(checkouts).toHaveLength(1));

    act(() => checkouts[0].options.modal?.ondismiss?.());

    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.getByText('You cancelled the payment process.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/razorpay/verify-payment')).toBe(false);
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("says 'Payment Verification Failed' when the server refuses the checkout's signature", async () => {
    const checkouts = installFakeRazorpay();
    api({
      'POST /api/razorpay/verify-payment': {
        status: 400,
        body: { status: 400, code: PaymentsErrorCode.VerificationFailed, message: 'Payment verification failed' },
      },
    });
    const user = renderPage();
    await startPayment(user);
    await waitFor(() => expect(checkouts).toHaveLength(1));

    act(() => checkouts[0].options.handler(HANDLER_PAYLOAD));

    expect(await screen.findByText('Payment Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Please contact support')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("shows the gateway's reason under 'Payment Failed' when the payment itself fails", async () => {
    const checkouts = installFakeRazorpay();
    api();
    const user = renderPage();
    await startPayment(user);
    await waitFor(() => expect(checkouts[0]?.failed).toBeDefined());

    act(() => checkouts[0].failed!({ error: { description: 'Your bank declined the payment' } }));

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your bank declined the payment')).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("says 'Failed to create order' with the server's message and opens no checkout", async () => {
    const checkouts = installFakeRazorpay();
    api({
      'POST /api/razorpay/create-order': {
        status: 503,
        body: {
          status: 503,
          code: PaymentsErrorCode.GatewayUnavailable,
          message: 'The payment gateway cannot be reached right now. Please try again in a few minutes.',
        },
      },
    });
    const user = renderPage();
    await startPayment(user);

    expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
    expect(
      screen.getByText('The payment gateway cannot be reached right now. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(checkouts).toHaveLength(0);
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('loads the checkout script from the address the server gives, and says so when it cannot', async () => {
    const { calls } = api();
    const user = renderPage();
    await startPayment(user);

    await waitFor(() => expect(pendingCheckoutScript()).not.toBeNull());
    expect(pendingCheckoutScript()!.src).toBe(SCRIPT_URL);
    act(() => void pendingCheckoutScript()!.dispatchEvent(new Event('error')));
    expect(await screen.findByText('Failed to load Razorpay SDK')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/razorpay/create-order')).toBe(false);

    // The next try loads it afresh and goes on to the checkout.
    await startPayment(user);
    await waitFor(() => expect(pendingCheckoutScript()).not.toBeNull());
    const checkouts = installFakeRazorpay();
    act(() => void pendingCheckoutScript()!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(checkouts).toHaveLength(1));
  });

  it("pays exactly one of the member's due records when chosen", async () => {
    const checkouts = installFakeRazorpay();
    const overdue = aRecord({
      id: 'due-1',
      status: 'overdue',
      amount: '450.00',
      paymentDate: null,
      dueDate: '2026-03-01T00:00:00Z',
    });
    const { calls } = api({
      'GET /api/payment-records': (request) => {
        const status = new URL(request.url, 'http://localhost').searchParams.get('status');
        return pageOf(status === 'overdue' ? [overdue] : [], {
          total: status === 'overdue' ? 1 : 0,
          page: 1,
          limit: 100,
        });
      },
      'POST /api/razorpay/create-order': { body: { ...ORDER, amount: 45000 } },
    });
    const user = renderPage();

    await screen.findByRole('combobox', { name: 'Pay For' });
    await choose(user, 'Pay For', 'Overdue: due 01/03/2026 (₹450.00)');
    expect(payButton()).toHaveTextContent('Pay ₹450.00');
    expect(screen.queryByRole('combobox', { name: 'Months' })).not.toBeInTheDocument();
    await startPayment(user);

    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(body(calls, '/api/razorpay/create-order')).toEqual({
      memberId: 'member-1',
      scheme: 'esi',
      amount: 450,
      paymentRecordId: 'due-1',
    });
  });

  it('tells a secretary or a viewer who came by the address that payments are taken by the treasurer, asking nothing', async () => {
    const { calls } = api();
    for (const role of ['secretary', 'viewer'] as const) {
      const view = renderAsStaff(role, <MakePaymentPage user={anAdminUser({ role })} />, {
        route: '/make-payment',
        path: '/make-payment',
      });
      expect(await screen.findByText('Only administrators and treasurers can take payments.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Make Payment' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Member' })).toBeNull();
      expect(screen.queryByRole('button', { name: /(^|\s)Pay\b/ })).toBeNull();
      view.unmount();
    }
    expect(calls).toEqual([]);

    for (const role of ['admin', 'treasurer'] as const) {
      const view = renderAsStaff(role, <MakePaymentPage user={anAdminUser({ role })} />, {
        route: '/make-payment?scheme=esi',
        path: '/make-payment',
      });
      expect(await screen.findByRole('combobox', { name: 'Member' })).toBeInTheDocument();
      expect(payButton()).toBeInTheDocument();
      expect(screen.queryByText(/can take payments/)).toBeNull();
      view.unmount();
    }
  });
});
