import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminInboxKindLabels, type SentNotificationDto } from '@portal/contracts/shapes';
import { NotificationMessages } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { anAdminUser } from '../../test/member-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import notifications from '../../i18n/locales/en/admin/notifications.json';
import { NotificationsPage } from './NotificationsPage';

configure({ asyncUtilTimeout: 5000 });

// What the office wrote, as the API gives it back.
const WRITTEN = ['Annual', 'meeting', 'The', 'annual', 'is', 'on', 'Sunday'];
// The inbox's titles and messages, which the notifications service stores in English.
const STORED = ['New', 'registration', 'awaiting', 'approval', 'Asha', 'Rao', 'applied', 'for', 'membership'];
const inboxItem = {
  id: 'inbox-1',
  memberId: null,
  title: 'New registration awaiting approval',
  message: 'Asha Rao (PHOTO0042) applied for membership.',
  type: 'registration',
  isRead: false,
  sentAt: '2026-11-21T05:00:00.000Z',
  link: '/member-approvals',
};

const sent: SentNotificationDto = {
  id: 'sent-1',
  title: 'Annual meeting',
  message: 'The annual meeting is on Sunday.',
  type: 'general',
  audience: 'status',
  audienceValue: 'expired',
  audienceLabel: null,
  email: true,
  sentAt: '2026-11-20T04:30:00.000Z',
  delivery: {
    recipients: 1200,
    delivered: 10,
    pending: 1,
    failed: 1,
    whatsApp: { sent: 4, delivered: 3, read: 2, pending: 1, failed: 0 },
    sms: { sent: 2, delivered: 2, read: 0, pending: 0, failed: 0 },
  },
};

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

async function showPage() {
  stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/notifications/page': { body: { items: [inboxItem], total: 1, page: 1, limit: 20, unreadCount: 1 } },
    'GET /api/notifications/unread-count': { body: { unreadCount: 1 } },
    'GET /api/notifications/sent': { body: [sent] },
    'GET /api/notifications/stats': {
      body: { sentToday: 3, recipientsToday: 44, delivered: 41, pending: 2, failed: 1 },
    },
    'GET /api/members': { body: { members: [], total: 0, page: 1, limit: 1000 } },
  });
  await act(() => chooseLanguage('kn'));
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<NotificationsPage />, { route: '/notifications' });
  return user;
}

describe('the admin Notifications page in Kannada (issue 31)', () => {
  it('shows the tiles, the send form with its checks and what was sent, with no English word', async () => {
    const user = await showPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'ಅಧಿಸೂಚನೆಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('ಇಂದು ತಲುಪಿದ ಸದಸ್ಯರು')).toBeInTheDocument();
    expect(await screen.findByText('ಯಾರಿಗೆ: ಅವಧಿ ಮುಗಿದಿದೆ ಸದಸ್ಯರು')).toBeInTheDocument();
    expect(screen.getByText('ಪೋರ್ಟಲ್‌ನಲ್ಲಿ 1,200')).toBeInTheDocument();
    expect(await screen.findByText('ಹೊಸ ನೋಂದಣಿ')).toBeInTheDocument();
    expect(screen.getByText('ಇತ್ತೀಚಿನ ಅಧಿಸೂಚನೆಗಳು (1 ಓದದಿರುವವು)')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'ಅಧಿಸೂಚನೆ ಕಳುಹಿಸಿ' });
    await user.click(within(form).getByRole('button', { name: /ಅಧಿಸೂಚನೆ ಕಳುಹಿಸಿ/ }));
    expect(await within(form).findByText('ಶೀರ್ಷಿಕೆ ಅಗತ್ಯವಿದೆ')).toBeInTheDocument();
    expect(within(form).getByText('ಸಂದೇಶ ಅಗತ್ಯವಿದೆ')).toBeInTheDocument();

    expect(englishWordsIn(visibleText(), [...WRITTEN, ...STORED])).toEqual([]);
    // The control: the office's own words are found when they are not allowed.
    expect(englishWordsIn(visibleText(), STORED)).toContain('Sunday');
  });

  it("keeps the contracts' wording word for word in the English catalogue", () => {
    for (const [key, text] of Object.entries(notifications.rules)) {
      expect(NotificationMessages[key as keyof typeof NotificationMessages]).toBe(text);
    }
    expect([notifications.toast.sent, notifications.toast.noRecipients, notifications.toast.sendFailed]).toEqual([
      NotificationMessages.sent,
      NotificationMessages.noRecipients,
      NotificationMessages.sendFailed,
    ]);
    expect(notifications.inboxKinds).toEqual(AdminInboxKindLabels);
  });
});
