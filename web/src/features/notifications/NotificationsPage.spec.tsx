import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { NotificationsAnswer, SentNotificationDto } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { NotificationsPage } from './NotificationsPage';

function aSent(overrides: Partial<SentNotificationDto> = {}): SentNotificationDto {
  return {
    id: 'sent-1',
    title: 'Annual meeting',
    message: 'The annual meeting is on Sunday.',
    type: 'general',
    audience: 'status',
    audienceValue: 'expired',
    audienceLabel: null,
    email: true,
    sentAt: '2026-11-20T04:30:00.000Z',
    delivery: { recipients: 12, delivered: 10, pending: 1, failed: 1 },
    ...overrides,
  };
}

function anAnswer(overrides: Partial<NotificationsAnswer> = {}): NotificationsAnswer {
  return {
    items: [
      {
        id: 'inbox-1',
        memberId: null,
        title: 'New registration awaiting approval',
        message: 'Asha Rao (PHOTO0042) applied for membership.',
        type: 'registration',
        isRead: false,
        sentAt: '2026-11-21T05:00:00.000Z',
        link: '/member-approvals',
      },
      {
        id: 'inbox-2',
        memberId: null,
        title: 'Payment received',
        message: 'Ravi Kumar paid ₹200.00 for ESI.',
        type: 'payment_received',
        isRead: true,
        sentAt: '2026-11-20T05:00:00.000Z',
        link: '/payment-records',
      },
    ],
    unreadCount: 1,
    sent: [aSent()],
    stats: { sentToday: 3, delivered: 41, pending: 2, failed: 1 },
    ...overrides,
  };
}

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/notifications': { body: anAnswer().items },
    'GET /api/notifications/unread-count': { body: { unreadCount: anAnswer().unreadCount } },
    'GET /api/notifications/sent': { body: anAnswer().sent },
    'GET /api/notifications/stats': { body: anAnswer().stats },
    'GET /api/members': { body: { members: [], total: 0, page: 1, limit: 1000 } },
    ...overrides,
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<NotificationsPage />, { route: '/notifications' });
  return user;
}

const tile = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;

describe('NotificationsPage', () => {
  it('shows the tiles from the server, the inbox with type and Unread badges, and what was sent with its delivery', async () => {
    api();
    renderPage();
    expect(await screen.findByText('New registration awaiting approval')).toBeInTheDocument();
    expect(within(tile('Sent Today')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Delivered')).getByText('41')).toBeInTheDocument();
    expect(within(tile('Pending')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Failed')).getByText('1')).toBeInTheDocument();

    const unread = screen.getByText('New registration awaiting approval').closest('li') as HTMLElement;
    expect(within(unread).getByText('New Registration')).toBeInTheDocument();
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    const read = screen.getByText('Payment received').closest('li') as HTMLElement;
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();

    const sent = screen.getByText('Annual meeting').closest('li') as HTMLElement;
    expect(within(sent).getByText('General')).toBeInTheDocument();
    expect(within(sent).getByText('To: Expired members')).toBeInTheDocument();
    expect(within(sent).getByText('E-mail: 10 delivered, 1 pending, 1 failed')).toBeInTheDocument();
  });

  it('marks an inbox item read: its Unread badge and button go and the unread count drops', async () => {
    const { calls } = api({
      'POST /api/notifications/inbox-1/read': { body: { id: 'inbox-1', isRead: true, unreadCount: 0 } },
    });
    const user = renderPage();
    expect(await screen.findByText('Recent Notifications (1 unread)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark "New registration awaiting approval" as read' }));

    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByText('Recent Notifications')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/inbox-1/read']);
  });

  it('sends to the members of one status, e-mailing them, with only that audience in the body', async () => {
    const { calls } = api({
      'POST /api/notifications': (request) => ({
        status: 201,
        body: { notification: aSent({ id: 'sent-2', ...(request.body as object), audience: 'status' }) },
      }),
    });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await user.type(screen.getByLabelText('Title'), 'Please renew');
    await user.type(screen.getByLabelText('Message'), 'Your membership has ended.');
    await chooseOption(user, screen.getByLabelText('Type'), 'Renewal Reminder');
    await chooseOption(user, screen.getByLabelText('Audience'), 'Members by status');
    await chooseOption(user, await screen.findByLabelText('Status'), 'Expired');
    await user.click(screen.getByRole('checkbox', { name: 'Also send by e-mail' }));
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Please renew',
      message: 'Your membership has ended.',
      type: 'renewal_reminder',
      status: 'expired',
      email: true,
    });
    expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
    expect(screen.getByText('Sent to 12 members')).toBeInTheDocument();
  });

  it('says what is missing and sends nothing when the title and message are empty', async () => {
    const { calls } = api();
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows 'Error sending notification' when the server refuses", async () => {
    api({ 'POST /api/notifications': { status: 503, body: 'Service Unavailable' } });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await user.type(screen.getByLabelText('Title'), 'Office closed');
    await user.type(screen.getByLabelText('Message'), 'The office is closed on Monday.');
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    expect(await screen.findByText('Error sending notification')).toBeInTheDocument();
  });

  it('offers sending notifications only to the roles whose duty is the office, showing every role what was sent', async () => {
    api();
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <NotificationsPage />, { route: '/notifications' });
      expect(await screen.findByText('Annual meeting')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Send Notification/ })).toBeNull();
      expect(screen.queryByLabelText('Title')).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <NotificationsPage />, { route: '/notifications' });
      expect(await screen.findByRole('button', { name: /Send Notification/ })).toBeInTheDocument();
      view.unmount();
    }
  });
});
