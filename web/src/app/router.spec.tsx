import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { stubFetch } from '../test/fetch-stub';
import { AppRoutes } from './router';

const admin = { id: 'u1', email: 'admin@kpwa.in', firstName: 'Asha', lastName: 'Rao', userType: 'admin' };
const member = { id: 'm1', email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar', userType: 'member' };

const adminApis = {
  'GET /api/auth/user': { body: admin },
  'GET /api/notifications': { body: [] },
  'GET /api/dashboard/stats': { body: {} },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/members': { body: { members: [], total: 0 } },
};

describe('AppRoutes', () => {
  it('shows a spinner while the sign-in state is being checked', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null', delayMs: 100 } });
    renderWithProviders(<AppRoutes />);
    expect(screen.getByRole('status', { name: 'Checking your sign-in…' })).toBeInTheDocument();
    // The landing page chunk loads and asks for the registration status first.
    expect(await screen.findByRole('link', { name: 'Register as Member' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('welcomes a visitor on / with Login and Register as Member', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('link', { name: 'Register as Member' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
  });

  it('sends /admin-login and /member-login to the login page', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/admin-login' });
    expect(await screen.findByRole('tab', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('treats a failing sign-in check as signed out rather than hanging on the spinner', async () => {
    stubFetch({ 'GET /api/auth/user': { status: 503, body: { message: 'down' } } });
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('tab', { name: 'Member' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown address', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/definitely-not-here' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('keeps admin pages away from visitors', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/members' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('shows policy pages to everyone', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('opens the admin dashboard inside the admin layout on /', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('names the section on admin pages that are still being built', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/gallery' });
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByText('This section is being built.')).toBeInTheDocument();
  });

  it('opens the member register on /members for an admin', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/members' });
    expect(await screen.findByRole('heading', { name: 'Members' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No members found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('This section is being built.')).not.toBeInTheDocument();
  });

  it('sends a signed-in admin who opens /login to the dashboard', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a member their dashboard with their name and a Logout button', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
  });

  it('shows a member their dashboard on / too', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
  });

  it('does not show admin pages to a member', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />, { route: '/reports' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });
});
