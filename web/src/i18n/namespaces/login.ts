// Imported for its effect by every module that shows the 'login' texts: they come with that page's code,
// its Kannada is downloaded when the page is shown in Kannada.
import login from '../locales/en/login.json';
import { addEnglish } from '../i18n';

addEnglish('login', login, { kn: () => import('../locales/kn/login.json') });
