import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { MembershipFeesCard } from './MembershipFeesCard';

configure({ asyncUtilTimeout: 5000 });

function feesApi() {
  let fees = { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: null as string | null };
  return {
    'GET /api/membership-fees': () => ({ body: fees }),
    'PUT /api/membership-fees': (request: StubbedRequest) => {
      const body = request.body as { joiningFee: number; renewalFee: number };
      fees = {
        joiningFee: body.joiningFee.toFixed(2),
        renewalFee: body.renewalFee.toFixed(2),
        updatedAt: '2026-11-27T03:00:00Z',
      };
      return { body: fees };
    },
  };
}

describe('MembershipFeesCard', () => {
  it('shows the joining and annual renewal fees and saves what the admin sets', async () => {
    const { calls } = stubFetch(feesApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembershipFeesCard />);

    expect(await screen.findByTestId('fee-joiningFee')).toHaveTextContent('₹1,000.00');
    expect(screen.getByTestId('fee-renewalFee')).toHaveTextContent('₹2,000.00');
    await user.click(screen.getByRole('button', { name: /Edit Fees/ }));
    const renewal = screen.getByLabelText('Annual Renewal Fee (₹)');
    await user.clear(renewal);
    await user.type(renewal, '2500');
    await user.click(screen.getByRole('button', { name: 'Save Fees' }));

    expect(await screen.findByTestId('fee-renewalFee')).toHaveTextContent('₹2,500.00');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ joiningFee: 1000, renewalFee: 2500 });
  });

  it('refuses a fee of 0 in the form and sends nothing', async () => {
    const { calls } = stubFetch(feesApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembershipFeesCard />);

    await user.click(await screen.findByRole('button', { name: /Edit Fees/ }));
    const joining = screen.getByLabelText('Joining Fee (₹)');
    await user.clear(joining);
    await user.type(joining, '0');
    await user.click(screen.getByRole('button', { name: 'Save Fees' }));

    const article = screen.getByRole('article', { name: 'Membership Fees' });
    expect(await within(article).findByText(/greater than 0/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
