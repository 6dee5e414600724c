// Imported for its effect by every module that shows the 'register' texts: they come with that page's code.
import register from '../locales/en/register.json';
import { addEnglish } from '../i18n';

addEnglish('register', register);
