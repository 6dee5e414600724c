import password from './password.json';
import profile from './profile.json';

/**
 * Profile Settings' and the password pages' Kannada (issue 30): one chunk, downloaded when one of those pages is
 * shown in Kannada (i18n/profile.ts, i18n/password.ts), not with the Kannada every member page loads (`kn`).
 * Profile Settings shows both (its change-password card), so it waits for one request, not two.
 */
export const accountPagesKannada = { password, profile };
