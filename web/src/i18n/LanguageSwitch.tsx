import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveLanguageIfSignedIn } from '../api/account-language';
import { isLanguage, LANGUAGES, useShownLanguage, type Language } from './language';
import { useCommonTexts } from './common-texts';
import { chooseLanguage } from './switch-language';

/** Each language is named in its own script, whatever the page is shown in. */
const OWN_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ' };

/**
 * English / ಕನ್ನಡ (issue 31): a native select with its label, in the public and member headers and on the login
 * page. The choice shows at once; the page follows as soon as that language's texts have downloaded. Without
 * i18next until a choice is made (issue 30: the member pages do not load it in English). Someone signed in has
 * the choice saved on their account (api/account-language.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useCommonTexts();
  const id = useId();
  const [chosen, setChosen] = useState<Language | null>(null);
  const shown = useShownLanguage();
  const queryClient = useQueryClient();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (!isLanguage(value)) return;
    setChosen(value);
    // Signed in, the choice goes on the account too (issue 31).
    void saveLanguageIfSignedIn(queryClient, value);
    void chooseLanguage(value)
      .catch(() => undefined)
      .finally(() => setChosen(null));
  };

  return (
    <span className={`language-switch${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} className="language-switch-select" value={chosen ?? shown} onChange={onChange}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {OWN_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
