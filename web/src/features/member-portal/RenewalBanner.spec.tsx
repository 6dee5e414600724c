import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { startOfTodayInIndia } from '@portal/contracts/rules';
import { formatDate } from '../../lib/format';
import { MemberDashboardPage } from './MemberDashboardPage';
import { MEMBER_UUID, aPortalMember, daysFromNow, portalApi } from './member-portal-fixtures';
import type { CreatedOrder } from '../../api/payments';
import { resetRazorpayCheckout, type RazorpayOptions } from '../../lib/razorpay-checkout';

/** A stand-in for checkout.js: remembers each checkout it was asked to open, so a test can play the payer. */
function installFakeRazorpay(): Array<{ options: RazorpayOptions; opened: boolean }> {
  const checkouts: Array<{ options: RazorpayOptions; opened: boolean }> = [];
  window.Razorpay = class {
    private readonly entry: { options: RazorpayOptions; opened: boolean };
    constructor(options: RazorpayOptions) {
      this.entry = { options, opened: false };
      checkouts.push(this.entry);
    }
    open() {
      this.entry.opened = true;
    }
    on() {}
  };
  return checkouts;
}

const RENEWAL_ORDER: CreatedOrder = {
  success: true,
  message: 'Order created',
  key_id: 'rzp_test_key',
  amount: 250000,
  currency: 'INR',
  order_id: 'order_renew_1',
  name: 'KPWA',
  description: 'Annual renewal fee',
  prefill: { name: 'Ravi Kumar', email: 'ravi@example.in', contact: '9876543210' },
};

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayCheckout();
});

const banner = () => screen.queryByRole('alert');

describe('Renewal banner', () => {
  // The confirmation's code is fetched when the button shows (issue 30); here it is compiled once before the
  // cases, so a case's first tap does not wait for vitest to transform antd's popup code.
  beforeAll(async () => {
    await import('antd/es/popconfirm');
  });

  it('asks an expired member to renew, with the fee the server sets', async () => {
    stubFetch(portalApi({ 'GET /api/members/renewal-settings': { body: { renewalFee: '2500.00', periodDays: 365 } } }));
    renderWithProviders(
      <MemberDashboardPage user={aPortalMember({ status: 'expired', membershipEndDate: daysFromNow(-3) })} />,
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your membership has expired')).toBeInTheDocument();
    expect(await within(alert).findByText(/The renewal fee is ₹2,500\.00 for one year\./)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /Request Renewal/ })).toBeEnabled();
  });

  it('asks a member whose membership ends within 30 days to renew, saying when it ends', async () => {
    const endsOn = daysFromNow(12);
    stubFetch(portalApi());
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ membershipEndDate: endsOn })} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`Your membership ends on ${formatDate(endsOn)} (in 12 days)`)).toBeInTheDocument();
    expect(await within(alert).findByText(/The renewal fee is ₹2,000\.00/)).toBeInTheDocument();
  });

  it('tells a member on their last valid day (in India) that it ends today, not that it has expired; the day after, it has', async () => {
    // The membership ended at 00:00 IST today: today is still theirs.
    const lastDay = startOfTodayInIndia().toISOString();
    stubFetch(portalApi());
    const { unmount } = renderWithProviders(
      <MemberDashboardPage user={aPortalMember({ membershipEndDate: lastDay })} />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`Your membership ends on ${formatDate(lastDay)} (today)`)).toBeInTheDocument();
    expect(screen.queryByText('Your membership has expired')).toBeNull();
    unmount();

    const dayAfter = new Date(startOfTodayInIndia().getTime() - 1).toISOString();
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ membershipEndDate: dayAfter })} />);
    expect(await screen.findByText('Your membership has expired')).toBeInTheDocument();
  });

  it('shows no banner when the membership runs for more than 30 days, or has no end date', async () => {
    stubFetch(portalApi());
    const { unmount } = renderWithProviders(
      <MemberDashboardPage user={aPortalMember({ membershipEndDate: daysFromNow(31) })} />,
    );
    expect(await screen.findByText('Welcome, Ravi!')).toBeInTheDocument();
    expect(banner()).toBeNull();
    expect(screen.queryByText(/Your membership/)).toBeNull();
    unmount();

    renderWithProviders(<MemberDashboardPage user={aPortalMember({ membershipEndDate: null })} />);
    expect(await screen.findByText('Welcome, Ravi!')).toBeInTheDocument();
    expect(screen.queryByText(/Your membership/)).toBeNull();
  });

  it('shows a request sent on an earlier visit as sent, instead of offering it again', async () => {
    stubFetch(
      portalApi({
        [`GET /api/members/${MEMBER_UUID}/renewal-requests`]: {
          body: [
            { id: 'req-0', status: 'open', createdAt: '2026-03-19T05:00:00.000Z' },
            { id: 'req-old', status: 'completed', createdAt: '2025-03-19T05:00:00.000Z' },
          ],
        },
      }),
    );
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByRole('button', { name: /Renewal Requested/ })).toBeDisabled();
    expect(within(alert).getByText(/Your renewal request has been sent/)).toBeInTheDocument();
  });

  it("asks first, then sends the renewal request with the server's fee and says the admin will be in touch", async () => {
    const { calls } = stubFetch(
      portalApi({
        'POST /api/members/renewal-request': {
          body: { id: 'req-1', status: 'open', createdAt: '2026-03-20T05:00:00.000Z' },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    await within(alert).findByText(/The renewal fee is ₹2,000\.00/);
    await user.click(within(alert).getByRole('button', { name: /Request Renewal/ }));
    // Nothing is sent until the member says yes; Cancel sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/members/renewal-request')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: /Request Renewal/ }));
    expect(await screen.findByText(/arrange the fee of ₹2,000\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, request renewal' }));

    expect(await screen.findByText('Renewal Request Submitted')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/members/renewal-request');
    expect(sent?.body).toEqual({
      memberId: MEMBER_UUID,
      memberName: 'Ravi Kumar',
      memberEmail: 'ravi@example.in',
      currentStatus: 'expired',
      renewalAmount: '2000.00',
    });
    expect(within(alert).getByRole('button', { name: /Renewal Requested/ })).toBeDisabled();
    expect(within(alert).getByText(/The admin will contact you within 24 hours/)).toBeInTheDocument();
  });

  it("says 'Failed to submit renewal request. Please try again.' when the request fails", async () => {
    stubFetch(portalApi({ 'POST /api/members/renewal-request': { status: 503, body: { message: 'down' } } }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    await within(alert).findByText(/The renewal fee is ₹2,000\.00/);
    await user.click(within(alert).getByRole('button', { name: /Request Renewal/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, request renewal' }));

    expect(await screen.findByText('Failed to submit renewal request. Please try again.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /Request Renewal/ })).toBeEnabled();
  });

  it("shows the server's reason and the day renewal opens when the server refuses an early request", async () => {
    const reason = 'Renewal opens on 23/10/2026, 30 days before your membership ends. Please request it then.';
    stubFetch(
      portalApi({
        'POST /api/members/renewal-request': {
          status: 409,
          body: { status: 409, code: 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN', message: reason },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    await within(alert).findByText(/The renewal fee is ₹2,000\.00/);
    await user.click(within(alert).getByRole('button', { name: /Request Renewal/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, request renewal' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit renewal request. Please try again.')).not.toBeInTheDocument();
  });

  it('offers no request while the fee cannot be loaded', async () => {
    stubFetch(portalApi({ 'GET /api/members/renewal-settings': { status: 503, body: { message: 'down' } } }));
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(/The renewal fee could not be loaded/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /Request Renewal/ })).toBeDisabled();
  });

  it("offers 'Pay ₹2,500.00 online' at the association's fee: the server's order opens the checkout, and the verified payment says the renewal is under way", async () => {
    const checkouts = installFakeRazorpay();
    const { calls } = stubFetch(
      portalApi({
        'GET /api/members/renewal-settings': { body: { renewalFee: '2500.00', periodDays: 365 } },
        'GET /api/razorpay/checkout': { body: { scriptUrl: 'http://localhost:8090/checkout.js' } },
        'POST /api/razorpay/renewal-order': { body: RENEWAL_ORDER },
        'POST /api/razorpay/verify-payment': {
          body: { success: true, message: 'ok', payment_id: 'pay_r1', order_id: 'order_renew_1' },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    const pay = await within(alert).findByRole('button', { name: /Pay ₹2,500\.00 online/ });
    await user.click(pay);
    await waitFor(() => expect(checkouts).toHaveLength(1));
    const ordered = calls.filter((c) => c.method === 'POST' && c.path === '/api/razorpay/renewal-order');
    expect(ordered).toHaveLength(1);
    const [checkout] = checkouts;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      amount: 250000,
      order_id: 'order_renew_1',
      description: 'Annual renewal fee',
    });

    act(() =>
      checkout.options.handler({
        razorpay_payment_id: 'pay_r1',
        razorpay_order_id: 'order_renew_1',
        razorpay_signature: 'sig_r1',
      }),
    );
    expect(await within(alert).findByText(/Your renewal fee is paid/)).toBeInTheDocument();
    const verified = calls.find((c) => c.method === 'POST' && c.path === '/api/razorpay/verify-payment');
    expect(verified?.body).toEqual({
      razorpay_payment_id: 'pay_r1',
      razorpay_order_id: 'order_renew_1',
      razorpay_signature: 'sig_r1',
    });
    expect(within(alert).getByRole('button', { name: /Renewal Fee Paid/ })).toBeDisabled();
  });

  it('says why an online renewal could not start, and offers it again', async () => {
    installFakeRazorpay();
    stubFetch(
      portalApi({
        'GET /api/razorpay/checkout': { body: { scriptUrl: 'http://localhost:8090/checkout.js' } },
        'POST /api/razorpay/renewal-order': { status: 409, body: { message: 'Approve the application first' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ status: 'expired' })} />);

    const alert = await screen.findByRole('alert');
    await user.click(await within(alert).findByRole('button', { name: /Pay ₹2,000\.00 online/ }));
    expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
    await waitFor(() => expect(within(alert).getByRole('button', { name: /Pay ₹2,000\.00 online/ })).toBeEnabled());
  });
});
