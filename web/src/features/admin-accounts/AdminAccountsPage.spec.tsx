import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { fill } from '../../test/fill';
import { ACCOUNTS, anAccount } from './admin-account-fixtures';
import { AdminAccountsPage } from './AdminAccountsPage';

configure({ asyncUtilTimeout: 5000 });

const me = anAdminUser({ id: 'a1', firstName: 'Asha', lastName: 'Rao', email: 'asha@kpwa.in' });

function renderPage(routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ 'GET /api/admin-accounts': { body: ACCOUNTS }, ...routes });
  renderWithProviders(<AdminAccountsPage user={me} />);
  return { ...stub, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('AdminAccountsPage', () => {
  it('lists each account with its role label, status, last login in Indian time and the invitation expiry', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Admin Accounts', level: 1 })).toBeInTheDocument();

    const sut = await rowOf('asha@kpwa.in');
    expect(sut).toHaveTextContent('Administrator');
    expect(sut).toHaveTextContent('Active');
    expect(sut).toHaveTextContent('27/11/2026, 10:00 am');
    expect(sut).toHaveTextContent('You');

    const invited = await rowOf('usha@office.test');
    expect(invited).toHaveTextContent('Treasurer');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('Never');
    expect(invited).toHaveTextContent('30/11/2026, 10:30 am');
    expect(within(invited).getByRole('button', { name: 'Resend invitation to Usha Rai' })).toBeInTheDocument();

    const gone = await rowOf('mala@office.test');
    expect(gone).toHaveTextContent('Deactivated');
    expect(within(gone).getByRole('button', { name: 'Reactivate Mala' })).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it("offers no Deactivate on the admin's own row", async () => {
    renderPage();
    const own = await rowOf('asha@kpwa.in');
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Change role of Asha Rao' })).toBeInTheDocument();
    expect(
      within(await rowOf('kiran@office.test')).getByRole('button', { name: 'Deactivate Kiran Bhat' }),
    ).toBeVisible();
  });

  it('invites an office-bearer with a role, saying what the role may do', async () => {
    const { calls, user } = renderPage({
      'POST /api/admin-accounts/invitations': {
        status: 201,
        body: anAccount({ id: 'a5', email: 'ravi@office.test', status: 'invited' }),
      },
    });
    await user.click(screen.getByRole('button', { name: /Invite admin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite admin' });
    await fill(user, within(dialog).getByLabelText('First Name'), ' Ravi ');
    await fill(user, within(dialog).getByLabelText('Last Name'), 'Shetty');
    await fill(user, within(dialog).getByLabelText('Email'), 'ravi@office.test');
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Treasurer');
    expect(within(dialog).getByText(/Payments, refunds, fees and scheme settings/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin-accounts/invitations')?.body).toEqual({
      firstName: 'Ravi',
      lastName: 'Shetty',
      email: 'ravi@office.test',
      role: 'treasurer',
    });
  });

  it("shows the server's message when the e-mail already has an account", async () => {
    const { user } = renderPage({
      'POST /api/admin-accounts/invitations': {
        status: 409,
        body: {
          statusCode: 409,
          code: IdentityErrorCode.AdminEmailTaken,
          message: 'An admin account with this e-mail address already exists',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: /Invite admin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite admin' });
    await fill(user, within(dialog).getByLabelText('First Name'), 'Kiran');
    await fill(user, within(dialog).getByLabelText('Email'), 'kiran@office.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('An admin account with this e-mail address already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite admin' })).toBeInTheDocument();
  });

  it("changes a role, and shows the server's refusal to demote the last administrator", async () => {
    const { calls, user } = renderPage({
      'PUT /api/admin-accounts/a1/role': {
        status: 409,
        body: {
          statusCode: 409,
          code: IdentityErrorCode.LastAdministrator,
          message: 'At least one active administrator is required',
        },
      },
      'PUT /api/admin-accounts/a3/role': { body: anAccount({ id: 'a3', role: 'viewer' }) },
    });
    await user.click(within(await rowOf('kiran@office.test')).getByRole('button', { name: /Change role/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Change role of Kiran Bhat' });
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin-accounts/a3/role')?.body).toEqual({ role: 'viewer' });

    await user.click(within(await rowOf('asha@kpwa.in')).getByRole('button', { name: /Change role/ }));
    dialog = await screen.findByRole('dialog', { name: 'Change role of Asha Rao' });
    await chooseOption(user, within(dialog).getByLabelText('Role'), 'Secretary');
    await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByText('At least one active administrator is required')).toBeInTheDocument();
  });

  it('deactivates after a confirmation, and resends and reactivates at a press', async () => {
    const { calls, user } = renderPage({
      'POST /api/admin-accounts/a3/deactivate': { body: anAccount({ id: 'a3', status: 'deactivated' }) },
      'POST /api/admin-accounts/a2/invitation': { body: ACCOUNTS[1] },
      'POST /api/admin-accounts/a4/reactivate': { body: anAccount({ id: 'a4' }) },
    });
    await user.click(within(await rowOf('kiran@office.test')).getByRole('button', { name: 'Deactivate Kiran Bhat' }));
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Deactivate Kiran Bhat?');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to Usha Rai' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate Mala' }));
    expect(await screen.findByText('Account reactivated')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/admin-accounts/a3/deactivate',
        '/api/admin-accounts/a2/invitation',
        '/api/admin-accounts/a4/reactivate',
      ]),
    );
  });

  it("resets another admin's two-factor sign-in after a confirmation, offered only where it is on and not for oneself", async () => {
    const { calls, user } = renderPage({
      'POST /api/admin-accounts/a3/two-factor/reset': { body: anAccount({ id: 'a3', twoFactorEnabled: false }) },
    });
    const own = await rowOf('asha@kpwa.in');
    expect(within(own).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(
      within(await rowOf('usha@office.test')).queryByRole('button', { name: /Reset two-factor/ }),
    ).not.toBeInTheDocument();

    await user.click(
      within(await rowOf('kiran@office.test')).getByRole('button', { name: 'Reset two-factor of Kiran Bhat' }),
    );
    expect(calls.some((c) => c.path.endsWith('/two-factor/reset'))).toBe(false);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Reset two-factor sign-in of Kiran Bhat?');
    expect(confirm).toHaveTextContent(/signed out everywhere/);
    await user.click(within(confirm).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin-accounts/a3/two-factor/reset',
    ]);
  });

  it("shows the server's refusal of a reset", async () => {
    const { user } = renderPage({
      'POST /api/admin-accounts/a3/two-factor/reset': {
        status: 409,
        body: {
          statusCode: 409,
          code: IdentityErrorCode.TwoFactorNotEnabled,
          message: 'This account does not have two-factor sign-in turned on',
        },
      },
    });
    await user.click(within(await rowOf('kiran@office.test')).getByRole('button', { name: /Reset two-factor/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('This account does not have two-factor sign-in turned on')).toBeInTheDocument();
  });

  it("shows the server's message when the list is refused", async () => {
    renderPage({
      'GET /api/admin-accounts': {
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' },
      },
    });
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
