import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type {
  AudiencePreviewAnswer,
  NotificationDto,
  NotificationsAnswer,
  NotificationsPage as InboxPage,
  SentNotificationDto,
} from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { fill } from '../../test/fill';
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
    stats: { sentToday: 3, recipientsToday: 44, delivered: 41, pending: 2, failed: 1 },
    ...overrides,
  };
}

function aPage(overrides: Partial<InboxPage> = {}): InboxPage {
  return { items: anAnswer().items, total: 2, page: 1, limit: 20, unreadCount: 1, ...overrides };
}

function aPreview(overrides: Partial<AudiencePreviewAnswer> = {}): AudiencePreviewAnswer {
  return {
    audience: 'all',
    label: 'All members',
    recipients: 44,
    members: 61,
    leftOut: [
      { reason: 'pending', label: 'pending approval', count: 12 },
      { reason: 'suspended', label: 'suspended', count: 5 },
    ],
    withoutEmail: 3,
    summary: 'All members: 44 of 61 — 17 left out: 12 pending approval, 5 suspended',
    ...overrides,
  };
}

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/notifications/page': { body: aPage() },
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
    expect(within(tile('Notifications sent today')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Members reached today')).getByText('44')).toBeInTheDocument();
    expect(within(tile('E-mails delivered')).getByText('41')).toBeInTheDocument();
    expect(within(tile('E-mails pending')).getByText('2')).toBeInTheDocument();
    expect(within(tile('E-mails failed')).getByText('1')).toBeInTheDocument();

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
      'GET /api/notifications/audience': {
        body: aPreview({
          audience: 'status',
          label: 'Expired members',
          recipients: 12,
          leftOut: [{ reason: 'active', label: 'active', count: 49 }],
          summary: 'Expired members: 12 of 61 — 49 left out: 49 active',
        }),
      },
    });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await fill(user, screen.getByLabelText('Title'), 'Please renew');
    await fill(user, screen.getByLabelText('Message'), 'Your membership has ended.');
    await chooseOption(user, screen.getByLabelText('Type'), 'Renewal Reminder');
    await chooseOption(user, screen.getByLabelText('Audience'), 'Members by status');
    await chooseOption(user, await screen.findByLabelText('Status'), 'Expired');
    await user.click(screen.getByRole('checkbox', { name: 'Also send by e-mail' }));
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));
    await user.click(await screen.findByRole('button', { name: 'Send to 12 members' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.path === '/api/notifications/audience')?.url).toContain('status=expired');
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
    api({
      'POST /api/notifications': { status: 503, body: 'Service Unavailable' },
      'GET /api/notifications/audience': { body: aPreview() },
    });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await fill(user, screen.getByLabelText('Title'), 'Office closed');
    await fill(user, screen.getByLabelText('Message'), 'The office is closed on Monday.');
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));
    await user.click(await screen.findByRole('button', { name: 'Send to 44 members' }));

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

  it('asks before a send to all members with the count, who is left out and why, and sends nothing on Cancel', async () => {
    const { calls } = api({ 'GET /api/notifications/audience': { body: aPreview() } });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await fill(user, screen.getByLabelText('Title'), 'Office closed');
    await fill(user, screen.getByLabelText('Message'), 'The office is closed on Monday.');
    await user.click(screen.getByRole('checkbox', { name: 'Also send by e-mail' }));
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    const dialog = await screen.findByRole('dialog');
    // The title says the count once the server has counted the audience.
    expect(await within(dialog).findByText('Send to 44 members?')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('All members: 44 of 61 — 17 left out: 12 pending approval, 5 suspended.'),
    ).toBeInTheDocument();
    const leftOut = within(dialog).getByRole('list', { name: 'Left out' });
    expect(within(leftOut).getByText('12 members pending approval')).toBeInTheDocument();
    expect(within(leftOut).getByText('5 members suspended')).toBeInTheDocument();
    expect(
      within(dialog).getByText('3 members without an e-mail address will see it in the portal only.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Send to 44 members?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends to one member without asking', async () => {
    const { calls } = api({
      'GET /api/members': {
        body: {
          members: [{ id: 'm-1', memberId: 'PHOTO0042', firstName: 'Asha', lastName: 'Rao' }],
          total: 1,
          page: 1,
          limit: 1000,
        },
      },
      'POST /api/notifications': {
        status: 201,
        body: {
          notification: aSent({ audience: 'member', delivery: { recipients: 1, delivered: 0, pending: 0, failed: 0 } }),
        },
      },
    });
    const user = renderPage();
    await screen.findByText('Annual meeting');

    await fill(user, screen.getByLabelText('Title'), 'Your card');
    await fill(user, screen.getByLabelText('Message'), 'Your card is ready.');
    await chooseOption(user, screen.getByLabelText('Audience'), 'One member');
    await chooseOption(user, await screen.findByLabelText('Member'), 'Asha Rao (PHOTO0042)');
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    expect(await screen.findByText('Sent to 1 member')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/notifications/audience')).toBe(false);
  });

  it('sends to one member by SMS too when chosen, and shows SMS delivery per channel in what was sent', async () => {
    const bySms = aSent({
      id: 'sent-2',
      title: 'AGM on Sunday',
      audience: 'member',
      email: false,
      delivery: {
        recipients: 1,
        delivered: 0,
        pending: 0,
        failed: 0,
        sms: { sent: 0, delivered: 1, read: 0, pending: 0, failed: 0 },
      },
    });
    const { calls } = api({
      'GET /api/notifications/sent': { body: [bySms] },
      'GET /api/members': {
        body: {
          members: [{ id: 'm-1', memberId: 'PHOTO0042', firstName: 'Asha', lastName: 'Rao' }],
          total: 1,
          page: 1,
          limit: 1000,
        },
      },
      'POST /api/notifications': { status: 201, body: { notification: bySms } },
    });
    const user = renderPage();
    const listed = (await screen.findByText('AGM on Sunday')).closest('li') as HTMLElement;
    expect(within(listed).getByText('SMS: 0 sent, 1 delivered, 0 pending, 0 failed')).toBeInTheDocument();
    expect(within(listed).queryByText(/WhatsApp:/)).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Title'), 'AGM on Sunday');
    await fill(user, screen.getByLabelText('Message'), 'The AGM is on Sunday.');
    await chooseOption(user, screen.getByLabelText('Audience'), 'One member');
    await chooseOption(user, await screen.findByLabelText('Member'), 'Asha Rao (PHOTO0042)');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: /Send Notification/ }));

    expect(await screen.findByText('Sent to 1 member')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/notifications')!;
    const body = typeof post.body === 'string' ? JSON.parse(post.body) : post.body;
    expect(body).toMatchObject({ memberId: 'm-1', channels: ['sms'] });
  });

  it('marks all as read: every Unread badge goes and the count with it', async () => {
    const { calls } = api({
      'POST /api/notifications/read-all': { body: { marked: 1, unreadCount: 0 } },
    });
    const user = renderPage();
    expect(await screen.findByText('Recent Notifications (1 unread)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Mark all as read/ }));

    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByText('Recent Notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark all as read/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/read-all']);
  });

  it('shows a resolved item as resolved with why and when, without Unread or Mark as Read', async () => {
    const resolved: NotificationDto = {
      ...anAnswer().items[0],
      resolvedAt: '2026-11-21T06:00:00.000Z',
      resolution: 'Approved',
    };
    api({ 'GET /api/notifications/page': { body: aPage({ items: [resolved], total: 1, unreadCount: 0 }) } });
    renderPage();
    const item = (await screen.findByText('New registration awaiting approval')).closest('li') as HTMLElement;
    expect(within(item).getByText('Resolved')).toBeInTheDocument();
    expect(within(item).getByText(/^Approved · /)).toBeInTheDocument();
    expect(within(item).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });

  it('lists the inbox a page at a time, newest first, and asks the server for the next page', async () => {
    const item = (n: number): NotificationDto => ({
      ...anAnswer().items[1],
      id: `inbox-${n}`,
      title: `Payment ${n}`,
    });
    const { calls } = api({
      'GET /api/notifications/page': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        const first = (page - 1) * 20 + 1;
        return {
          body: aPage({
            items: Array.from({ length: page === 7 ? 5 : 20 }, (_, i) => item(first + i)),
            total: 125,
            page,
            unreadCount: 0,
          }),
        };
      },
    });
    const user = renderPage();
    expect(await screen.findByText('Payment 1')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 125')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '7' }));

    expect(await screen.findByText('Payment 125')).toBeInTheDocument();
    expect(screen.queryByText('Payment 1')).not.toBeInTheDocument();
    expect(screen.getByText('121–125 of 125')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/notifications/page').map((c) => c.url)).toContainEqual(
      expect.stringContaining('page=7'),
    );
  });
});
