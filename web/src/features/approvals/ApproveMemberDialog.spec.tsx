import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { chooseOption } from '../../test/antd-select';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { MemberApprovalsPage } from './MemberApprovalsPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const meena = aMember({ id: 'meena', firstName: 'Meena', lastName: 'Shetty', status: 'pending' });

function approvalsApi(setupLinkSent = true) {
  return stubFetch({
    'GET /api/members': { body: { members: [meena], total: 1 } },
    'GET /api/membership-fees': { body: { joiningFee: '1250.00', renewalFee: '2000.00', updatedAt: null } },
    'POST /api/members/meena/approve': { body: { member: { ...meena, status: 'active' }, setupLinkSent } },
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await screen.findByRole('article', { name: 'Meena Shetty' })).getByRole('button', { name: /Approve/ }),
  );
  return screen.findByRole('dialog', { name: 'Approve Meena Shetty' });
}

describe('ApproveMemberDialog', () => {
  it("records the joining fee as paid at the association's fee, with the method and reference the admin gives", async () => {
    const { calls } = approvalsApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('Joining fee (₹1,250.00)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Say whether the joining fee was paid')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Paid (record it with a receipt)'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Choose how the joining fee was paid')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await chooseOption(user, within(dialog).getByLabelText('Payment Method'), 'Cheque');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'CHQ 000451');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Member Approved')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/members/meena/approve']);
    expect(posts[0].body).toEqual({ joiningFee: 'paid', paymentMethod: 'cheque', reference: 'CHQ 000451' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves with the fee not collected, sending no method (payments records nothing)', async () => {
    const { calls } = approvalsApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Not collected (e.g. waived)'));
    expect(within(dialog).queryByLabelText('Payment Method')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Member Approved')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ joiningFee: 'not_collected' }]);
  });

  it('says that no set-up link was sent, and how the member gets one, when no e-mail address is on file', async () => {
    approvalsApi(false);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Not collected (e.g. waived)'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Member Approved')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Meena Shetty is now an active member. No e-mail address is on file, so no set-up link was sent: once an ` +
          `e-mail address is added to their record, they can ask for one on the Set Up Password page ` +
          `(/setup-password) with their phone number or member id ${meena.memberId}.`,
      ),
    ).toBeInTheDocument();
  });

  it('says only that the member is active when the set-up link went out by e-mail', async () => {
    approvalsApi(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Not collected (e.g. waived)'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Meena Shetty is now an active member.')).toBeInTheDocument();
  });
});
