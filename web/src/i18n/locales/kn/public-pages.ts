import type { PublicPageNamespace } from '.';
import landing from './landing.json';
import login from './login.json';
import register from './register.json';

/**
 * The public pages' Kannada by namespace, for the catalogue check only: at run time each is its own chunk, which
 * its page downloads when shown in Kannada (i18n/namespaces/*).
 */
export const publicPagesKannada: Record<PublicPageNamespace, object> = { landing, login, register };
