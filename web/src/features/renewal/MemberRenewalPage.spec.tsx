import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { MemberRenewalPage } from './MemberRenewalPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const expired = aMember({
  id: 'm9',
  memberId: 'PHOTO0009',
  firstName: 'Esha',
  lastName: 'Nair',
  email: 'esha@example.in',
  status: 'expired',
});

/** What membership answers for the fee: ₹2,000 for a year (spec part 2 §9). */
const FEE = { 'GET /api/members/renewal-settings': { body: { renewalFee: '2000.00', periodDays: 365 } } };

function renderRenewal() {
  return renderWithProviders(<MemberRenewalPage />, { route: '/member/m9/renewal', path: '/member/:id/renewal' });
}

describe('MemberRenewalPage', () => {
  it('shows the ₹2,000 fee for one year and the new validity a year from today', async () => {
    stubFetch({ ...FEE, 'GET /api/members/m9': { body: expired } });
    renderRenewal();

    expect(await screen.findByText('Esha Nair')).toBeInTheDocument();
    expect(screen.getByTestId('renewal-fee')).toHaveTextContent('₹2,000.00');
    expect(screen.getByText('1 Year')).toBeInTheDocument();
    const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toLocaleDateString('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(screen.getByTestId('new-validity')).toHaveTextContent(inAYear);
    expect(screen.getByTestId('new-validity').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it("says 'Approve the application first' for a pending applicant or a suspended member and offers no request", async () => {
    for (const status of ['pending', 'suspended'] as const) {
      const { calls } = stubFetch({ ...FEE, 'GET /api/members/m9': { body: { ...expired, status } } });
      const { unmount } = renderRenewal();
      expect(await screen.findByText('Approve the application first')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Request Renewal/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('renewal-fee')).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      unmount();
    }
  });

  it('shows the new validity a year after the current end date when the membership has not ended yet', async () => {
    const endsLater = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    const active = aMember({ ...expired, status: 'active', membershipEndDate: endsLater.toISOString() });
    stubFetch({ ...FEE, 'GET /api/members/m9': { body: active } });
    renderRenewal();

    const inAYearFromEnd = new Date(endsLater.getTime() + 365 * 24 * 60 * 60 * 1000).toLocaleDateString('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(await screen.findByTestId('new-validity')).toHaveTextContent(inAYearFromEnd);
  });

  it('sends the renewal request and confirms that the admin will be in touch within 24 hours', async () => {
    const { calls } = stubFetch({
      ...FEE,
      'GET /api/members/m9': { body: expired },
      'POST /api/members/renewal-request': { status: 201, body: { id: 'r1' } },
    });
    const user = userEvent.setup({ delay: null });
    renderRenewal();

    await user.click(await screen.findByRole('button', { name: /Request Renewal/ }));

    expect(await screen.findByRole('button', { name: 'Return to Members' })).toBeInTheDocument();
    expect(screen.getAllByText('Renewal Request Submitted').length).toBeGreaterThan(0);
    expect(screen.getByText(/within 24 hours/, { selector: '.ant-result-subtitle' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      memberId: 'm9',
      memberName: 'Esha Nair',
      memberEmail: 'esha@example.in',
      currentStatus: 'expired',
      renewalAmount: '2000.00',
    });

    await user.click(screen.getByRole('button', { name: 'Return to Members' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members'));
  });

  it("says 'Failed to submit renewal request. Please try again.' and stays on the form when the request fails", async () => {
    stubFetch({
      ...FEE,
      'GET /api/members/m9': { body: expired },
      'POST /api/members/renewal-request': { status: 503, body: { message: 'membership service is unavailable' } },
    });
    const user = userEvent.setup({ delay: null });
    renderRenewal();

    await user.click(await screen.findByRole('button', { name: /Request Renewal/ }));
    expect(await screen.findByText('Failed to submit renewal request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Request Renewal/ })).toBeInTheDocument();
  });

  it('shows and requests the fee membership answers, not one of its own', async () => {
    const { calls } = stubFetch({
      'GET /api/members/renewal-settings': { body: { renewalFee: '2500.00', periodDays: 365 } },
      'GET /api/members/m9': { body: expired },
      'POST /api/members/renewal-request': { status: 201, body: { id: 'r1' } },
    });
    const user = userEvent.setup({ delay: null });
    renderRenewal();

    expect(await screen.findByTestId('renewal-fee')).toHaveTextContent('₹2,500.00');
    await user.click(screen.getByRole('button', { name: /Request Renewal/ }));
    await screen.findByRole('button', { name: 'Return to Members' });
    expect((calls.find((c) => c.method === 'POST')?.body as { renewalAmount: string }).renewalAmount).toBe('2500.00');
  });

  it("says 'Member not found' for an unknown member", async () => {
    stubFetch({ 'GET /api/members/m9': { status: 404, body: { message: 'Member not found' } } });
    renderRenewal();
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });

  it('tells a treasurer or a viewer who came by the address that renewals are asked by the office, asking nothing', async () => {
    const { calls } = stubFetch({ ...FEE, 'GET /api/members/m9': { body: expired } });
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <MemberRenewalPage />, {
        route: '/member/m9/renewal',
        path: '/member/:id/renewal',
      });
      expect(
        await screen.findByText("Only administrators and secretaries can request a member's renewal."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Request Renewal/ })).toBeNull();
      view.unmount();
    }
    expect(calls).toEqual([]);

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <MemberRenewalPage />, {
        route: '/member/m9/renewal',
        path: '/member/:id/renewal',
      });
      expect(await screen.findByRole('button', { name: /Request Renewal/ })).toBeInTheDocument();
      expect(screen.queryByText(/can request a member's renewal/)).toBeNull();
      view.unmount();
    }
  });
});
