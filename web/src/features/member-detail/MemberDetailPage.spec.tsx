import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import type { Member } from '../../api/members';
import { MemberDetailPage } from './MemberDetailPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const MB = 1024 * 1024;
const member = aMember({ id: 'm1', optedSchemes: ['esi'], approvedAt: '2025-04-02T05:00:00.000Z', approvedBy: 'u1' });

function detailApis(overrides: Record<string, StubHandler> = {}) {
  return {
    'GET /api/auth/user': { body: { id: 'u1', role: 'admin', userType: 'admin' } },
    'GET /api/members/m1': { body: member },
    'GET /api/members/m1/renewal-requests': { body: [] },
    'GET /api/members/m1/activity': {
      body: [
        { id: 'e2', kind: 'approved', at: member.approvedAt, by: { type: 'admin', id: 'u1', name: null }, details: {} },
        { id: 'e1', kind: 'registered', at: member.createdAt, by: null, details: { memberId: 'PHOTO0001' } },
      ],
    },
    'GET /api/members/m1/documents': { body: [] },
    'GET /api/members': { body: { members: [], total: 0 } },
    'GET /api/dashboard/stats': { body: {} },
    ...overrides,
  };
}

const BILL = {
  id: 'd1',
  memberId: 'm1',
  documentType: 'address_proof',
  fileName: 'electricity-bill.pdf',
  fileSize: 153600,
  fileType: 'application/pdf',
  fileUrl: '/api/members/m1/documents/d1/download',
  description: 'March bill',
  createdAt: '2025-04-03T05:00:00.000Z',
};

function renderDetail(id = 'm1') {
  return renderWithProviders(<MemberDetailPage />, { route: `/members/${id}`, path: '/members/:id' });
}

function imageOfSize(name: string, size: number) {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('MemberDetailPage', () => {
  it("says 'Member not found' for a member that does not exist, with the way back", async () => {
    stubFetch(
      detailApis({ 'GET /api/members/nobody': { status: 404, body: { status: 404, message: 'Member not found' } } }),
    );
    renderDetail('nobody');
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Members/ })).toHaveAttribute('href', '/members');
  });

  it('shows the profile with the status in capitals, the opted schemes and what happened to the member', async () => {
    stubFetch(detailApis());
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('PHOTO0001')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ESI' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Postal' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Kutumba Barosa' })).not.toBeChecked();
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(await screen.findByText('by you')).toBeInTheDocument();
    expect(screen.queryByText(/Activity tracking will be implemented/)).not.toBeInTheDocument();
  });

  it("says 'Approve the application first' on a pending applicant's Renew action instead of offering it", async () => {
    stubFetch(detailApis({ 'GET /api/members/m1': { body: { ...member, status: 'pending', approvedAt: null } } }));
    renderDetail();
    const renew = await screen.findByRole('button', { name: /Renew/ });
    expect(renew).toBeDisabled();
    expect(renew).toHaveAccessibleDescription('Approve the application first');
  });

  it('offers Renew to an expired member', async () => {
    stubFetch(detailApis({ 'GET /api/members/m1': { body: { ...member, status: 'expired' } } }));
    renderDetail();
    expect(await screen.findByRole('button', { name: /Renew/ })).toBeEnabled();
    expect(screen.queryByText('Approve the application first')).not.toBeInTheDocument();
  });

  it("refuses a photo over 5 MB with 'File too large' and uploads nothing", async () => {
    const { calls } = stubFetch(detailApis());
    const user = userEvent.setup({ delay: null });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: /Update Photo/ }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Photo'), imageOfSize('portrait.png', 6 * MB));

    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB')).toBeInTheDocument();
    expect(within(dialog).queryByText('portrait.png')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("refuses a file that is not an image with 'Invalid file type'", async () => {
    stubFetch(detailApis());
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: /Update Photo/ }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
  });

  it('uploads a photo within the limit as the multipart field "photo"', async () => {
    const { calls } = stubFetch(
      detailApis({
        'POST /api/members/m1/photo': { body: { ...member, profilePhotoUrl: '/api/members/m1/photo' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: /Update Photo/ }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Photo'), imageOfSize('portrait.png', 2 * MB));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('photo') as File).name).toBe('portrait.png');
  });

  it('saves a scheme toggle at once, and says so when it could not be saved', async () => {
    let fail = false;
    let current = member;
    const { calls } = stubFetch(
      detailApis({
        'GET /api/members/m1': () => ({ body: current }),
        'PUT /api/members/m1': (request) => {
          if (fail) return { status: 503, body: { message: 'membership service is unavailable, please try again' } };
          current = { ...current, optedSchemes: (request.body as Pick<Member, 'optedSchemes'>).optedSchemes };
          return { body: current };
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDetail();

    await user.click(await screen.findByRole('switch', { name: 'Kutumba Barosa' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ optedSchemes: ['esi', 'kutumba_barosa'] }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Kutumba Barosa' })).toBeChecked());

    fail = true;
    await user.click(screen.getByRole('switch', { name: 'Postal' }));
    expect(await screen.findByText('Error updating opted schemes')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Postal' })).not.toBeChecked();
  });

  it("shows 'No documents uploaded yet' and deletes a document only after confirmation", async () => {
    let documents = [BILL];
    stubFetch(
      detailApis({
        'GET /api/members/m1/documents': () => ({ body: documents }),
        'DELETE /api/members/m1/documents/d1': () => {
          documents = [];
          return { body: { success: true } };
        },
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    renderDetail();

    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const row = (await screen.findByText('electricity-bill.pdf')).closest('tr')!;
    expect(row).toHaveTextContent('Address Proof');
    expect(row).toHaveTextContent('150.00 KB');
    await user.click(within(row).getByRole('button', { name: 'Delete electricity-bill.pdf' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this document?');
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
  });

  it('deletes the member from the Danger Zone after the confirmation and returns to the list', async () => {
    const { calls } = stubFetch(detailApis({ 'DELETE /api/members/m1': { body: { success: true } } }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: /Delete Member/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this member? This action cannot be undone.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/members/m1')).toBe(true);
  });
});

describe('MemberDetailPage for each admin role (issue 27)', () => {
  /** An expired member (so Renew is due) with a document, seen by `role` with the Documents tab open. */
  async function renderAs(role: AdminRole) {
    stubFetch(
      detailApis({
        'GET /api/members/m1': { body: { ...member, status: 'expired' } },
        'GET /api/members/m1/documents': { body: [BILL] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const view = renderAsStaff(role, <MemberDetailPage />, { route: '/members/m1', path: '/members/:id' });
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    await screen.findByText('electricity-bill.pdf');
    return view;
  }

  it("offers a treasurer and a viewer no Renew, Manage ID Card, document deletion or scheme changes (the office's)", async () => {
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = await renderAs(role);
      expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Manage ID Card/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete electricity-bill.pdf' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Download electricity-bill.pdf' })).toBeInTheDocument();
      // The schemes stay in sight, switched off, saying who may change them.
      expect(screen.getByRole('switch', { name: 'ESI' })).toBeChecked();
      for (const name of ['ESI', 'Postal', 'Kutumba Barosa'])
        expect(screen.getByRole('switch', { name })).toBeDisabled();
      expect(
        screen.getByText("Only administrators and secretaries can change a member's schemes."),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('offers an administrator and a secretary Renew, Manage ID Card, document deletion and the scheme switches', async () => {
    for (const role of ['admin', 'secretary'] as const) {
      const view = await renderAs(role);
      expect(screen.getByRole('button', { name: /Renew/ })).toBeEnabled();
      expect(screen.getByRole('button', { name: /Manage ID Card/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete electricity-bill.pdf' })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Postal' })).toBeEnabled();
      expect(screen.queryByText(/can change a member's schemes/)).toBeNull();
      view.unmount();
    }
  });
});
