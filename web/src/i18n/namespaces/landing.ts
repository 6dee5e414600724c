// Imported for its effect by every module that shows the 'landing' texts: they come with that page's code.
import landing from '../locales/en/landing.json';
import { addEnglish } from '../i18n';

addEnglish('landing', landing);
