import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { EmailChangeMessages, EmailRestoreMessages, ErasureMeans } from '@portal/contracts/shapes';
import { chooseLanguage } from '../../i18n/i18n';
import dataRights from '../../i18n/locales/en/data-rights.json';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { aMember, aMemberUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { AskForCorrectionDialog } from './AskForCorrectionDialog';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { DataRightsCards } from './DataRightsCards';
import { ERASURE_MEANS_KEYS } from './ErasureMeansList';
import { RestoreEmailPage } from './RestoreEmailPage';

configure({ asyncUtilTimeout: 5000 });

const me = aMember({ id: 'm7', firstName: 'Ravi', lastName: 'Kumar', phone: '9845012345' });
// Kept as they are known: the channels' names, the word to reply with and the file's kind.
const KEPT = ['WhatsApp', 'SMS', 'STOP', 'ZIP'];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

async function showCards() {
  stubFetch({
    'GET /api/auth/user': { body: aMemberUser({ id: 'm7', language: 'kn' }) },
    'GET /api/members/m7/data-copies': {
      body: [
        {
          id: 'c1',
          state: 'ready',
          requestedAt: '2026-11-20T05:00:00.000Z',
          readyAt: '2026-11-20T05:01:00.000Z',
          expiresAt: '2026-11-27T05:00:00.000Z',
          size: 2048,
        },
      ],
    },
    'GET /api/message-channels': {
      body: {
        channels: [
          {
            channel: 'whatsapp',
            enabled: false,
            phone: '919845012345',
            optedInAt: null,
            optedOutAt: '2026-11-21T05:00:00.000Z',
            optOutSource: 'stop_reply',
          },
          {
            channel: 'sms',
            enabled: true,
            phone: '919845012345',
            optedInAt: '2026-11-02T05:00:00.000Z',
            optedOutAt: null,
            optOutSource: null,
          },
        ],
      },
    },
    'GET /api/members/m7/consents': {
      body: [
        {
          id: 'k1',
          purpose: 'registration',
          noticeVersion: '2026-11-28',
          givenAt: '2026-11-28T05:00:00.000Z',
          withdrawnAt: null,
        },
      ],
    },
    'GET /api/members/m7/data-requests': { body: [] },
  });
  await act(() => chooseLanguage('kn'));
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<DataRightsCards member={me} />, { route: '/profile-settings' });
  return user;
}

describe("Profile Settings' data-rights and message cards in Kannada (issue 31)", () => {
  it('shows the copy, the channels, the consent and erasure cards and their dialogs with no English word', async () => {
    const user = await showCards();

    expect(await screen.findByText('ನಿಮ್ಮ ಪ್ರತಿ 27/11/2026 ರವರೆಗೆ ಲಭ್ಯವಿದೆ')).toBeInTheDocument();
    expect(await screen.findByText('ನೀವು 21/11/2026 ರಂದು WhatsApp ನಲ್ಲಿ STOP ಎಂದು ಉತ್ತರಿಸಿದ್ದೀರಿ')).toBeInTheDocument();
    expect(screen.getByText('ನೀವು 02/11/2026 ರಂದು ಸಮ್ಮತಿಸಿದ್ದೀರಿ.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ಗೌಪ್ಯತಾ ಸೂಚನೆಗೆ' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('button', { name: /ಅಳಿಸುವಿಕೆಗೆ ವಿನಂತಿಸಿ/ })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), KEPT)).toEqual([]);
    // The control: the check finds the kept words when they are not allowed.
    expect(englishWordsIn(visibleText())).toContain('WhatsApp');

    await user.click(screen.getByRole('button', { name: /ಅಳಿಸುವಿಕೆಗೆ ವಿನಂತಿಸಿ/ }));
    const erasure = await screen.findByRole('dialog');
    expect(within(erasure).getByText('ನಿಮ್ಮ ಸದಸ್ಯತ್ವ ಕೊನೆಗೊಳ್ಳುತ್ತದೆ.')).toBeInTheDocument();
    expect(within(erasure).getByLabelText('ಕಚೇರಿಗೆ ತಿಳಿಯಬೇಕಾದುದೇನಾದರೂ (ಐಚ್ಛಿಕ)')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(erasure), KEPT)).toEqual([]);
  });

  it('keeps the English of what erasure means word for word as the office reads it (contracts ErasureMeans)', () => {
    const english = ERASURE_MEANS_KEYS.map((key) => dataRights.erasureMeans[key.split('.')[1] as '0']);
    expect(english).toEqual([...ErasureMeans]);
  });

  it('shows the e-mail confirmation and restore pages and the correction dialog with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: aMemberUser({ id: 'm7', language: 'kn' }) },
      'POST /api/members/email-change/confirm': { body: { email: 'ravi.new@example.org' } },
    });
    await act(() => chooseLanguage('kn'));
    const confirmed = renderWithProviders(<ConfirmEmailPage />, {
      route: '/confirm-email?token=t1',
      path: '/confirm-email',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ಇಮೇಲ್ ವಿಳಾಸ ದೃಢೀಕರಿಸಲಾಗಿದೆ' })).toBeInTheDocument();
    expect(screen.getByText(/ಇನ್ನು ಮುಂದೆ ಅದು ravi.new@example.org/)).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
    confirmed.unmount();

    const restore = renderWithProviders(<RestoreEmailPage />, {
      route: '/restore-email?token=t2',
      path: '/restore-email',
    });
    expect(await screen.findByRole('button', { name: 'ನನ್ನ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಮರುಸ್ಥಾಪಿಸಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
    restore.unmount();

    renderWithProviders(<AskForCorrectionDialog field="aadhaarLastFour" openFields={[]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ಆಧಾರ್‌ನ ಕೊನೆಯ ನಾಲ್ಕು ಅಂಕೆಗಳು')).toBeInTheDocument();
    // Ant Design's own words (the dialog's Cancel) come with its Kannada locale, which is downloaded when chosen.
    expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);
  });

  it('keeps the English of the e-mail change pages word for word as the contract has it', () => {
    expect(dataRights.emailChange.invalidLink).toBe(EmailChangeMessages.InvalidToken);
    expect(dataRights.emailChange.confirmedText).toBe(EmailChangeMessages.Confirmed);
    expect(dataRights.emailChange.restoreInvalid).toBe(EmailRestoreMessages.InvalidToken);
    expect(dataRights.emailChange.restoredText).toBe(EmailRestoreMessages.Restored);
  });
});
