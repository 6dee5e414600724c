import { useId, useState, type ChangeEvent } from 'react';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES, useTranslation, type Language } from './i18n';
import './language-switch.css';

/** Each language is named in its own script, whatever the page is shown in. */
const OWN_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ' };

/**
 * English / ಕನ್ನಡ (issue 31): a native select with its label, in the public header and on the login page.
 * The choice shows at once; the page follows as soon as that language's texts have downloaded.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [chosen, setChosen] = useState<Language | null>(null);
  const shown = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (!isLanguage(value)) return;
    setChosen(value);
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
