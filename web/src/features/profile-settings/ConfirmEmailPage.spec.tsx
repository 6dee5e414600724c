import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { aMemberUser } from '../../test/member-fixtures';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const CONFIRM = 'POST /api/members/email-change/confirm';

/** Mounted as main.tsx mounts the app: under StrictMode, which runs effects twice in development. */
function renderPage(route: string) {
  return renderWithProviders(<ConfirmEmailPage />, { route, path: '/confirm-email', strictMode: true });
}

describe('ConfirmEmailPage', () => {
  it('confirms the token from the link once (even as effects run twice) and shows the new address, with a way to log in', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': { body: 'null' },
      [CONFIRM]: { body: { email: 'ravi.new@studio.in' } },
    });
    renderPage('/confirm-email?token=abc_123-XYZ');

    expect(await screen.findByRole('heading', { name: 'E-mail Address Confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/ravi\.new@studio\.in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?tab=member');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ token: 'abc_123-XYZ' });
  });

  it('offers the dashboard to a member who is signed in on this browser', async () => {
    stubFetch({
      'GET /api/auth/user': { body: aMemberUser() },
      [CONFIRM]: { body: { email: 'ravi.new@studio.in' } },
    });
    renderPage('/confirm-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-mail Address Confirmed' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/member-dashboard'),
    );
  });

  it("shows the server's reason when the link is used, replaced or expired", async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      [CONFIRM]: {
        status: 400,
        body: {
          status: 400,
          code: 'MEMBERSHIP_INVALID_EMAIL_CHANGE_TOKEN',
          message: 'This confirmation link is invalid or has expired',
        },
      },
    });
    renderPage('/confirm-email?token=used-one');
    expect(await screen.findByRole('heading', { name: 'E-mail Not Changed' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is invalid or has expired')).toBeInTheDocument();
  });

  it('says when another member took the address meanwhile (409)', async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      [CONFIRM]: {
        status: 409,
        body: {
          status: 409,
          code: 'MEMBERSHIP_DUPLICATE_EMAIL',
          message: 'Email address is already registered',
          field: 'email',
        },
      },
    });
    renderPage('/confirm-email?token=late');
    expect(await screen.findByText('Email address is already registered')).toBeInTheDocument();
  });

  it('calls nothing for a link without a token and says it is invalid', async () => {
    const { calls } = stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderPage('/confirm-email');
    expect(await screen.findByRole('heading', { name: 'E-mail Not Changed' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is invalid or has expired')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
