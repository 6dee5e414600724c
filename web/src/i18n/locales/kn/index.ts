import type { englishCatalogues } from '../en';
import common from './common.json';
import member from './member.json';
import memberEvents from './memberEvents.json';
import offlineCard from './offlineCard.json';
import password from './password.json';
import profile from './profile.json';

/** The namespaces of the public pages that use i18next: each page downloads its own Kannada (i18n.ts). */
export type PublicPageNamespace = 'landing' | 'login' | 'register';

/**
 * Kannada of the texts read without i18next (texts.ts): the member's pages, the password pages and what every page
 * shares. Its own chunk, imported only when someone chooses ಕನ್ನಡ (switch-language.ts). The landing, sign-in and
 * registration texts are not in it (issue 30: a member's pages never show them); those pages download their own
 * (i18n/namespaces/*, kn/public-pages.ts lists them for the catalogue check).
 */
export const kannadaCatalogues: Record<Exclude<keyof typeof englishCatalogues, PublicPageNamespace>, object> = {
  common,
  member,
  memberEvents,
  offlineCard,
  password,
  profile,
};
