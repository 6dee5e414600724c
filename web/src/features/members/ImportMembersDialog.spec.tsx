import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { failedRowsFileName, ImportMembersDialog, isCsvFile } from './ImportMembersDialog';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const csv = (name = 'members.csv', type = 'text/csv') =>
  new File(['firstName,lastName,phone\nRavi,Kumar,9876543210\n'], name, { type });

const lists = { 'GET /api/members': { body: { members: [], total: 0 } }, 'GET /api/dashboard/stats': { body: {} } };

describe('isCsvFile', () => {
  it('accepts text/csv or a .csv name, whatever the case', () => {
    expect(isCsvFile(csv())).toBe(true);
    expect(isCsvFile(csv('EXPORT.CSV', 'application/vnd.ms-excel'))).toBe(true);
    expect(isCsvFile(csv('members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toBe(
      false,
    );
  });
});

describe('ImportMembersDialog', () => {
  it('lists the columns a CSV needs, with the date formats a spreadsheet in India saves', () => {
    stubFetch(lists);
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);
    const columns = screen.getByRole('region', { name: 'CSV columns' });
    expect(columns).toHaveTextContent('Required columns: firstName, lastName, phone');
    expect(columns).toHaveTextContent('dateOfBirth (DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY, YYYY-MM-DD)');
    expect(columns).toHaveTextContent('status (active, pending, expired or suspended)');
    expect(columns).toHaveTextContent('Format the column as text in the spreadsheet');
  });

  it("says 'No File Selected' when the import is started without a file", async () => {
    const { calls } = stubFetch(lists);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('No File Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a CSV file to import')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("refuses a dropped spreadsheet with 'Invalid File Type'", async () => {
    stubFetch(lists);
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    const photo = new File(['x'], 'members.xlsx', { type: 'application/vnd.ms-excel' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [photo] } });
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a CSV file')).toBeInTheDocument();
    expect(screen.queryByText('members.xlsx')).not.toBeInTheDocument();
  });

  it('shows the imported and failed counts with the error of each refused row', async () => {
    const importing = heldAnswer();
    const { calls } = stubFetch({
      ...lists,
      'POST /api/members/bulk-import': {
        until: importing.until,
        body: { success: true, imported: 2, failed: 1, errors: [{ row: 3, error: 'Phone is required' }] },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('CSV file'), csv());
    expect(screen.getByText('members.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));

    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    importing.release();
    expect(await screen.findByText('Import Completed with Errors')).toBeInTheDocument();
    expect(screen.getByText('Imported 2 members, 1 failed')).toBeInTheDocument();

    const errors = screen.getByRole('table');
    const row = within(errors).getByText('Phone is required').closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Imported').previousSibling).toHaveTextContent('2');
    expect(screen.getByText('Failed').previousSibling).toHaveTextContent('1');

    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('members.csv');

    await user.click(screen.getByRole('button', { name: 'Import Another File' }));
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.queryByText('members.csv')).not.toBeInTheDocument();
  });

  it("says 'Import Successful' when every row was imported", async () => {
    stubFetch({
      ...lists,
      'POST /api/members/bulk-import': { body: { success: true, imported: 5, failed: 0, errors: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Import Successful')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Import Failed' with the server's reason and stays on the file choice", async () => {
    stubFetch({
      ...lists,
      'POST /api/members/bulk-import': { status: 400, body: { status: 400, message: 'The file has no header row' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('The file has no header row')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled());
  });

  it("names each refused row's member, says which end dates were filled in, and downloads the failed rows to fix", async () => {
    const failedRowsCsv = '\uFEFFfirstName,lastName,phone,error\r\nAsha,,9886012399,Last name is required\r\n';
    stubFetch({
      ...lists,
      'POST /api/members/bulk-import': {
        body: {
          success: true,
          imported: 1,
          failed: 1,
          errors: [{ row: 3, error: 'Last name is required', member: 'Asha' }],
          notices: [
            '1 active member had no membership end date: each now ends one year after their start date (row 2)',
          ],
          failedRowsCsv,
        },
      },
    });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:failed';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);

    await user.upload(screen.getByLabelText('CSV file'), csv('register.csv'));
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(
      await screen.findByText(
        '1 active member had no membership end date: each now ends one year after their start date (row 2)',
      ),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getByText('Last name is required').closest('tr')!;
    expect(within(row).getByText('Asha')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Download failed rows/ }));
    expect(clicked).toEqual(['register_failed_rows.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]);
    });
    // FileReader drops the BOM as it decodes; the bytes themselves are the answer's text.
    expect(text).toBe(failedRowsCsv.replace('\uFEFF', ''));
    expect(saved[0].size).toBe(new TextEncoder().encode(failedRowsCsv).length);
    click.mockRestore();
  });
});

describe('failedRowsFileName', () => {
  it('names the failed rows after the imported file', () => {
    expect(failedRowsFileName('Register 2026.CSV')).toBe('Register 2026_failed_rows.csv');
    expect(failedRowsFileName(undefined)).toBe('members_failed_rows.csv');
  });
});
