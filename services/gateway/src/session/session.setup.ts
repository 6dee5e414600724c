import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { Pool } from 'pg';
import { GatewayConfig } from '../config';
import './session-user';

export const SESSION_COOKIE = 'portal.sid';

/**
 * Sessions in Postgres (`session` table: sid, sess, expire); HttpOnly, SameSite=Lax, Secure over HTTPS.
 * A session lasts 7 days from login: it is not rewritten on every request
 * (no rolling expiry, no touch), which keeps a database write off every API call.
 * Passport then restores the session's user as `req.user` (SessionSerializer).
 */
export function sessionMiddleware(config: GatewayConfig, pool: Pool): RequestHandler[] {
  return [expressSession(config, pool), passport.initialize() as RequestHandler, passport.session() as RequestHandler];
}

function expressSession(config: GatewayConfig, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store: new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.TRUST_PROXY,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https://'),
      maxAge: 7 * 24 * 3600 * 1000,
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
