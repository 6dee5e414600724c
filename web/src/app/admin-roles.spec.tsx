import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@portal/contracts/rules';
import type { ReactElement } from 'react';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { AdminAccountsPage } from '../features/admin-accounts/AdminAccountsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { EventsPage } from '../features/events/EventsPage';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { MemberDetailPage } from '../features/member-detail/MemberDetailPage';
import { MembersPage } from '../features/members/MembersPage';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { MemberApprovalsPage } from '../features/approvals/MemberApprovalsPage';
import { PaymentRecordsPage } from '../features/payments/PaymentRecordsPage';
import { SchemeSettingsPage } from '../features/payments/SchemeSettingsPage';
import { aRecord, someStats, theSettings } from '../features/payments/payment-fixtures';
import { aGalleryItem, anEvent } from '../test/content-fixtures';
import { pageOf, stubFetch } from '../test/fetch-stub';
import { aMember, anAdminUser } from '../test/member-fixtures';
import { renderWithProviders } from '../test/render';
import { signInAsStaff } from '../test/signed-in-users';

configure({ asyncUtilTimeout: 5000 });

const member = aMember({ id: 'm1' });
const FORBIDDEN = {
  statusCode: 403,
  code: CommonErrorCode.Forbidden,
  message: 'You do not have permission to do this',
};

const APIS = {
  'GET /api/members': { body: { members: [member], total: 1 } },
  'GET /api/members/m1': { body: member },
  'GET /api/members/m1/renewal-requests': { body: [] },
  'GET /api/members/m1/activity': { body: [] },
  'GET /api/members/m1/documents': { body: [] },
  'GET /api/payment-records': pageOf([aRecord()], { total: 1, page: 1, limit: 10 }),
  'GET /api/payment-records/stats': { body: someStats() },
  'GET /api/razorpay/conflicts': { body: [] },
  'GET /api/payment-records/month-clashes': { body: [] },
  'GET /api/events': { body: [anEvent({ id: 'ev-1', title: 'Lighting Workshop' })] },
  'GET /api/gallery': { body: [aGalleryItem({ id: 'g-1', title: 'Group photo' })] },
  'GET /api/notifications': { body: [] },
  'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
  'GET /api/notifications/sent': { body: [] },
  'GET /api/notifications/stats': { body: {} },
  'GET /api/dashboard/stats': { body: {} },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/scheme-settings': { body: theSettings() },
  'GET /api/membership-fees': { body: { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: null } },
};

/** Renders a page for an office-bearer with `role`; `ready` is text the page shows once its data is in. */
async function renderAs(role: AdminRole, page: ReactElement, route: string, ready: string | RegExp, path?: string) {
  const view = renderWithProviders(page, { route, path });
  act(() => signInAsStaff(view.queryClient, role));
  await screen.findAllByText(ready);
  return view;
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('what each admin role is offered (issue 27)', () => {
  it('shows a treasurer the Members list without Add, Import, Edit or Delete, and the member page without Edit Member', async () => {
    stubFetch(APIS);
    const view = await renderAs('treasurer', <MembersPage />, '/members', 'PHOTO0001');
    expect(button(/Export Members/)).toBeInTheDocument();
    for (const hidden of [/Add Member/, /Import Members/, 'Edit', 'Delete']) expect(button(hidden)).toBeNull();
    expect(button('View profile')).toBeInTheDocument();
    view.unmount();

    await renderAs('treasurer', <MemberDetailPage />, '/members/m1', 'PHOTO0001', '/members/:id');
    for (const hidden of [/Edit Member/, /Update Photo/, /Upload Document/, /Delete Member/]) {
      expect(button(hidden)).toBeNull();
    }
  });

  it('lets a secretary add and edit members but not record payments', async () => {
    stubFetch(APIS);
    const members = await renderAs('secretary', <MembersPage />, '/members', 'PHOTO0001');
    expect(button(/Add Member/)).toBeInTheDocument();
    expect(button('Edit')).toBeInTheDocument();
    members.unmount();

    await renderAs('secretary', <PaymentRecordsPage />, '/payment-records', 'Ravi Kumar');
    expect(button(/Add Payment Record/)).toBeNull();
    expect(button(/Edit payment of/)).toBeNull();
    expect(button(/Needs review/)).toBeInTheDocument();
  });

  it('lets a treasurer record and correct payments', async () => {
    stubFetch(APIS);
    await renderAs('treasurer', <PaymentRecordsPage />, '/payment-records', 'Ravi Kumar');
    expect(button(/Add Payment Record/)).toBeInTheDocument();
    expect(button(/Edit payment of Ravi Kumar/)).toBeInTheDocument();
  });

  it('shows a viewer events, the gallery and notifications without anything to create, change or send', async () => {
    stubFetch(APIS);
    const events = await renderAs('viewer', <EventsPage />, '/events', 'Lighting Workshop');
    expect(button(/Add Event/)).toBeNull();
    expect(button('Edit Lighting Workshop')).toBeNull();
    expect(button('Delete Lighting Workshop')).toBeNull();
    expect(button(/Attendees/)).toBeInTheDocument();
    events.unmount();

    const gallery = await renderAs('viewer', <GalleryPage />, '/gallery', 'Group photo');
    expect(button(/Upload Media/)).toBeNull();
    expect(button('Delete Group photo')).toBeNull();
    gallery.unmount();

    await renderAs('viewer', <NotificationsPage />, '/notifications', 'Notifications');
    expect(button(/Send Notification/)).toBeNull();
  });

  it('shows a secretary the scheme settings and fees without Edit, and a treasurer with it', async () => {
    stubFetch(APIS);
    const secretary = await renderAs('secretary', <SchemeSettingsPage />, '/scheme-settings', '₹1,000.00');
    expect(button(/Edit Settings/)).toBeNull();
    expect(button(/Edit Fees/)).toBeNull();
    secretary.unmount();

    await renderAs('treasurer', <SchemeSettingsPage />, '/scheme-settings', '₹1,000.00');
    expect(screen.getAllByRole('button', { name: /Edit Settings/ }).length).toBeGreaterThan(0);
    expect(button(/Edit Fees/)).toBeInTheDocument();
  });

  it('shows a treasurer pending applications without Approve or Reject', async () => {
    stubFetch({
      ...APIS,
      'GET /api/members': {
        body: { members: [aMember({ id: 'p1', status: 'pending', firstName: 'Meena' })], total: 1 },
      },
    });
    await renderAs('treasurer', <MemberApprovalsPage />, '/member-approvals', /Meena/);
    expect(button(/Approve/)).toBeNull();
    expect(button(/Reject/)).toBeNull();
  });

  it('tells an office-bearer who is not an administrator that Admin Accounts is for administrators', async () => {
    stubFetch({ ...APIS, 'GET /api/admin-accounts': { body: [] } });
    const { queryClient } = renderWithProviders(<AdminAccountsPage user={anAdminUser({ role: 'viewer' })} />);
    act(() => signInAsStaff(queryClient, 'viewer'));
    expect(await screen.findByText('Only administrators can manage the admin accounts.')).toBeInTheDocument();
    expect(button(/Invite admin/)).toBeNull();
  });

  it('offers a viewer no quick actions on the dashboard', async () => {
    stubFetch(APIS);
    await renderAs('viewer', <DashboardPage />, '/', 'Dashboard');
    await waitFor(() => expect(screen.queryByText('Quick Actions')).toBeNull());
    expect(button(/Add New Member/)).toBeNull();
  });

  it("shows the server's refusal when the role no longer allows what the page still offered", async () => {
    stubFetch({ ...APIS, 'DELETE /api/members/m1': { status: 403, body: FORBIDDEN } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    await renderAs('secretary', <MembersPage />, '/members', 'PHOTO0001');
    const row = screen.getAllByText('PHOTO0001')[0].closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members', level: 1 })).toBeInTheDocument();
  });
});
