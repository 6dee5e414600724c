import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import { ReportFormatLabels, ReportTypeLabels } from '@portal/contracts/shapes';
import { rolesWhoMay } from '../../components/use-admin-can';
import { chooseLanguage } from '../../i18n/i18n';
import reports from '../../i18n/locales/en/admin/reports.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { ReportsPage } from './ReportsPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the reports page in Kannada (issue 31)', () => {
  it('shows the figures, registration settings, export form and recent exports with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/dashboard/stats': { body: { totalMembers: 12, activeMembers: 10 } },
      'GET /api/events': { body: [] },
      'GET /api/registration/status': { body: { isOpen: true, message: null, startDate: null, endDate: null } },
      'GET /api/registration/settings': {
        body: {
          isRegistrationEnabled: true,
          registrationStartDate: null,
          registrationEndDate: null,
          registrationMessage: null,
        },
      },
      'GET /api/reports/exports': {
        body: {
          exports: [
            {
              id: 'x1',
              type: 'payments',
              format: 'excel',
              from: '2026-04-01',
              to: null,
              rows: 120,
              size: 2048,
              createdBy: 'Asha Rao',
              createdAt: '2026-11-28T05:00:00.000Z',
              fileName: 'payments-report.xlsx',
              downloadUrl: '/api/reports/exports/x1/file',
            },
          ],
          total: 1,
        },
      },
    });
    await act(() => chooseLanguage('kn'));
    renderAsStaff('admin', <ReportsPage />, { route: '/reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ವರದಿಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('01/04/2026 ರಿಂದ')).toBeInTheDocument();
    expect(screen.getByText('ನೋಂದಣಿ ಸೆಟ್ಟಿಂಗ್‌ಗಳು')).toBeInTheDocument();
    // The file kinds (CSV, PDF), the date pattern and the admin's name are as they are.
    const kept = ['CSV', 'PDF', 'DD', 'MM', 'YYYY', 'Asha', 'Rao'];
    expect(englishWordsIn(visibleText(), kept)).toEqual([]);
    expect(englishWordsIn(visibleText(), kept.slice(0, 5))).toContain('Asha');
  });

  it("keeps the contract's English names of the report types and formats", () => {
    expect(reports.types).toEqual(ReportTypeLabels);
    expect(reports.formats).toEqual(ReportFormatLabels);
    // Who may change the registration settings, as the access table says it.
    expect(reports.registration.officeRoles).toBe(rolesWhoMay('office'));
  });
});
