import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { NotificationDto } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { MemberDashboardPage } from './MemberDashboardPage';
import { MEMBER_UUID, aPortalMember, portalApi } from './member-portal-fixtures';

function aNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 'n-1',
    memberId: MEMBER_UUID,
    title: 'Annual meeting',
    message: 'The annual meeting is on Sunday at 10 am.',
    type: 'general',
    isRead: false,
    sentAt: '2026-11-21T04:30:00.000Z',
    ...overrides,
  };
}

const ITEMS = [
  aNotification(),
  aNotification({
    id: 'n-2',
    title: 'Payment due: ESI',
    message: 'Your ESI contribution of ₹200.00 was due on 10/11/2026.',
    type: 'payment_due',
    sentAt: '2026-11-20T04:30:00.000Z',
  }),
  aNotification({ id: 'n-3', title: 'Office closed', isRead: true, sentAt: '2026-11-19T04:30:00.000Z' }),
];

function renderDashboard(route: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route });
  return user;
}

describe('member Updates tab', () => {
  it('lists the member’s notifications with type and Unread badges, and the unread count on the tab', async () => {
    stubFetch(
      portalApi({
        'GET /api/notifications': { body: ITEMS },
        'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
      }),
    );
    renderDashboard('/member-dashboard?tab=updates');

    const tab = screen.getByRole('tab', { name: /Updates/, selected: true });
    expect(await within(tab).findByText('2')).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const due = screen.getByText('Payment due: ESI').closest('li') as HTMLElement;
    expect(within(due).getByText('Payment Due')).toBeInTheDocument();
    expect(within(due).getByText('Unread')).toBeInTheDocument();
    const read = screen.getByText('Office closed').closest('li') as HTMLElement;
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks one read for the member: the badge and the count drop', async () => {
    const { calls } = stubFetch(
      portalApi({
        'GET /api/notifications': { body: ITEMS },
        'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
        'POST /api/notifications/n-1/read': { body: { id: 'n-1', isRead: true, unreadCount: 1 } },
      }),
    );
    const user = renderDashboard('/member-dashboard?tab=updates');
    await screen.findByText('2 unread');

    await user.click(screen.getByRole('button', { name: 'Mark "Annual meeting" as read' }));

    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const meeting = screen.getByText('Annual meeting').closest('li') as HTMLElement;
    expect(within(meeting).queryByText('Unread')).not.toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Updates/ });
    await waitFor(() => expect(within(tab).getByText('1')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/n-1/read']);
  });

  it('shows the newest notifications under Recent Updates on the Dashboard tab', async () => {
    stubFetch(
      portalApi({
        'GET /api/notifications': { body: ITEMS },
        'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
      }),
    );
    renderDashboard('/member-dashboard');

    const card = (await screen.findByRole('heading', { name: 'Recent Updates' })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Annual meeting')).toBeInTheDocument();
    expect(within(card).getByText('Payment due: ESI')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'All updates' })).toHaveAttribute(
      'href',
      '/member-dashboard?tab=updates',
    );
  });
});
