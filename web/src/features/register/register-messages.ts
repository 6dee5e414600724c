import english from '../../i18n/locales/en/register.json';
import { useTranslation } from '../../i18n/i18n';
import '../../i18n/namespaces/register';

/**
 * The registration form's checks and the server speak the contract's English (spec part 1 §5 and §8,
 * `RegistrationMessages`): the same words are the English catalogue's `validation` and `failure` texts
 * (catalogues.spec.ts holds them equal). Shown, a known message is the chosen language's text with that
 * key; anything else (a message only the server knows) is shown as it came.
 */
type MessageKey =
  `validation.${keyof typeof english.validation}` | `failure.${keyof typeof english.failure}` | 'closed.defaultMessage';

const KEY_OF_MESSAGE = new Map<string, MessageKey>([
  ...Object.entries(english.validation).map(([key, text]) => [text, `validation.${key}`] as [string, MessageKey]),
  ...Object.entries(english.failure).map(([key, text]) => [text, `failure.${key}`] as [string, MessageKey]),
  [english.closed.defaultMessage, 'closed.defaultMessage'],
]);

/** The key of one of the form's own English messages, or undefined. */
export function registerMessageKey(message: string): MessageKey | undefined {
  return KEY_OF_MESSAGE.get(message.trim());
}

/** Turns a message of the form or the server into the page's language. */
export function useRegisterMessages(): (message: string) => string {
  const { t } = useTranslation('register');
  return (message) => {
    const key = registerMessageKey(message);
    return key ? t(key) : message;
  };
}
