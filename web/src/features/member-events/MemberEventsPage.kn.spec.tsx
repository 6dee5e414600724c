import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ContentMessages } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { chooseLanguage } from '../../i18n/i18n';
import memberEvents from '../../i18n/locales/en/memberEvents.json';
import { aMemberEvent } from './member-event-fixtures';
import { MemberEventsPage } from './MemberEventsPage';

const LONG_WAIT = { timeout: 5000 };

// What the association wrote (titles, places, descriptions) comes as written: here in Kannada.
const WORKSHOP = aMemberEvent({
  title: 'ಮದುವೆ ಛಾಯಾಗ್ರಹಣ ಕಾರ್ಯಾಗಾರ',
  description: 'ಬೆಳಕು ಮತ್ತು ಭಂಗಿಗಳು.',
  location: 'ಪುರಭವನ, ಮೈಸೂರು',
  eventDate: '2030-05-10T12:30:00.000Z',
});
const FULL = aMemberEvent({
  id: 'ev-2',
  title: 'ಕ್ರಿಕೆಟ್ ಪಂದ್ಯ',
  description: null,
  category: 'sports',
  location: 'ಚಾಮುಂಡಿ ಮೈದಾನ',
  capacity: 22,
  signedUp: 22,
  seatsLeft: 0,
});
const PAST = aMemberEvent({
  id: 'ev-past',
  title: 'ಫೋಟೋ ನಡಿಗೆ',
  description: null,
  location: null,
  category: 'cultural',
  status: 'completed',
  eventDate: '2025-03-01T01:30:00.000Z',
  attended: true,
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('Events for a member in Kannada (issue 31)', () => {
  it('shows upcoming and past events, seats, times and sign-up with no English word outside the allow-list', async () => {
    stubFetch({
      'GET /api/events': { body: [WORKSHOP, FULL, PAST] },
      'GET /api/gallery': { body: [] },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<MemberEventsPage />, { route: '/member-events' });

    expect(screen.getByRole('heading', { level: 1, name: 'ಕಾರ್ಯಕ್ರಮಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('17 ಸ್ಥಾನಗಳು ಉಳಿದಿವೆ', {}, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('ಸಂಜೆ 6:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಮದುವೆ ಛಾಯಾಗ್ರಹಣ ಕಾರ್ಯಾಗಾರ ಕಾರ್ಯಕ್ರಮಕ್ಕೆ ಹೆಸರು ನೋಂದಾಯಿಸಿ' })).toBeEnabled();
    expect(englishWordsIn(visibleText())).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'ಹಿಂದಿನ (1)' }));
    expect(await screen.findByText('ಹಾಜರಾಗಿದ್ದೀರಿ', {}, LONG_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('ಈ ಕಾರ್ಯಕ್ರಮದ ಫೋಟೋಗಳು ಇನ್ನೂ ಇಲ್ಲ.', {}, LONG_WAIT)).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it("keeps the contract's English messages word for word in the English catalogue", () => {
    expect(memberEvents.noUpcoming).toBe(ContentMessages.noUpcomingEvents);
    expect(memberEvents.signedUpToast).toBe(ContentMessages.signedUp);
    expect(memberEvents.cancelledToast).toBe(ContentMessages.signupCancelled);
  });
});
