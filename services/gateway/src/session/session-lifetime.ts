import {
  CommonErrorCode,
  isSessionEndReason,
  SESSION_END_MESSAGES,
  SessionEndReason,
  UserType,
} from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Session, SessionData } from 'express-session';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { isSessionUser } from './session-user';

/** A duration as the configuration writes it: a whole number with s, m, h or d, e.g. `30m`, `7d`. */
export const DURATION_FORMAT = /^([1-9]\d{0,6})([smhd])$/;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function parseDuration(text: string): number {
  const match = DURATION_FORMAT.exec(text.trim());
  if (!match) throw new Error(`not a duration: "${text}" (expected e.g. 30m or 7d)`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** How long a session may sit unused (idle) and how long it may last at all (max), in milliseconds. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

export type SessionLifetimes = Record<UserType, SessionLifetime>;

/** Why a session was ended here by time: no request for the idle time, or older than its absolute lifetime. */
export type SessionEnd = 'idle' | 'lifetime';

/** What the web is told, with `CommonErrorCode.SessionExpired`, when a request arrives on an ended session (contracts). */
export { SESSION_END_HEADER, SESSION_END_MESSAGES } from '@portal/contracts';

export function sessionExpired(reason: SessionEndReason): GatewayHttpError {
  return new GatewayHttpError(CommonErrorCode.SessionExpired, SESSION_END_MESSAGES[reason]);
}

/**
 * How often the last-seen time is written: at most once a minute, so an active session costs one database
 * write a minute rather than one per request; a tenth of the idle time when that is shorter (a test's
 * seconds), so a session in use is never taken for an idle one.
 */
export function lastSeenInterval(lifetime: SessionLifetime): number {
  return Math.min(60_000, Math.floor(lifetime.idleMs / 10));
}

/** Whether a session signed in at `signedInAt` and last seen at `lastSeenAt` has ended by `now`. */
export function sessionEnd(
  times: { signedInAt: number; lastSeenAt: number },
  lifetime: SessionLifetime,
  now: number,
): SessionEnd | undefined {
  if (now - times.signedInAt >= lifetime.maxMs) return 'lifetime';
  if (now - times.lastSeenAt >= lifetime.idleMs) return 'idle';
  return undefined;
}

/**
 * How long an ended session is kept (cookie and stored row) after its absolute lifetime, so that a user who
 * comes back within a day of being signed out is told why rather than simply finding themselves signed out.
 */
export const ENDED_SESSION_KEPT_MS = 86_400_000;

/** The cookie's (and stored row's) lifetime at login: long enough for whichever user type signs in. */
export function cookieMaxAge(lifetimes: SessionLifetimes): number {
  return Math.max(...Object.values(lifetimes).map((l) => l.maxMs)) + ENDED_SESSION_KEPT_MS;
}

/**
 * Ends signed-in sessions that have been idle or have reached their absolute lifetime, per user type
 * (admin: 30 minutes idle, 12 hours in all; member: 7 days, 30 days; see GatewayConfig). Runs after
 * express-session and before passport reads the user, so an ended session is simply signed out:
 * it is removed from Postgres and replaced by an empty one, and `req.sessionEnded` tells the access
 * guard to answer 401 SessionExpired rather than a plain 401 (public routes, login included, go on).
 * A session ended elsewhere with a reason (session-revocation.ts) is told the same way, with that reason.
 *
 * `lastSeenAt` is written at most once a minute (lastSeenInterval); with it the cookie and the stored row
 * are set to expire a day after the session's absolute lifetime (ENDED_SESSION_KEPT_MS): kept that long, a
 * session that went idle can still say so when its user returns, and Postgres prunes it afterwards.
 */
export function sessionLifetimeMiddleware(lifetimes: SessionLifetimes) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const session = req.session as (Session & Partial<SessionData>) | undefined;
    const user: unknown = session?.passport?.user;
    if (session && !isSessionUser(user) && isSessionEndReason(session.endedBy)) {
      // Ended elsewhere (a password change, an e-mail restore): said once, then the row goes.
      req.sessionEnded = session.endedBy;
      session.regenerate((error: unknown) => next(error));
      return;
    }
    if (!session || !isSessionUser(user)) return next();
    const lifetime = lifetimes[user.userType];
    const now = Date.now();
    const signedInAt = session.signedInAt ?? signedInFromCookie(session, now);
    const lastSeenAt = session.lastSeenAt ?? signedInAt;
    const ended = sessionEnd({ signedInAt, lastSeenAt }, lifetime, now);
    if (ended) {
      req.sessionEnded = ended;
      session.regenerate((error: unknown) => next(error));
      return;
    }
    if (session.signedInAt === undefined || now - lastSeenAt >= lastSeenInterval(lifetime)) {
      session.signedInAt = signedInAt;
      session.lastSeenAt = now;
      const keptFor = signedInAt + lifetime.maxMs + ENDED_SESSION_KEPT_MS - now;
      // express-session resets the expiry to originalMaxAge when it saves: both must change.
      session.cookie.originalMaxAge = keptFor;
      session.cookie.maxAge = keptFor;
    }
    next();
  };
}

/**
 * When a session that has not been written since login was signed in. Passport's login regenerates the
 * session, so its cookie was created then; until this middleware first writes `signedInAt` (on the next
 * request) nothing else rewrites it, and its expiry minus its max-age is the moment of login.
 */
function signedInFromCookie(session: Session, now: number): number {
  const { expires, originalMaxAge } = session.cookie;
  if (!expires || originalMaxAge === null) return now;
  return new Date(expires).getTime() - originalMaxAge;
}
