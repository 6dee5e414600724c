import accounts from './locales/en/admin/accounts.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin accounts page and its dialogs (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminAccountsTexts = areaTextsOf('adminAccounts', accounts, {
  kn: () => import('./locales/kn/admin/accounts.json'),
});

export type AdminAccountsTexts = Translate<typeof accounts>;

type RuleKey = keyof typeof accounts.rules;
type ServerKey = keyof typeof accounts.serverMessages;

const KEY_OF_MESSAGE = new Map<string, `rules.${RuleKey}` | `serverMessages.${ServerKey}`>([
  ...(Object.entries(accounts.rules) as [RuleKey, string][]).map(
    ([key, text]) => [text, `rules.${key}`] as [string, `rules.${RuleKey}`],
  ),
  ...(Object.entries(accounts.serverMessages) as [ServerKey, string][]).map(
    ([key, text]) => [text, `serverMessages.${key}`] as [string, `serverMessages.${ServerKey}`],
  ),
]);

/**
 * A message of the contracts' admin profile rules or of identity's answers about admin accounts (the catalogue's
 * English is the contract's, word for word) in the shown language; any other message as it came.
 */
export function accountsMessage(t: AdminAccountsTexts, message: string): string {
  const key = KEY_OF_MESSAGE.get(message.trim());
  return key ? t(key) : message;
}
