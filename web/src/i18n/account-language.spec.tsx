import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, useCurrentUserQuery } from '../api/auth';
import { renderWithProviders } from '../test/render';
import { stubFetch } from '../test/fetch-stub';
import { followAccountLanguage, resetFollowedAccount } from './account-language';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
import { shownLanguage } from './language';
import { LanguageSwitch } from './LanguageSwitch';

/** A header as the layouts have it: who is signed in, and the switch. */
function SignedInHeader() {
  const { data } = useCurrentUserQuery();
  return (
    <header>
      <span>{data?.firstName}</span>
      <LanguageSwitch />
    </header>
  );
}

const member = { id: 'c0a8012e-0000-4000-8000-000000000001', userType: 'member', firstName: 'Asha', language: 'en' };

describe("the account's language (issue 31)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetFollowedAccount();
  });
  afterEach(async () => {
    await chooseLanguage('en');
    window.localStorage.clear();
  });

  it('saves the choice on the account of someone signed in, and shows it', async () => {
    const saved = stubFetch({
      'GET /api/auth/user': { body: member },
      'PATCH /api/auth/user': { body: { language: 'kn' } },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<SignedInHeader />);
    expect(await screen.findByText('Asha')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ಕನ್ನಡ');

    await waitFor(() => expect(document.documentElement.lang).toBe('kn'));
    const patch = saved.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/auth/user');
    expect(patch.map((call) => call.body)).toEqual([{ language: 'kn' }]);
    expect(queryClient.getQueryData<{ language: string }>(authKeys.user())?.language).toBe('kn');
  });

  it("keeps a visitor's choice in the browser only", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ಕನ್ನಡ');

    await waitFor(() => expect(document.documentElement.lang).toBe('kn'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('kn');
    expect(calls.calls).toEqual([]);
  });

  it("starts in the account's language after sign-in without changing the browser's choice, and goes back to it after", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');

    await act(() => followAccountLanguage({ ...member, language: 'kn' }));

    expect(shownLanguage()).toBe('kn');
    expect(document.documentElement.lang).toBe('kn');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    await act(() => followAccountLanguage(null));

    expect(shownLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
