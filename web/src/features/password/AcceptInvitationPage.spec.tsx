import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { AcceptInvitationPage, AFTER_ACCEPT_URL, INVALID_INVITATION_TEXT } from './AcceptInvitationPage';

configure({ asyncUtilTimeout: 5000 });

const loggedOut = { 'GET /api/auth/user': { body: 'null' } };
const invitation = { email: 'usha.rai@office.test', firstName: 'Usha', lastName: 'Rai', role: 'treasurer' };

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function renderAt(route: string) {
  return renderWithProviders(<AcceptInvitationPage />, { route, path: '/accept-invitation' });
}

describe('AcceptInvitationPage', () => {
  it('greets the invited person by name, e-mail and role once the link is checked', async () => {
    const verifying = heldAnswer();
    const { calls } = stubFetch({
      ...loggedOut,
      'GET /api/admin-invitations/verify': { body: invitation, until: verifying.until },
    });
    renderAt('/accept-invitation?token=tok-1');

    expect(screen.getByText('Verifying invitation link...')).toBeInTheDocument();
    verifying.release();
    const sut = await screen.findByRole('heading', { name: 'Accept Invitation', level: 1 });
    expect(sut).toBeInTheDocument();
    expect(screen.getByText('Treasurer')).toBeInTheDocument();
    expect(screen.getByText(/Usha Rai \(usha\.rai@office\.test\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin-invitations/verify')?.url).toBe(
      '/api/admin-invitations/verify?token=tok-1',
    );
  });

  it('shows the invalid-link message with a way back to the login for a used or unknown link', async () => {
    stubFetch({
      ...loggedOut,
      'GET /api/admin-invitations/verify': {
        status: 400,
        body: { statusCode: 400, code: IdentityErrorCode.InvalidInvitationToken, message: INVALID_INVITATION_TEXT },
      },
    });
    renderAt('/accept-invitation?token=used');

    expect(await screen.findByRole('heading', { name: 'Invalid Invitation Link' })).toBeInTheDocument();
    expect(screen.getByText(INVALID_INVITATION_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login?tab=admin');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the invalid-link message without a token, asking the server nothing', async () => {
    const { calls } = stubFetch(loggedOut);
    renderAt('/accept-invitation');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation Link' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/admin-invitations'))).toBe(false);
  });

  it("shows the server's reason when the password is refused, and stays on the form", async () => {
    stubFetch({
      ...loggedOut,
      'GET /api/admin-invitations/verify': { body: invitation },
      'POST /api/admin-invitations/accept': {
        status: 400,
        body: {
          statusCode: 400,
          code: IdentityErrorCode.WeakPassword,
          message: 'This password is too common; choose another',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/accept-invitation?token=tok-2');

    await screen.findByLabelText('New Password');
    await fill(user, 'New Password', 'password123');
    await fill(user, 'Confirm Password', 'password123');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('This password is too common; choose another')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/accept-invitation');
  });

  it('sets the password with the token, shows the strength help, and goes on to the admin login', async () => {
    const { calls } = stubFetch({
      ...loggedOut,
      'GET /api/admin-invitations/verify': { body: invitation },
      'POST /api/admin-invitations/accept': { body: { success: true, message: 'Password set' } },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/accept-invitation?token=tok-3');

    await screen.findByLabelText('New Password');
    const submit = screen.getByRole('button', { name: 'Set Password' });
    expect(submit).toBeDisabled();
    await fill(user, 'New Password', 'Rolleiflex-Chamundi-1961');
    expect(await screen.findByText('Good')).toBeInTheDocument();
    await fill(user, 'Confirm Password', 'Rolleiflex-Chamundi-1961');
    await user.click(submit);

    expect(await screen.findByText('Password Set Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin-invitations/accept')?.body).toEqual({
      token: 'tok-3',
      newPassword: 'Rolleiflex-Chamundi-1961',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(AFTER_ACCEPT_URL.split('?')[0]));
  });
});
