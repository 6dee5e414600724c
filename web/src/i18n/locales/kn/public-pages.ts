import type { OnDemandNamespace, PublicPageNamespace } from '.';
import landing from './landing.json';
import login from './login.json';
import memberEvents from './memberEvents.json';
import password from './password.json';
import profile from './profile.json';
import register from './register.json';

/**
 * The public pages' Kannada by namespace, for the catalogue check only: at run time each is its own chunk, which
 * its page downloads when shown in Kannada (i18n/namespaces/*).
 */
export const publicPagesKannada: Record<PublicPageNamespace, object> = { landing, login, register };

/** The on-demand namespaces' Kannada (i18n/profile.ts, password.ts, member-events.ts), for the catalogue check. */
export const onDemandKannada: Record<OnDemandNamespace, object> = { memberEvents, password, profile };
