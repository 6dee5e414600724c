import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { AppRoutes } from '../../app/router';
import { chooseLanguage } from '../../i18n/i18n';
import type { NotificationDto } from '@portal/contracts/shapes';
import {
  MEMBER_UUID,
  aMemberRecord,
  aPortalMember,
  daysFromNow,
  portalApi,
  recordsApi,
} from './member-portal-fixtures';

const LONG_WAIT = { timeout: 5000 };

/** A notice as the server sends it to a member who reads Kannada. */
function aNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 'n-1',
    memberId: MEMBER_UUID,
    title: 'ವಾರ್ಷಿಕ ಸಭೆ',
    message: 'ವಾರ್ಷಿಕ ಸಭೆ ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ 10 ಗಂಟೆಗೆ.',
    type: 'general',
    isRead: false,
    sentAt: '2026-11-21T12:30:00.000Z',
    ...overrides,
  };
}
/** The member's own name and its initials (the photo's stand-in) stay as written (issue 31's allow-list). */
const NAMES = ['Ravi', 'Kumar', 'RK', 'RCPT'];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

function signedInMember(overrides: Parameters<typeof aPortalMember>[0] = {}) {
  const member = aPortalMember(overrides);
  stubFetch(
    portalApi({
      'GET /api/auth/user': { body: member },
      'GET /api/payment-records': recordsApi([
        aMemberRecord({ id: 'r1', scheme: 'esi', status: 'overdue', dueDate: '2026-04-01T00:00:00.000Z' }),
        aMemberRecord({ id: 'r2', scheme: 'kutumba_barosa', status: 'pending' }),
        aMemberRecord({
          id: 'r3',
          scheme: 'postal',
          status: 'paid',
          period: '2026-03',
          periodTo: '2026-04',
          paymentDate: '2026-03-05T00:00:00.000Z',
          receiptNumber: 'RCPT-2026-000007',
          receiptUrl: '/api/payment-records/r3/receipt',
        }),
      ]),
      'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
      // What the association wrote, in the member's language (the server's part of issue 31).
      'GET /api/notifications': {
        body: [aNotification({ id: 'n1', type: 'payment_due' }), aNotification({ id: 'n2' })],
      },
    }),
  );
}

describe('the member dashboard in Kannada (issue 31)', () => {
  it('shows the header, the dashboard tab and every other tab with no English word outside the allow-list', async () => {
    // A member whose account reads Kannada; renewal due in 10 days, so the renewal banner shows too.
    signedInMember({ language: 'kn', membershipEndDate: daysFromNow(10) });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }, LONG_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('ಸುಸ್ವಾಗತ, Ravi!')).toBeInTheDocument();
    expect(await screen.findByText(/ರಿಂದ ಪಾವತಿ ಅವಧಿ ಮೀರಿದೆ/, {}, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಸುದ್ದಿಗಳು, 2 ಓದದಿರುವವು' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn');
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);

    for (const tab of [/^ಕಲ್ಯಾಣ ಯೋಜನೆಗಳು$/, /^ಪಾವತಿಗಳು$/, /^ದಾಖಲೆಗಳು$/, /^ಸೇವೆಗಳು$/, /^ಸುದ್ದಿಗಳು/]) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('tabpanel', { name: tab }, LONG_WAIT);
    }
    // Each tab's own content has loaded (not only its spinner) before the text is read.
    for (const text of ['ನನ್ನ ಯೋಜನೆಗಳ ಸಾರಾಂಶ', 'ಖಾತೆಯ ವಿವರಣೆ', 'ಯೋಜನೆಗಳ ದಾಖಲೆಗಳು', 'ಡಿಜಿಟಲ್ ಸೇವೆಗಳು', '2 ಓದದಿರುವವು']) {
      expect(await screen.findByText(text, {}, LONG_WAIT)).toBeInTheDocument();
    }
    expect((await screen.findAllByText('RCPT-2026-000007', {}, LONG_WAIT)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ಅವಧಿ ಮೀರಿದೆ').length).toBeGreaterThan(0);
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
  });

  it('finds English words when there are some (the check can fail)', () => {
    expect(englishWordsIn('ಸುಸ್ವಾಗತ, Ravi! Make Payment ₹200.00 ESI ravi@example.in PHOTO0042', NAMES)).toEqual([
      'Make',
      'Payment',
    ]);
  });

  it('switches from the member header: English back to ಕನ್ನಡ and back', async () => {
    signedInMember();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Dashboard' }, LONG_WAIT)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ಕನ್ನಡ');

    expect(await screen.findByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }, LONG_WAIT)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ಭಾಷೆ' }), 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Dashboard' }, LONG_WAIT)).toBeInTheDocument();
  });
});
