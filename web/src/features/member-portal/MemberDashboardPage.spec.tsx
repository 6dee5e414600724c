import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { aMemberUser } from '../../test/member-fixtures';
import { aSchemeDocument } from '../../test/content-fixtures';
import { MemberDashboardPage } from './MemberDashboardPage';

const member = aMemberUser({
  id: 'm1',
  memberId: 'PHOTO0042',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9845012345',
  status: 'active',
  membershipEndDate: '2026-03-31T18:30:00.000Z',
  createdAt: '2025-04-02T05:00:00.000Z',
});

describe('MemberDashboardPage', () => {
  it("summarises the member's own profile with Indian dates", () => {
    stubFetch({});
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    expect(screen.getByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ravi!')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('PHOTO0042')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('01/04/2026')).toBeInTheDocument();
    expect(screen.getByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.getByText('9845012345')).toBeInTheDocument();
  });

  it("says 'Not set' for a validity that was never set and warns an expired member", () => {
    stubFetch({});
    renderWithProviders(<MemberDashboardPage user={{ ...member, status: 'expired', membershipEndDate: null }} />);

    expect(screen.getByText('Your membership has expired')).toBeInTheDocument();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
  });

  it('opens the change-password page from Change Password', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    await user.click(screen.getByRole('button', { name: /Change Password/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });
});

describe('MemberDashboardPage welfare scheme payments', () => {
  const record = (over: Record<string, unknown>) => ({
    id: 'r1',
    memberId: 'm1',
    memberCode: 'PHOTO0042',
    memberName: 'Ravi Kumar',
    amount: '200.00',
    period: '2026-11',
    notes: null,
    paymentMethod: null,
    transactionId: null,
    razorpayPaymentId: null,
    razorpayOrderId: null,
    receiptNumber: null,
    receiptUrl: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  });

  it("shows each opted scheme's status from the newest record and opens Make Payment for the one that is due", async () => {
    stubFetch({
      'GET /api/payment-records': ({ url }) => {
        const scheme = new URL(url, 'http://localhost').searchParams.get('scheme');
        const records =
          scheme === 'esi'
            ? [record({ scheme: 'esi', status: 'overdue', dueDate: '2026-10-31T18:30:00.000Z', paymentDate: null })]
            : scheme === 'postal'
              ? [
                  record({
                    id: 'r2',
                    scheme: 'postal',
                    status: 'paid',
                    dueDate: '2026-10-31T18:30:00.000Z',
                    paymentDate: '2026-11-05T06:00:00.000Z',
                  }),
                ]
              : [];
        return { body: { records, total: records.length, page: 1, limit: 1 } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemberDashboardPage user={{ ...member, optedSchemes: ['esi', 'postal', 'kutumba_barosa'] }} />,
      { route: '/member-dashboard' },
    );

    expect(await screen.findByText('Payment overdue since 01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(await screen.findByText('Paid on 05/11/2026')).toBeInTheDocument();
    expect(screen.getByText('No Dues')).toBeInTheDocument();
    expect(await screen.findByText('No payment records available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Payment Details' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Make Payment' })[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/make-payment');
  });

  it('tells a member without schemes how to join one', () => {
    stubFetch({});
    renderWithProviders(<MemberDashboardPage user={{ ...member, optedSchemes: [] }} />);
    expect(
      screen.getByText('You have not joined a welfare scheme yet. Please contact admin to join one.'),
    ).toBeInTheDocument();
  });
});

describe('MemberDashboardPage scheme documents', () => {
  // Five ESI documents (newest first by upload date), none for Postal, one for Kutumba Barosa.
  const esiDocs = [1, 2, 3, 4, 5].map((n) =>
    aSchemeDocument({
      id: `esi-${n}`,
      fileName: `esi-form-${n}.pdf`,
      createdAt: `2026-01-0${n}T06:00:00.000Z`,
    }),
  );
  const kbGuide = aSchemeDocument({
    id: 'kb-1',
    scheme: 'kutumba_barosa',
    fileName: 'kb-guide.docx',
    fileSize: 2048,
    fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  const documentsApi = () =>
    stubFetch({
      'GET /api/scheme-documents': { body: [...esiDocs, kbGuide] },
      'GET /api/payment-records': { body: {} },
    });

  it("shows at most three documents on a scheme card, then '+N more documents available'", async () => {
    const { calls } = documentsApi();
    const user = userEvent.setup();
    renderWithProviders(<MemberDashboardPage user={{ ...member, optedSchemes: ['esi'] }} />, {
      route: '/member-dashboard',
    });

    await user.click(screen.getByRole('tab', { name: 'Welfare Schemes' }));
    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(await within(esi).findByText('+2 more documents available')).toBeInTheDocument();
    const links = within(esi).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'esi-form-5.pdf',
      'esi-form-4.pdf',
      'esi-form-3.pdf',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/scheme-documents/esi-5/download');
    expect(within(esi).getByText('Joined')).toBeInTheDocument();

    const kb = screen.getByRole('article', { name: 'Kutumba Barosa' });
    expect(within(kb).getByRole('link', { name: /kb-guide\.docx/ })).toBeInTheDocument();
    expect(kb).toHaveTextContent('2.00 KB');
    expect(within(kb).queryByText(/more documents available/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/scheme-documents')).toHaveLength(1);
  });

  it("says 'No documents available for this scheme yet.' on a scheme without documents", async () => {
    documentsApi();
    const user = userEvent.setup();
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    await user.click(screen.getByRole('tab', { name: 'Welfare Schemes' }));
    const postal = await screen.findByRole('article', { name: 'Postal' });
    expect(await within(postal).findByText('No documents available for this scheme yet.')).toBeInTheDocument();
    expect(within(postal).queryByRole('link')).toBeNull();
  });

  it('lists every scheme document by scheme on the Documents tab, opened from the more link', async () => {
    documentsApi();
    const user = userEvent.setup();
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard?tab=schemes' });

    await user.click(await screen.findByRole('button', { name: '+2 more documents available' }));

    expect(screen.getByRole('tab', { name: 'Documents', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
    const esi = await screen.findByRole('region', { name: 'ESI documents' });
    expect(within(esi).getAllByRole('link')).toHaveLength(5);
    expect(within(esi).getByRole('link', { name: /esi-form-1\.pdf/ })).toHaveAttribute(
      'href',
      '/api/scheme-documents/esi-1/download',
    );
    expect(
      within(screen.getByRole('region', { name: 'Postal documents' })).getByText(
        'No documents available for this scheme yet.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kutumba Barosa documents' })).getAllByRole('link')).toHaveLength(
      1,
    );
  });

  it('says the documents could not be fetched when the list fails', async () => {
    stubFetch({ 'GET /api/scheme-documents': { status: 503, body: { message: 'down' } } });
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard?tab=documents' });
    expect(await screen.findByText('Failed to fetch scheme documents')).toBeInTheDocument();
  });
});
