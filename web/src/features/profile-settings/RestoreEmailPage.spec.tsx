import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { RestoreEmailPage } from './RestoreEmailPage';

const RESTORE = 'POST /api/members/email-change/restore';

function renderPage(route: string) {
  return renderWithProviders(<RestoreEmailPage />, { route, path: '/restore-email', strictMode: true });
}

describe('RestoreEmailPage', () => {
  it('restores the old address only when asked, once, and says every device was signed out', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': { body: 'null' },
      [RESTORE]: { body: { email: 'ravi.old@studio.in' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage('/restore-email?token=abc_123');
    await screen.findByRole('heading', { name: 'Restore Your E-mail Address' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Restore My E-mail Address' }));
    expect(await screen.findByRole('heading', { name: 'E-mail Address Restored' })).toBeInTheDocument();
    expect(screen.getByText(/every session of your account has ended/)).toBeInTheDocument();
    expect(screen.getByText(/ravi\.old@studio\.in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?tab=member');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ token: 'abc_123' });
  });

  it("shows the server's message for a used or expired link", async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      [RESTORE]: {
        status: 400,
        body: {
          status: 400,
          code: MembershipErrorCode.InvalidEmailChangeToken,
          message: 'This link is invalid, has already been used or has expired',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage('/restore-email?token=used');
    await user.click(await screen.findByRole('button', { name: 'Restore My E-mail Address' }));
    expect(await screen.findByRole('heading', { name: 'E-mail Not Restored' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid, has already been used or has expired')).toBeInTheDocument();
  });

  it('says a link without its token cannot work', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderPage('/restore-email');
    expect(await screen.findByRole('heading', { name: 'E-mail Not Restored' })).toBeInTheDocument();
  });
});
