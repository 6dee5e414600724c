import password from './locales/en/password.json';
import { textsOf } from './texts';

/** The password pages (set up, reset, forgot, change; issue 31), English with the pages' code, without i18next. */
export const usePasswordTexts = textsOf('password', password);
