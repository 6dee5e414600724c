import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ContentMessages } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { anAdminUser } from '../../test/member-fixtures';
import { anEvent } from '../../test/content-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import events from '../../i18n/locales/en/admin/events.json';
import { EventsPage } from './EventsPage';

configure({ asyncUtilTimeout: 5000 });

// Titles, places and people come from the API as the office typed them.
const NAMES = ['Wedding', 'Photography', 'Workshop', 'Town', 'Hall', 'Mysuru', 'Lighting', 'and', 'posing', 'for'];
const MORE = ['wedding', 'shoots', 'Annual', 'Cricket', 'Match', 'Ravi', 'Kumar'];

const EVENTS = [
  anEvent(),
  anEvent({
    id: 'ev-2',
    title: 'Annual Cricket Match',
    description: null,
    location: null,
    capacity: null,
    signedUp: 5,
  }),
  anEvent({ id: 'ev-3', title: 'Annual Cricket Match', status: 'cancelled', isActive: false, category: 'sports' }),
];

const attendee = {
  memberId: 'm1',
  memberCode: 'PHOTO0001',
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: null,
  signedUpAt: '2026-02-01T05:00:00.000Z',
};

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

async function showPage(body: unknown = EVENTS) {
  stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/events': { body },
    'GET /api/events/ev-1/attendees': { body: { event: EVENTS[0], attendees: [attendee] } },
  });
  await act(() => chooseLanguage('kn'));
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<EventsPage />, { route: '/events' });
  return user;
}

describe('the admin Events page in Kannada (issue 31)', () => {
  it('shows the cards, the attendees dialog and the add dialog with its checks with no English word', async () => {
    const user = await showPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'ಕಾರ್ಯಕ್ರಮಗಳು' })).toBeInTheDocument();
    const workshop = await screen.findByRole('article', { name: 'Wedding Photography Workshop' });
    expect(within(workshop).getByText('ಕಾರ್ಯಾಗಾರ')).toBeInTheDocument();
    expect(within(workshop).getByText('ಮುಂಬರುವ')).toBeInTheDocument();
    expect(workshop).toHaveTextContent('ಬೆಳಿಗ್ಗೆ 10:00');
    expect(screen.getByText('5 ಮಂದಿ ಹೆಸರು ನೋಂದಾಯಿಸಿದ್ದಾರೆ')).toBeInTheDocument();
    expect(screen.getByText('ಸದಸ್ಯರಿಗೆ ಕಾಣಿಸುವುದಿಲ್ಲ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), [...NAMES, ...MORE])).toEqual([]);
    // The control: the same check finds the titles when they are not allowed.
    expect(englishWordsIn(visibleText(), MORE)).toContain('Wedding');

    await user.click(within(workshop).getByRole('button', { name: /ಭಾಗವಹಿಸುವವರು \(3\)/ }));
    const attendees = await screen.findByRole('dialog');
    expect(await within(attendees).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(attendees).getByRole('columnheader', { name: 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(attendees), [...NAMES, ...MORE])).toEqual([]);
    // The footer's Close and antd's corner ×, which is named Close in Kannada too once antd's Kannada has loaded.
    await user.click(within(attendees).getAllByRole('button', { name: /ಮುಚ್ಚಿ/ })[0]);

    await user.click(screen.getByRole('button', { name: /ಕಾರ್ಯಕ್ರಮ ಸೇರಿಸಿ/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('ಶೀರ್ಷಿಕೆ'));
    expect(dialog).toBeDefined();
    await user.click(within(dialog!).getByRole('button', { name: /ಕಾರ್ಯಕ್ರಮ ರಚಿಸಿ/ }));
    expect(await within(dialog!).findByText('ಶೀರ್ಷಿಕೆ ಅಗತ್ಯವಿದೆ')).toBeInTheDocument();
    expect(within(dialog!).getByText('ದಿನಾಂಕ ಮತ್ತು ಸಮಯ ಅಗತ್ಯವಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), [...NAMES, ...MORE])).toEqual([]);
  });

  it('says there are no events in Kannada', async () => {
    await showPage([]);
    expect(await screen.findByText('ಯಾವುದೇ ಕಾರ್ಯಕ್ರಮಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it("keeps the contracts' wording word for word in the English catalogue", () => {
    for (const [key, text] of Object.entries(events.rules)) {
      expect(ContentMessages[key as keyof typeof ContentMessages]).toBe(text);
    }
    expect(events.noEvents).toBe(ContentMessages.noEvents);
    expect([events.createFailed, events.updateFailed, events.deleteFailed]).toEqual([
      ContentMessages.createFailed,
      ContentMessages.updateFailed,
      ContentMessages.deleteFailed,
    ]);
  });
});
