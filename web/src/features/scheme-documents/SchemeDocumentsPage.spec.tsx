import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { aSchemeDocument } from '../../test/content-fixtures';
import { SchemeDocumentsPage } from './SchemeDocumentsPage';

const MB = 1024 * 1024;

const DOCS = [
  aSchemeDocument(),
  aSchemeDocument({
    id: 'doc-2',
    scheme: 'postal',
    fileName: 'postal-premium-chart.xlsx',
    fileSize: 512,
    fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    createdAt: '2026-02-01T20:00:00.000Z',
  }),
];

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/scheme-documents': (request) => {
      const scheme = new URL(request.url, 'http://localhost').searchParams.get('scheme');
      return { body: scheme ? DOCS.filter((doc) => doc.scheme === scheme) : DOCS };
    },
    ...overrides,
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  renderWithProviders(<SchemeDocumentsPage />, { route: '/scheme-documents' });
  return user;
}

function fileOf(name: string, size: number, type = 'application/pdf') {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const row = (fileName: string) => screen.getByText(fileName).closest('tr')!;

describe('SchemeDocumentsPage', () => {
  it('lists each document with its scheme, name, size, type, upload date and a download link', async () => {
    api();
    renderPage();

    await screen.findByText('esi-claim-form.pdf');
    const esi = row('esi-claim-form.pdf');
    expect(esi).toHaveTextContent('ESI');
    expect(esi).toHaveTextContent('150.00 KB');
    expect(esi).toHaveTextContent('PDF');
    expect(esi).toHaveTextContent('15/01/2026');
    expect(within(esi).getByRole('link', { name: 'Download esi-claim-form.pdf' })).toHaveAttribute(
      'href',
      '/api/scheme-documents/doc-1/download',
    );

    const postal = row('postal-premium-chart.xlsx');
    expect(postal).toHaveTextContent('Postal');
    expect(postal).toHaveTextContent('512.00 B');
    expect(postal).toHaveTextContent('XLSX');
    // 20:00 UTC is 1:30 am the next day in India.
    expect(postal).toHaveTextContent('02/02/2026');
  });

  it("shows only the chosen scheme's documents", async () => {
    const { calls } = api();
    const user = renderPage();

    await screen.findByText('esi-claim-form.pdf');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Filter by scheme' }), 'Postal');

    await waitFor(() => expect(screen.queryByText('esi-claim-form.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('postal-premium-chart.xlsx')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/scheme-documents?scheme=postal')).toBe(true);
  });

  it('asks for a scheme and a file before uploading, and sends nothing without both', async () => {
    const { calls } = api();
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Upload Document/ }));
    expect(await screen.findByText('Please select a scheme and file')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Document file'), fileOf('form.pdf', 1000));
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    await waitFor(() => expect(screen.getAllByText('Please select a scheme and file').length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("refuses a file over 10MB with 'File size must be less than 10MB' and clears the choice", async () => {
    const { calls } = api();
    const user = renderPage();

    await screen.findByText('esi-claim-form.pdf');
    await user.upload(screen.getByLabelText('Document file'), fileOf('small.pdf', 1000));
    expect(screen.getByText('small.pdf')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Document file'), fileOf('scan.pdf', 11 * MB));

    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('small.pdf')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a kind of file schemes do not take', async () => {
    api();
    const user = renderPage();

    await user.upload(
      await screen.findByLabelText('Document file'),
      fileOf('setup.exe', 1000, 'application/octet-stream'),
    );
    expect(await screen.findByText('Please select a PDF, Word, Excel, JPG or PNG file')).toBeInTheDocument();
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it('uploads the document for the chosen scheme and says so', async () => {
    const { calls } = api({ 'POST /api/scheme-documents': { status: 201, body: aSchemeDocument({ id: 'doc-9' }) } });
    const user = renderPage();

    await chooseOption(user, await screen.findByRole('combobox', { name: 'Scheme' }), 'Kutumba Barosa');
    await user.upload(screen.getByLabelText('Document file'), fileOf('kb-guide.pdf', 2 * MB));
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('scheme')).toBe('kutumba_barosa');
    expect((sent.get('file') as File).name).toBe('kb-guide.pdf');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });

  it("says 'Upload Failed' with the server's reason when the upload is refused", async () => {
    api({ 'POST /api/scheme-documents': { status: 413, body: { message: 'File size must be less than 10MB' } } });
    const user = renderPage();

    await chooseOption(user, await screen.findByRole('combobox', { name: 'Scheme' }), 'ESI');
    await user.upload(screen.getByLabelText('Document file'), fileOf('form.pdf', 1000));
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('deletes a document after a confirmation that names the file', async () => {
    const { calls } = api({ 'DELETE /api/scheme-documents/doc-1': { body: { id: 'doc-1' } } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete esi-claim-form.pdf' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Delete "esi-claim-form\.pdf"\?/));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete esi-claim-form.pdf' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/scheme-documents/doc-1')).toBe(true);
  });

  it("says 'Failed to delete document' when the delete fails", async () => {
    api({ 'DELETE /api/scheme-documents/doc-1': { status: 500, body: { message: 'Internal error' } } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete esi-claim-form.pdf' }));
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("says 'Failed to fetch scheme documents' when the list cannot be loaded", async () => {
    api({ 'GET /api/scheme-documents': { status: 503, body: { message: 'down' } } });
    renderPage();
    expect(await screen.findByText('Failed to fetch scheme documents')).toBeInTheDocument();
  });

  it('offers uploading and deleting documents only to the roles whose duty is the office', async () => {
    api();
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <SchemeDocumentsPage />, { route: '/scheme-documents' });
      await screen.findByText('esi-claim-form.pdf');
      expect(within(row('esi-claim-form.pdf')).getByRole('link', { name: /Download/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
      expect(screen.queryByText('Upload Document')).toBeNull();
      expect(screen.queryByLabelText('Document file')).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <SchemeDocumentsPage />, { route: '/scheme-documents' });
      await screen.findByText('esi-claim-form.pdf');
      expect(within(row('esi-claim-form.pdf')).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Upload Document/ })).toBeInTheDocument();
      view.unmount();
    }
  });
});
