import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { AppRoutes } from '../router';

describe('Member logout', () => {
  it('signs the member out with POST /api/auth/logout and returns to the welcome page', async () => {
    let signedIn = true;
    const { calls } = stubFetch({
      'GET /api/auth/user': () => ({
        body: signedIn
          ? { id: 'm1', firstName: 'Ravi', lastName: 'Kumar', email: 'r@x.in', userType: 'member' }
          : 'null',
      }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    await user.click(await screen.findByRole('button', { name: /Logout/ }, { timeout: 5000 }));

    expect(await screen.findByRole('link', { name: 'Register as Member' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
  });
});

describe('Member header bell', () => {
  it("shows the member's unread count on the bell, which opens the dashboard's Updates tab", async () => {
    stubFetch({
      'GET /api/auth/user': () => ({
        body: { id: 'm1', firstName: 'Ravi', lastName: 'Kumar', email: 'r@x.in', userType: 'member' },
      }),
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 3 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/profile-settings' });

    const bell = await screen.findByRole('link', { name: 'Updates, 3 unread' }, { timeout: 5000 });
    await user.click(bell);

    expect(await screen.findByRole('tab', { name: /^Updates/, selected: true }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/member-dashboard$/);
  });
});
