import type { englishCatalogues } from '../en';
import common from './common.json';
import member from './member.json';
import offlineCard from './offlineCard.json';

/** The namespaces of the public pages that use i18next: each page downloads its own Kannada (i18n.ts). */
export type PublicPageNamespace = 'landing' | 'login' | 'register';

/**
 * Namespaces read without i18next whose Kannada its pages download when shown (area-texts.ts; issue 30: the
 * dashboard's first view shows none of them): Profile Settings and the password pages (kn/account-pages.ts), the
 * member's Events page (kn/memberEvents.json).
 */
export type OnDemandNamespace = 'memberEvents' | 'password' | 'profile';

/**
 * Kannada of the texts read without i18next (texts.ts) that the member's first page shows: the member's pages, the
 * offline card (precached with this chunk, so it shows in Kannada without signal) and what every page shares. Its
 * own chunk, imported only when someone chooses ಕನ್ನಡ (switch-language.ts). The landing, sign-in and registration
 * texts are not in it (issue 30: a member's pages never show them); those pages download their own
 * (i18n/namespaces/*, kn/public-pages.ts lists them for the catalogue check); nor are the on-demand namespaces'.
 */
export const kannadaCatalogues: Record<
  Exclude<keyof typeof englishCatalogues, PublicPageNamespace | OnDemandNamespace>,
  object
> = {
  common,
  member,
  offlineCard,
};
