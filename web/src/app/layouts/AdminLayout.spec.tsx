import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { NotificationsPage } from '../../features/notifications/NotificationsPage';
import { AdminLayout } from './AdminLayout';

const admin = anAdminUser({ email: 'ravi.kumar@kpwa.in', firstName: 'Ravi', lastName: 'Kumar' });

/** GET /api/notifications as the gateway answers it: the reader's items and their unread count. */
/** The badge's count as GET /api/notifications/unread-count answers it. */
function unread(count: number) {
  return { unreadCount: count };
}

function renderLayout(user: CurrentUser, route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<AdminLayout user={user} />}>
        <Route index element={<p>Dashboard body</p>} />
        <Route path="/members" element={<p>Members body</p>} />
        <Route path="/members/:id" element={<p>Member detail body</p>} />
        <Route path="/notifications" element={<NotificationsPage />} />
      </Route>
    </Routes>,
    { route },
  );
}

const EXPECTED_LINKS = [
  ['Dashboard', '/'],
  ['Members', '/members'],
  ['Member Approvals', '/member-approvals'],
  ['Events', '/events'],
  ['Gallery', '/gallery'],
  ['ID Cards', '/id-cards'],
  ['Make Payment', '/make-payment'],
  ['Payment Records', '/payment-records'],
  ['Scheme Settings', '/scheme-settings'],
  ['Scheme Documents', '/scheme-documents'],
  ['Notifications', '/notifications'],
  ['Reports', '/reports'],
  ['Data Requests', '/data-requests'],
  ['Admin Accounts', '/admin-accounts'],
  ['Audit Log', '/audit-log'],
];

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminLayout', () => {
  it('lists the twelve admin sections in the agreed order, then Admin Accounts and the Audit Log for an administrator', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(admin);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED_LINKS);
    expect(screen.getByText('Dashboard body')).toBeInTheDocument();
  });

  it('shows a treasurer every section but Admin Accounts and the Audit Log', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(anAdminUser({ role: 'treasurer' }));
    expect(sidebarLinks()).toEqual(
      EXPECTED_LINKS.slice(0, -2)
        .map(([label]) => label)
        .filter((label) => label !== 'Data Requests'),
    );
  });

  it('shows a secretary every section but Make Payment, Admin Accounts and the Audit Log', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(anAdminUser({ role: 'secretary' }));
    const expected = EXPECTED_LINKS.map(([label]) => label).filter(
      (label) => !['Make Payment', 'Admin Accounts', 'Audit Log'].includes(label),
    );
    expect(sidebarLinks()).toEqual(expected);
  });

  it('shows a viewer everything readable and the Audit Log, without Make Payment or Admin Accounts', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(anAdminUser({ role: 'viewer' }));
    const expected = EXPECTED_LINKS.map(([label]) => label).filter(
      (label) => label !== 'Make Payment' && label !== 'Admin Accounts' && label !== 'Data Requests',
    );
    expect(expected).toContain('Audit Log');
    expect(sidebarLinks()).toEqual(expected);
  });

  it('highlights the section of the page being viewed, also on a member detail page', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(admin, '/members/42');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("caps the unread badge at '9+' when 12 notifications are unread", async () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(12) } });
    renderLayout(admin);
    expect(await screen.findByRole('link', { name: 'Notifications, 9+ unread' })).toBeInTheDocument();
    expect(await screen.findByText('9+')).toBeInTheDocument();
  });

  it('counts only unread notifications on the badge', async () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(3) } });
    renderLayout(admin);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('empties the bell when the admin marks all as read on the Notifications page', async () => {
    const item = {
      id: 'inbox-1',
      memberId: null,
      title: 'New registration awaiting approval',
      message: 'Asha Rao (PHOTO0042) applied for membership.',
      type: 'registration',
      isRead: false,
      sentAt: '2026-11-21T05:00:00.000Z',
      link: '/member-approvals',
    };
    const { calls } = stubFetch({
      'GET /api/notifications/unread-count': { body: unread(4) },
      'GET /api/notifications/page': { body: { items: [item], total: 1, page: 1, limit: 20, unreadCount: 4 } },
      'GET /api/notifications/sent': { body: [] },
      'GET /api/notifications/stats': {
        body: { sentToday: 0, recipientsToday: 0, delivered: 0, pending: 0, failed: 0 },
      },
      'POST /api/notifications/read-all': { body: { marked: 4, unreadCount: 0 } },
    });
    const user = userEvent.setup();
    renderLayout(admin, '/notifications');
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Mark all as read/ }));

    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications' })).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/read-all']);
  });

  it('shows no badge when the notifications call fails', async () => {
    const { calls } = stubFetch({
      'GET /api/notifications/unread-count': { status: 503, body: { message: 'down' } },
    });
    renderLayout(admin);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/unread-count')).toBe(true));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('9+')).not.toBeInTheDocument();
  });

  it("shows the admin's name and initials in the user menu", () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout(admin);
    const trigger = screen.getByRole('button', { name: 'Account menu for Ravi Kumar' });
    expect(trigger).toHaveTextContent('RK');
    expect(trigger).toHaveTextContent('Ravi Kumar');
  });

  it("falls back to 'Admin User' when the account has no name or e-mail", () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout({ ...admin, firstName: null, lastName: null, email: '' });
    expect(screen.getByRole('button', { name: 'Account menu for Admin User' })).toHaveTextContent('Admin User');
  });

  it('falls back to the e-mail prefix when the account has no name', () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    renderLayout({ ...admin, firstName: null, lastName: null });
    expect(screen.getByRole('button', { name: 'Account menu for ravi.kumar' })).toBeInTheDocument();
  });

  it('logs the admin out through GET /api/logout from the user menu', async () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    const original = window.location;
    const assigned: string[] = [];
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...original,
        set href(value: string) {
          assigned.push(value);
        },
        get href() {
          return original.href;
        },
      },
    });
    try {
      const user = userEvent.setup({ delay: null });
      renderLayout(admin);
      await user.click(screen.getByRole('button', { name: 'Account menu for Ravi Kumar' }));
      expect(await screen.findByText('Profile')).toBeInTheDocument();
      await user.click(screen.getByText('Logout'));
      expect(assigned).toEqual(['/api/logout']);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('opens the account menu from the keyboard, moves through it with the arrows and closes it with Escape', async () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    const user = userEvent.setup({ delay: null });
    renderLayout(admin);
    const trigger = screen.getByRole('button', { name: 'Account menu for Ravi Kumar' });
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu over an overlay and closes it when the overlay or a link is clicked', async () => {
    stubFetch({ 'GET /api/notifications/unread-count': { body: unread(0) } });
    const user = userEvent.setup({ delay: null });
    renderLayout(admin);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    expect(sidebar).not.toHaveClass('is-open');
    await user.click(menuButton);
    expect(sidebar).toHaveClass('is-open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(sidebar).not.toHaveClass('is-open');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();

    await user.click(menuButton);
    await user.click(within(sidebar).getByRole('link', { name: 'Members' }));
    expect(sidebar).not.toHaveClass('is-open');
    expect(screen.getByText('Members body')).toBeInTheDocument();
  });
});
