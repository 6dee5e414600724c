import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalRequest } from '../../api/members';
import { chooseOption } from '../../test/antd-select';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { aRenewalRequest as aRequest } from './member-request-fixtures';
import { RenewalRequestsCard } from './RenewalRequestsCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const member = aMember({
  id: 'm1',
  firstName: 'Esha',
  lastName: 'Nair',
  membershipEndDate: '2026-12-31T10:00:00.000Z',
});

const renewed = { ...member, membershipEndDate: '2027-12-31T10:00:00.000Z' };

function renderCard(requests: RenewalRequest[]) {
  return renderWithProviders(<RenewalRequestsCard member={member} requests={requests} loading={false} />);
}

describe('RenewalRequestsCard', () => {
  it('offers Mark Paid and Renewed and Decline only on the open request', () => {
    stubFetch({});
    renderCard([
      aRequest(),
      aRequest({ id: 'r-done', status: 'completed', createdAt: '2025-11-20T05:00:00.000Z' }),
      aRequest({ id: 'r-no', status: 'declined', createdAt: '2024-11-20T05:00:00.000Z' }),
    ]);
    expect(screen.getAllByRole('button', { name: /Mark Paid and Renewed/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Decline/ })).toHaveLength(1);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  it('asks how the fee was paid, then marks the request paid and says until when the membership is now valid', async () => {
    const { calls } = stubFetch({
      'POST /api/members/renewal-requests/r-open/complete': {
        body: { request: aRequest({ status: 'completed' }), member: renewed },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCard([aRequest()]);

    await user.click(screen.getByRole('button', { name: /Mark Paid and Renewed/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid and Renewed' }));
    expect(await within(dialog).findByText('Choose how the renewal fee was paid')).toBeInTheDocument();
    await chooseOption(user, within(dialog).getByLabelText('Payment Method'), 'UPI');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid and Renewed' }));
    expect(await within(dialog).findByText(/Give the payment reference/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reference'), 'UTR 4451');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid and Renewed' }));

    expect(await screen.findByText('Renewal Completed')).toBeInTheDocument();
    expect(screen.getByText("Esha Nair's membership is now valid until 31/12/2027.")).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/members/renewal-requests/r-open/complete']);
    expect(posts[0].body).toEqual({ paymentMethod: 'upi', reference: 'UTR 4451' });
  });

  it('declines the request with the reason the admin typed', async () => {
    const { calls } = stubFetch({
      'POST /api/members/renewal-requests/r-open/decline': {
        body: { request: aRequest({ status: 'declined' }), member },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCard([aRequest()]);

    await user.click(screen.getByRole('button', { name: /Decline/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Renewal Request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Payment not received');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Renewal Declined')).toBeInTheDocument();
    expect(screen.getByText('The renewal request of Esha Nair has been declined.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Payment not received' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says why a request could not be completed, with the server's words", async () => {
    stubFetch({
      'POST /api/members/renewal-requests/r-open/complete': {
        status: 409,
        body: { status: 409, message: 'This renewal request is already completed' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCard([aRequest()]);

    await user.click(screen.getByRole('button', { name: /Mark Paid and Renewed/ }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(user, within(dialog).getByLabelText('Payment Method'), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid and Renewed' }));

    expect(await screen.findByText('Error completing renewal')).toBeInTheDocument();
    expect(screen.getByText('This renewal request is already completed')).toBeInTheDocument();
  });

  it('offers Mark Paid and Renewed to the roles that take money and Decline to the office, each only its own', async () => {
    stubFetch({});
    const card = <RenewalRequestsCard member={member} requests={[aRequest()]} loading={false} />;
    const markPaid = () => screen.queryByRole('button', { name: /Mark Paid and Renewed/ });
    const decline = () => screen.queryByRole('button', { name: /Decline/ });
    const onlyMoneyMay = 'Only administrators and treasurers can mark it paid and renewed.';

    let view = renderAsStaff('treasurer', card);
    expect(await screen.findByRole('button', { name: /Mark Paid and Renewed/ })).toBeInTheDocument();
    expect(decline()).toBeNull();
    view.unmount();

    view = renderAsStaff('secretary', card);
    expect(await screen.findByRole('button', { name: /Decline/ })).toBeInTheDocument();
    expect(markPaid()).toBeNull();
    expect(screen.getByText(onlyMoneyMay)).toBeInTheDocument();
    view.unmount();

    view = renderAsStaff('viewer', card);
    expect(await screen.findByText(onlyMoneyMay)).toBeInTheDocument();
    expect(markPaid()).toBeNull();
    expect(decline()).toBeNull();
    view.unmount();

    renderAsStaff('admin', card);
    expect(await screen.findByRole('button', { name: /Mark Paid and Renewed/ })).toBeInTheDocument();
    expect(decline()).toBeInTheDocument();
    expect(screen.queryByText(onlyMoneyMay)).toBeNull();
  });
});
