import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MembersPage } from '../features/members/MembersPage';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** Features do not import one another; the hand-over between two of them is tested here, where the routes join them. */
describe('dashboard quick actions', () => {
  it("opens the import dialog when the admin comes from the dashboard's 'Bulk Import Members'", async () => {
    stubFetch({
      'GET /api/auth/user': { body: { id: 'u1', role: 'admin', userType: 'admin' } },
      'GET /api/dashboard/stats': { body: {} },
      'GET /api/dashboard/activity': { body: [] },
      'GET /api/members': { body: { members: [], total: 0 } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/members" element={<MembersPage />} />
      </Routes>,
    );

    await user.click(await screen.findByRole('button', { name: /Bulk Import Members/ }));
    // antd gives every generated id the same value under test, so the dialog is found by its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Import Members')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/members');
  });
});
