import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/i18n';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import ProfileModal from './ProfileModal';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe("the admin's profile and two-factor sign-in in Kannada (issue 31)", () => {
  it('shows the profile, the password card and two-factor set-up with no English word', async () => {
    const admin = anAdminUser({ language: 'kn', role: 'treasurer', firstName: 'Asha', lastName: 'Rao' });
    stubFetch({
      'GET /api/auth/user': { body: admin },
      'POST /api/auth/admin/two-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<ProfileModal open user={admin} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ಖಜಾಂಚಿ')).toBeInTheDocument();
    expect(within(dialog).getByText('ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆನ್ ಮಾಡಿ' }));
    expect(await within(dialog).findByText(/ಗೂಗಲ್ ಆಥೆಂಟಿಕೇಟರ್/)).toBeInTheDocument();
    // The key is the key, letters and all.
    expect(englishWordsIn(visibleText(dialog), ['JBSWY3DPEHPK3PXP'])).toEqual([]);
    expect(englishWordsIn(visibleText(dialog))).toContain('JBSWY3DPEHPK3PXP');
  });
});
