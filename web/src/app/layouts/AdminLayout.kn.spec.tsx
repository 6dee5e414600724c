import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { anAdminUser, aMember } from '../../test/member-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { AdminLayout } from './AdminLayout';

// antd renders slowly on the shared 2-core machine.
configure({ asyncUtilTimeout: 5000 });

const admin = anAdminUser({ email: 'ravi.kumar@kpwa.in', firstName: 'Ravi', lastName: 'Kumar' });
// What people wrote or are called stays as written (issue 31's allow-list).
const NAMES = ['Ravi', 'Kumar', 'RK', 'Meena', 'Shetty'];

function stubDashboard(account = admin) {
  stubFetch({
    'GET /api/auth/user': { body: account },
    'GET /api/notifications/unread-count': { body: { unreadCount: 3 } },
    'GET /api/dashboard/activity': { body: [] },
    'GET /api/members': {
      body: {
        members: [aMember({ firstName: 'Meena', lastName: 'Shetty', email: 'meena@example.in', status: 'active' })],
        total: 1,
      },
    },
    'GET /api/dashboard/stats': {
      body: {
        totalMembers: 10,
        activeMembers: 6,
        paymentsReceived: '825000.00',
        membersByStatus: [
          { status: 'active', count: 6 },
          { status: 'pending', count: 4 },
        ],
        newMembersByMonth: [{ month: '2026-11', count: 4 }],
        contributionsByMonth: [{ month: '2026-11', esi: '200.00', postal: '0.00', kutumba_barosa: '100.00' }],
      },
    },
  });
}

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route element={<AdminLayout user={admin} />}>
        <Route index element={<DashboardPage />} />
      </Route>
    </Routes>,
    { route: '/' },
  );
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the admin layout and dashboard in Kannada (issue 31)', () => {
  it('shows the sidebar, header, account menu and dashboard with no English word outside the allow-list', async () => {
    // An admin whose account reads Kannada (signed in, the app follows the account's language).
    stubDashboard({ ...admin, language: 'kn' });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null });
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ಮುಖ್ಯ ಪುಟಗಳು' });
    expect(within(nav).getByRole('link', { name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' })).toHaveAttribute('href', '/member-approvals');
    expect(await screen.findByRole('link', { name: 'ಅಧಿಸೂಚನೆಗಳು, 3 ಓದಿಲ್ಲ' })).toBeInTheDocument();
    expect(await screen.findByText('ಮತ್ತೆ ಸುಸ್ವಾಗತ, Ravi!', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಒಟ್ಟು ಸದಸ್ಯರು' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'ತಿಂಗಳವಾರು ಸ್ವೀಕರಿಸಿದ ವಂತಿಗೆ' })).toBeInTheDocument();
    expect(screen.getAllByText('ಕುಟುಂಬ ಭರೋಸೆ').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Meena Shetty' })).toBeInTheDocument());
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ravi Kumar ಅವರ ಖಾತೆಯ ಮೆನು' }));
    const menu = screen.getByRole('menu', { name: 'ಖಾತೆ' });
    expect(within(menu).getByRole('menuitem', { name: 'ಪ್ರೊಫೈಲ್' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'ಲಾಗ್ ಔಟ್' })).toBeInTheDocument();
  });

  it('switches from English to ಕನ್ನಡ with the header switch, the open page included', async () => {
    stubDashboard();
    const user = userEvent.setup({ delay: null });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member Approvals' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'kn');

    expect(await screen.findByRole('heading', { level: 1, name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' })).toBeInTheDocument();
    expect(screen.getByText('ತ್ವರಿತ ಕ್ರಮಗಳು')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kn');
  });
});
