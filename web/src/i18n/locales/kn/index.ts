import type { englishCatalogues } from '../en';
import common from './common.json';
import landing from './landing.json';
import login from './login.json';
import member from './member.json';
import memberEvents from './memberEvents.json';
import offlineCard from './offlineCard.json';
import password from './password.json';
import profile from './profile.json';
import register from './register.json';

/** Kannada: its own chunk, imported only when someone chooses ಕನ್ನಡ. Same namespaces as English. */
export const kannadaCatalogues: Record<keyof typeof englishCatalogues, object> = {
  common,
  landing,
  login,
  member,
  memberEvents,
  offlineCard,
  password,
  profile,
  register,
};
