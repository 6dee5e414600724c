import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/i18n';
import { anEvent } from '../../test/content-fixtures';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { CheckInPage } from './CheckInPage';

configure({ asyncUtilTimeout: 5000 });

// The event's title and the member's name are as the office typed them; CSV is the file's kind.
const NAMES = ['Wedding', 'Photography', 'Workshop', 'Ravi', 'Kumar', 'CSV', 'PHOTO0001'];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the door check-in page in Kannada (issue 31)', () => {
  it('checks a typed member id in and shows the page, the result and the list with no English word', async () => {
    const event = anEvent({ id: 'ev-1', title: 'Wedding Photography Workshop' });
    const member = {
      memberId: 'm1',
      memberCode: 'PHOTO0001',
      name: 'Ravi Kumar',
      status: 'active',
      validThrough: '2027-03-31',
      signedUp: true,
    };
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/events': { body: [event] },
      'GET /api/id-cards/public-keys': { body: { keys: [] } },
      'GET /api/events/ev-1/attendance': {
        body: {
          event,
          checkedIn: 1,
          signedUpAndCheckedIn: 1,
          attendees: [{ ...member, checkedInAt: '2026-11-29T04:32:00.000Z' }],
        },
      },
      'POST /api/events/ev-1/attendance': {
        body: {
          alreadyCheckedIn: false,
          checkedInAt: '2026-11-29T04:32:00.000Z',
          message: 'Checked in at 10:02',
          member,
        },
      },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CheckInPage />, { route: '/events/ev-1/check-in', path: '/events/:id/check-in' });

    expect(await screen.findByRole('heading', { level: 1, name: /ಹಾಜರಾತಿ/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ'), 'PHOTO0001');
    await user.click(screen.getByRole('button', { name: 'ಹಾಜರಾತಿ ದಾಖಲಿಸಿ' }));
    const result = await screen.findByLabelText('ಹಾಜರಾತಿಯ ಫಲಿತಾಂಶ');
    expect(await within(result).findByText(/ಕ್ಕೆ ಹಾಜರಾತಿ ದಾಖಲಾಗಿದೆ$/)).toBeInTheDocument();
    expect(within(result).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
    // The control: the member's name is found when it is not allowed.
    expect(englishWordsIn(visibleText())).toContain('Ravi');
  });
});
