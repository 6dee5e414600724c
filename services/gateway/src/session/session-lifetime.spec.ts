import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import {
  cookieMaxAge,
  lastSeenInterval,
  parseDuration,
  SessionLifetimes,
  sessionEnd,
  sessionLifetimeMiddleware,
} from './session-lifetime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const lifetimes: SessionLifetimes = {
  admin: { idleMs: 30 * MINUTE, maxMs: 12 * HOUR },
  member: { idleMs: 7 * DAY, maxMs: 30 * DAY },
};

interface FakeSession {
  passport?: { user?: unknown };
  signedInAt?: number;
  lastSeenAt?: number;
  endedBy?: string;
  cookie: { expires?: Date; originalMaxAge: number | null; maxAge?: number };
  regenerated?: boolean;
  regenerate(done: (error?: unknown) => void): void;
}

/** A session as express-session hands it over, signed in `signedInAgo` ms ago, not written since. */
function sessionOf(userType: 'admin' | 'member', signedInAgo: number, extra: Partial<FakeSession> = {}): FakeSession {
  const originalMaxAge = cookieMaxAge(lifetimes);
  return {
    passport: { user: { id: 'u1', userType, ...(userType === 'admin' ? { role: 'admin' } : {}) } },
    cookie: { expires: new Date(Date.now() - signedInAgo + originalMaxAge), originalMaxAge },
    regenerate(done) {
      this.regenerated = true;
      done();
    },
    ...extra,
  };
}

function run(session: FakeSession | undefined) {
  const req = { session } as unknown as Request;
  let nextError: unknown = 'not called';
  sessionLifetimeMiddleware(lifetimes)(req, {} as Response, ((error?: unknown) => (nextError = error)) as NextFunction);
  return { req, nextError };
}

describe('session lifetime rules', () => {
  it('reads durations as the configuration writes them', () => {
    assert.equal(parseDuration('30m'), 30 * MINUTE);
    assert.equal(parseDuration('7d'), 7 * DAY);
    assert.equal(parseDuration('2s'), 2000);
    assert.throws(() => parseDuration('30'));
    assert.throws(() => parseDuration('0m'));
  });

  it('ends an admin session after 30 idle minutes and after 12 hours however active', () => {
    const now = Date.now();
    const admin = lifetimes.admin;
    assert.equal(sessionEnd({ signedInAt: now - HOUR, lastSeenAt: now - 29 * MINUTE }, admin, now), undefined);
    assert.equal(sessionEnd({ signedInAt: now - HOUR, lastSeenAt: now - 31 * MINUTE }, admin, now), 'idle');
    assert.equal(sessionEnd({ signedInAt: now - 12 * HOUR, lastSeenAt: now - MINUTE }, admin, now), 'lifetime');
  });

  it('lets a member stay signed in for days, ending after 7 idle days or 30 days in all', () => {
    const now = Date.now();
    const member = lifetimes.member;
    assert.equal(sessionEnd({ signedInAt: now - 6 * DAY, lastSeenAt: now - 6 * DAY }, member, now), undefined);
    assert.equal(sessionEnd({ signedInAt: now - 8 * DAY, lastSeenAt: now - 7 * DAY - 1 }, member, now), 'idle');
    assert.equal(sessionEnd({ signedInAt: now - 30 * DAY, lastSeenAt: now }, member, now), 'lifetime');
  });

  it('writes the last-seen time at most once a minute, more often only for idle times under ten minutes', () => {
    assert.equal(lastSeenInterval(lifetimes.admin), MINUTE);
    assert.equal(lastSeenInterval({ idleMs: 2000, maxMs: 6000 }), 200);
    assert.equal(cookieMaxAge(lifetimes), 31 * DAY, 'the cookie outlives the longest lifetime by a day');
  });
});

describe('sessionLifetimeMiddleware', () => {
  it('leaves anonymous sessions alone', () => {
    const anonymous = sessionOf('admin', 0, { passport: undefined });
    const { nextError } = run(anonymous);
    assert.equal(nextError, undefined);
    assert.equal(anonymous.signedInAt, undefined, 'nothing written for a visitor');
  });

  it('ends an admin session unused since login 31 minutes ago, telling the access guard why', () => {
    const session = sessionOf('admin', 31 * MINUTE);
    const { req, nextError } = run(session);
    assert.equal(nextError, undefined);
    assert.equal(session.regenerated, true, 'the stored session is replaced by an empty one');
    assert.equal(req.sessionEnded, 'idle');
  });

  it('tells the access guard why a session ended elsewhere (a password change) and removes it', () => {
    const ended = sessionOf('member', MINUTE, { passport: undefined, endedBy: 'password-changed' });
    const { req, nextError } = run(ended);
    assert.equal(nextError, undefined);
    assert.equal(req.sessionEnded, 'password-changed');
    assert.equal(ended.regenerated, true, 'said once: the emptied session is replaced');
  });

  it('ends an admin session older than 12 hours even if it was used a minute ago', () => {
    const now = Date.now();
    const session = sessionOf('admin', 12 * HOUR + 1, { signedInAt: now - 12 * HOUR - 1, lastSeenAt: now - MINUTE });
    assert.equal(run(session).req.sessionEnded, 'lifetime');
  });

  it('records the login time and last-seen time on the first request after login, keeping an admin cookie a day past 12 hours', () => {
    const session = sessionOf('admin', 5 * MINUTE);
    const { req } = run(session);
    assert.equal(req.sessionEnded, undefined);
    assert.equal(session.regenerated, undefined);
    assert.ok(Math.abs((session.signedInAt ?? 0) - (Date.now() - 5 * MINUTE)) < 1000, 'login time from the cookie');
    assert.ok(Math.abs((session.lastSeenAt ?? 0) - Date.now()) < 1000);
    assert.ok(Math.abs((session.cookie.originalMaxAge ?? 0) - (12 * HOUR + DAY - 5 * MINUTE)) < 1000);
  });

  it('does not rewrite the session on a request within a minute of the last write', () => {
    const now = Date.now();
    const lastSeenAt = now - 30_000;
    const session = sessionOf('admin', 10 * MINUTE, { signedInAt: now - 10 * MINUTE, lastSeenAt });
    run(session);
    assert.equal(session.lastSeenAt, lastSeenAt);
    const later = sessionOf('admin', 10 * MINUTE, { signedInAt: now - 10 * MINUTE, lastSeenAt: now - 2 * MINUTE });
    run(later);
    assert.ok((later.lastSeenAt ?? 0) > now - 1000, 'written again after a minute');
  });

  it('keeps an ended session no longer than a day past its absolute lifetime, so its user can be told why', () => {
    const now = Date.now();
    const session = sessionOf('admin', 0, { signedInAt: now - 12 * HOUR + 10 * MINUTE, lastSeenAt: now - 2 * MINUTE });
    run(session);
    assert.ok(Math.abs((session.cookie.originalMaxAge ?? 0) - (DAY + 10 * MINUTE)) < 1000);
  });
});
