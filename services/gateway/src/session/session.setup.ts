import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session, { Store } from 'express-session';
import passport from 'passport';
import type { Pool } from 'pg';
import { GatewayConfig } from '../config';
import { cookieMaxAge, parseDuration, SessionLifetimes, sessionLifetimeMiddleware } from './session-lifetime';
import './session-user';

export const SESSION_COOKIE = 'portal.sid';

/**
 * Sessions in Postgres (`session` table: sid, sess, expire), read through an in-memory copy that the table's
 * change notices keep true (cached-session-store.ts); HttpOnly, SameSite=Lax, Secure over HTTPS.
 * A session ends after its idle time or its absolute lifetime, per user type (session-lifetime.ts). It is
 * not rewritten on every request (no rolling expiry, no touch): the last-seen time is written at most
 * once a minute, which keeps a database write off nearly every API call.
 * Passport then restores the session's user as `req.user` (SessionSerializer).
 */
export function sessionMiddleware(config: GatewayConfig, store: Store): RequestHandler[] {
  const lifetimes = sessionLifetimes(config);
  return [
    expressSession(config, store, lifetimes),
    sessionLifetimeMiddleware(lifetimes),
    passport.initialize() as RequestHandler,
    passport.session() as RequestHandler,
  ];
}

export function sessionLifetimes(config: GatewayConfig): SessionLifetimes {
  return {
    admin: { idleMs: parseDuration(config.SESSION_IDLE_ADMIN), maxMs: parseDuration(config.SESSION_MAX_ADMIN) },
    member: { idleMs: parseDuration(config.SESSION_IDLE_MEMBER), maxMs: parseDuration(config.SESSION_MAX_MEMBER) },
  };
}

/** The `session` table as connect-pg-simple reads and writes it (wrapped by CachedSessionStore in main.ts). */
export function sessionTable(pool: Pool): Store {
  const PgStore = connectPgSimple(session);
  return new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    disableTouch: true,
  });
}

function expressSession(config: GatewayConfig, store: Store, lifetimes: SessionLifetimes): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.TRUST_PROXY,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https://'),
      // Until the first request after login sets it from the user type's own lifetime (session-lifetime.ts).
      maxAge: cookieMaxAge(lifetimes),
    },
  });
}

/** Removes the session server-side; its cookie is refused afterwards. */
export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error: Error | null) => (error ? reject(error) : resolve()));
  });
}
