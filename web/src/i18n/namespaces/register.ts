// Imported for its effect by every module that shows the 'register' texts: they come with that page's code,
// its Kannada is downloaded when the page is shown in Kannada.
import register from '../locales/en/register.json';
import { addEnglish } from '../i18n';

addEnglish('register', register, { kn: () => import('../locales/kn/register.json') });
