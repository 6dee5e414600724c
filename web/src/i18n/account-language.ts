import { isLanguage, shownLanguage, storedLanguage } from './language';
import { chooseLanguage, showLanguage } from './switch-language';

/** The signed-in person whose account's language the app has followed on this page load. */
let followedFor: string | null = null;

/**
 * After sign-in (issue 31), the app shows the account's language, once per person and page load (so a choice
 * made afterwards in the switch is not undone by a later refetch); without remembering it in the browser, where the
 * visitor's own choice stays. Signed out again, the app goes back to that choice.
 */
export function followAccountLanguage(user: { id: string; language?: string } | null): Promise<void> {
  if (!user) {
    if (followedFor === null) return Promise.resolve();
    followedFor = null;
    return chooseLanguage(storedLanguage());
  }
  if (followedFor === user.id) return Promise.resolve();
  followedFor = user.id;
  const language = isLanguage(user.language) ? user.language : 'en';
  if (language === shownLanguage()) return Promise.resolve();
  return showLanguage(language);
}

/** For tests: forget whom the app followed. */
export function resetFollowedAccount(): void {
  followedFor = null;
}
