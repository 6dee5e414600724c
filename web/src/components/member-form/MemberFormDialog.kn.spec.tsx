import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/i18n';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { MemberFormDialog } from './MemberFormDialog';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the add/edit member form in Kannada (issue 31)', () => {
  it('shows its labels, hints and a duplicate-ID refusal with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/members/next-id': { body: { memberId: 'PHOTO0042' } },
      'POST /api/members': {
        status: 409,
        body: { code: 'MEMBERSHIP_DUPLICATE_MEMBER_ID', message: 'Member ID already exists' },
      },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ಹೊಸ ಸದಸ್ಯರನ್ನು ಸೇರಿಸಿ')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ಮೊದಲ ಹೆಸರು')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);

    await user.type(within(dialog).getByLabelText('ಮೊದಲ ಹೆಸರು'), 'Ravi');
    await user.type(within(dialog).getByLabelText('ಕೊನೆಯ ಹೆಸರು'), 'Kumar');
    await user.type(within(dialog).getByLabelText('ಫೋನ್'), '9876543210');
    await user.type(within(dialog).getByLabelText('ಸದಸ್ಯತ್ವ ಗುರುತಿನ ಸಂಖ್ಯೆ'), 'PHOTO0001');
    await user.click(within(dialog).getByRole('button', { name: 'ಸದಸ್ಯರನ್ನು ಸೇರಿಸಿ' }));
    expect(await screen.findByText('ಸದಸ್ಯತ್ವ ಗುರುತಿನ ಸಂಖ್ಯೆ ಈಗಾಗಲೇ ಬಳಕೆಯಲ್ಲಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['PHOTO'])).toEqual([]);
  });
});
