import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberDocument } from '../../api/members';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { MemberDashboardPage } from './MemberDashboardPage';
import { formatDate } from '../../lib/format';
import { MEMBER_UUID, aPortalMember, daysFromNow, portalApi } from './member-portal-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

function aMemberDocument(overrides: Partial<MemberDocument> = {}): MemberDocument {
  const id = overrides.id ?? 'doc-1';
  return {
    id,
    memberId: MEMBER_UUID,
    documentType: 'certificate',
    fileName: 'membership-certificate.pdf',
    fileSize: 1536,
    fileType: 'application/pdf',
    fileUrl: `/api/members/${MEMBER_UUID}/documents/${id}/download`,
    description: 'Signed by the president',
    uploadedBy: 'u1',
    createdAt: '2026-02-03T06:00:00.000Z',
    updatedAt: '2026-02-03T06:00:00.000Z',
    ...overrides,
  };
}

const documentsPath = `GET /api/members/${MEMBER_UUID}/documents`;

describe('Documents tab', () => {
  it("lists the member's own documents as downloads with type, size, date and description", async () => {
    stubFetch(
      portalApi({
        [documentsPath]: {
          body: [
            aMemberDocument(),
            aMemberDocument({ id: 'doc-2', documentType: 'id_proof', fileName: 'aadhaar.jpg', description: null }),
          ],
        },
      }),
    );
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard?tab=documents' });

    const list = await screen.findByRole('list', { name: 'My documents' });
    const certificate = within(list).getByRole('link', { name: /membership-certificate\.pdf/ });
    expect(certificate).toHaveAttribute('href', `/api/members/${MEMBER_UUID}/documents/doc-1/download`);
    expect(certificate).toHaveAttribute('download');
    expect(list).toHaveTextContent('Certificate · 1.50 KB · 03/02/2026');
    expect(list).toHaveTextContent('Signed by the president');
    expect(within(list).getByRole('link', { name: /aadhaar\.jpg/ })).toBeInTheDocument();
    expect(list).toHaveTextContent('ID Proof');
    // Download only: nothing to delete or upload.
    expect(screen.queryByRole('button', { name: /Delete|Upload/ })).toBeNull();
  });

  it("says 'No documents uploaded yet' when the admin has uploaded none, and still lists the scheme documents", async () => {
    stubFetch(portalApi());
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard?tab=documents' });
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scheme Documents' })).toBeInTheDocument();
    expect(await screen.findByText('No scheme documents have been published yet.')).toBeInTheDocument();
  });

  it('says when the documents cannot be loaded', async () => {
    stubFetch(portalApi({ [documentsPath]: { status: 503, body: { message: 'down' } } }));
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard?tab=documents' });
    expect(await screen.findByText('Your documents could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});

describe('Services tab', () => {
  // The Services tab's code loads when the tab opens (issue 30): each test starts once it is shown.
  const renderServices = async (routes: Parameters<typeof portalApi>[0] = {}, membershipEndDate = daysFromNow(20)) => {
    const stub = stubFetch(portalApi(routes));
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ membershipEndDate })} />, {
      route: '/member-dashboard?tab=services',
    });
    await screen.findByRole('heading', { name: 'Member Services' });
    return stub;
  };

  it('links Online Payment, Events and Profile to their pages', async () => {
    await renderServices();
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveAttribute('href', '/make-payment');
    expect(screen.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', '/member-events');
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile-settings');
  });

  it('gives the office hours and the support e-mail as a mail link', async () => {
    await renderServices();
    const support = screen.getByRole('heading', { name: 'Support' }).closest('.ant-card') as HTMLElement;
    expect(support).toHaveTextContent('Monday to Friday: 9:00 AM to 6:00 PM');
    expect(support).toHaveTextContent('Saturday: 9:00 AM to 2:00 PM');
    expect(within(support).getByRole('link', { name: 'support@kpwa.in' })).toHaveAttribute(
      'href',
      'mailto:support@kpwa.in',
    );
  });

  it('offers the renewal with the fee and the current validity within 30 days of the end', async () => {
    const endsOn = daysFromNow(20);
    await renderServices({}, endsOn);
    const services = screen.getByRole('heading', { name: 'Member Services' }).closest('.ant-card') as HTMLElement;
    expect(
      await within(services).findByText(
        `Valid until ${formatDate(endsOn)}. The renewal fee is ₹2,000.00 for one year.`,
      ),
    ).toBeInTheDocument();
    expect(within(services).getByRole('button', { name: /Request Renewal/ })).toBeEnabled();
  });

  it('says when renewal opens, and offers no request or payment, while the end is more than 30 days away', async () => {
    const endsOn = daysFromNow(45);
    await renderServices({}, endsOn);
    const services = screen.getByRole('heading', { name: 'Member Services' }).closest('.ant-card') as HTMLElement;
    expect(
      within(services).getByText(/Renewal opens on \d{2}\/\d{2}\/\d{4}, 30 days before your membership ends\./),
    ).toBeInTheDocument();
    expect(within(services).queryByRole('button', { name: /Request Renewal/ })).not.toBeInTheDocument();
    expect(within(services).queryByRole('button', { name: /online/ })).not.toBeInTheDocument();
  });

  it('opens the certificate in a new tab when there is one', async () => {
    await renderServices({ [`HEAD /api/members/${MEMBER_UUID}/certificate`]: { status: 200 } });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: /View Certificate/ }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(`/api/members/${MEMBER_UUID}/certificate`, '_blank'));
  });

  it('says the certificate is not available yet instead of opening a missing one', async () => {
    await renderServices({ [`HEAD /api/members/${MEMBER_UUID}/certificate`]: { status: 404 } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: /View Certificate/ }));

    expect(await screen.findByText('No Certificate Available')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("gives the ID card's 'No ID Card Available' toast from Digital ID Card too", async () => {
    await renderServices({ [`HEAD /api/members/${MEMBER_UUID}/id-card`]: { status: 404 } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Download ID Card/ }));
    expect(await screen.findByText('No ID Card Available')).toBeInTheDocument();
  });

  it('says the file could not be opened when the check fails', async () => {
    await renderServices({ [`HEAD /api/members/${MEMBER_UUID}/id-card`]: { status: 503 } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Download ID Card/ }));
    expect(await screen.findByText('Your ID card could not be opened. Please try again.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the file in this tab when a pop-up blocker refuses the new one', async () => {
    await renderServices({ [`HEAD /api/members/${MEMBER_UUID}/id-card`]: { status: 200 } });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
    try {
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: /Download ID Card/ }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/members/${MEMBER_UUID}/id-card`));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
