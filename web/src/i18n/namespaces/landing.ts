// Imported for its effect by every module that shows the 'landing' texts: they come with that page's code,
// its Kannada is downloaded when the page is shown in Kannada.
import landing from '../locales/en/landing.json';
import { addEnglish } from '../i18n';

addEnglish('landing', landing, { kn: () => import('../locales/kn/landing.json') });
