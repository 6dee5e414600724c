import common from './common.json';
import landing from './landing.json';
import login from './login.json';
import member from './member.json';
import memberEvents from './memberEvents.json';
import offlineCard from './offlineCard.json';
import password from './password.json';
import profile from './profile.json';
import register from './register.json';

/** English, the spec's words: in the entry chunk, ready for the first render. */
export const englishCatalogues = {
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
