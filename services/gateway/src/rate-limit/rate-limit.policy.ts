import type { GuessingBudget } from './sign-in-guessing.repository';

/** Metadata key of `@RateLimit(bucket)`. */
export const RATE_LIMIT_KEY = 'portal:rate-limit';

/**
 * What a client IP may do how often (DESIGN.md §6); each bucket counts
 * separately. `setup-email` / `reset-email`: requests that e-mail a link;
 * `password-link`: using an e-mailed link (set-up with token, reset, verify);
 * `contact`: the landing page's contact form, which sends e-mail; `verification`: the public ID-card
 * verification (signed links, but each guess at a signature is a request).
 * Sign-ins are not a bucket: they count failures only (login-throttle.ts).
 */
export const RateLimitBuckets = [
  'registration',
  'setup-email',
  'reset-email',
  'password-link',
  'contact',
  'verification',
] as const;
export type RateLimitBucket = (typeof RateLimitBuckets)[number];

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
}

export type RateLimitPolicies = Record<RateLimitBucket, RateLimitPolicy>;

/** `<count>/<window>` with the window in s, m or h, e.g. `20/15m`. */
export const RATE_LIMIT_FORMAT = /^([1-9]\d{0,6})\/([1-9]\d{0,5})([smh])$/;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

export function parseRateLimit(text: string): RateLimitPolicy {
  const match = RATE_LIMIT_FORMAT.exec(text.trim());
  if (!match) throw new Error(`not a rate limit: "${text}" (expected e.g. 20/15m)`);
  return {
    max: Number(match[1]),
    windowSeconds: Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS],
  };
}

/** Verification pages opened per client IP: a desk checking a queue of cards stays well inside it. */
export const DEFAULT_VERIFICATION_LIMIT = '120/15m';

/** The limits as configured; the two e-mail flows count separately. */
export function rateLimitPolicies(config: {
  RATE_LIMIT_REGISTRATION: string;
  RATE_LIMIT_PASSWORD_EMAIL: string;
  RATE_LIMIT_PASSWORD_LINK: string;
  RATE_LIMIT_CONTACT: string;
  RATE_LIMIT_VERIFICATION?: string;
}): RateLimitPolicies {
  const email = parseRateLimit(config.RATE_LIMIT_PASSWORD_EMAIL);
  return {
    registration: parseRateLimit(config.RATE_LIMIT_REGISTRATION),
    'setup-email': email,
    'reset-email': email,
    'password-link': parseRateLimit(config.RATE_LIMIT_PASSWORD_LINK),
    contact: parseRateLimit(config.RATE_LIMIT_CONTACT),
    verification: parseRateLimit(config.RATE_LIMIT_VERIFICATION ?? DEFAULT_VERIFICATION_LIMIT),
  };
}

/**
 * How failed sign-ins are slowed down (login-throttle.ts).
 * - `perClient`: failed sign-ins one client IP may make per window, admin and member logins each
 *   counted apart; successful ones are not counted, so a shared connection lets everyone in.
 * - `perAccount`: failed sign-ins for one account from one client IP (or one known device) that go
 *   without delay; after them each further attempt waits `firstWaitSeconds`, doubling with every
 *   failure up to `longestWaitSeconds`. Counts are forgotten after the window or at a successful sign-in.
 * - `perAccountTotal`: failed sign-ins for one account from all addresses together that go without delay;
 *   after them the account takes one attempt at a time from addresses that are not its known devices,
 *   each after a wait of `firstWaitSeconds`, doubling up to `longestWaitSeconds` (tens of seconds, so the
 *   owner on a new device is never kept out for long). Forgotten a window after the last failure, or at a
 *   successful sign-in from such an address.
 */
export interface LoginThrottlePolicy {
  perClient: RateLimitPolicy;
  perAccount: RateLimitPolicy & { firstWaitSeconds: number; longestWaitSeconds: number };
  perAccountTotal: GuessingBudget;
}

/** Failures of one account from all addresses before its attempts take turns: 5, forgotten after a quiet hour. */
export const DEFAULT_LOGIN_ACCOUNT_TOTAL = '5/1h';

export function loginThrottlePolicy(config: {
  RATE_LIMIT_LOGIN: string;
  RATE_LIMIT_LOGIN_ACCOUNT: string;
  RATE_LIMIT_LOGIN_ACCOUNT_TOTAL?: string;
}): LoginThrottlePolicy {
  return {
    perClient: parseRateLimit(config.RATE_LIMIT_LOGIN),
    perAccount: {
      ...parseRateLimit(config.RATE_LIMIT_LOGIN_ACCOUNT),
      firstWaitSeconds: 5,
      longestWaitSeconds: 15 * 60,
    },
    perAccountTotal: {
      ...parseRateLimit(config.RATE_LIMIT_LOGIN_ACCOUNT_TOTAL ?? DEFAULT_LOGIN_ACCOUNT_TOTAL),
      firstWaitSeconds: 2,
      longestWaitSeconds: 30,
    },
  };
}

/** A route's bucket, fixed or chosen from the request (e.g. set-up with or without a token). */
export type RateLimitSelector = RateLimitBucket | ((req: { body?: unknown }) => RateLimitBucket);
