import { JsonLogger } from '@portal/platform';
import type { Request, Response } from 'express';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pool } from 'pg';
import { SESSION_COOKIE } from '../session/session.setup';

export const DEVICE_COOKIE = 'portal.device';

/** How long a device stays known after its last successful sign-in to an account. */
const REMEMBER_DAYS = 180;

const hashAccount = (account: string) => createHash('sha256').update(account).digest('hex');

/**
 * Devices that signed in successfully before (login-throttle.ts lets them through a throttle that
 * others on their connection caused). At a successful sign-in the browser gets an HttpOnly cookie
 * holding a random device id signed with the session secret; the gateway's database remembers
 * which accounts (as typed keys, hashed) signed in from that device.
 */
export class KnownDevices {
  constructor(
    private readonly pool: Pool,
    private readonly secret: string,
    private readonly secureCookie: boolean,
    private readonly logger: JsonLogger,
  ) {}

  /** The device id of a cookie this gateway signed, or null. */
  presented(req: Request): string | null {
    const value = cookieValue(req.headers.cookie, DEVICE_COOKIE);
    const [id, signature] = value?.split('.') ?? [];
    if (!id || !signature) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** Whether the device signed in to the account (any of its login keys) within the last months. */
  async knows(device: string, account: string): Promise<boolean> {
    try {
      const { rowCount } = await this.pool.query(
        `SELECT 1 FROM known_login_devices
          WHERE device = $1 AND account = $2 AND signed_in_at > now() - make_interval(days => $3)`,
        [device, hashAccount(account), REMEMBER_DAYS],
      );
      return (rowCount ?? 0) > 0;
    } catch (error) {
      this.unavailable(error);
      return false;
    }
  }

  /**
   * After a successful sign-in: the device becomes known for every key of the account, getting its cookie if new.
   * Answers the device id (the presented one, or the new one its cookie now holds).
   */
  async remember(req: Request, res: Response, accounts: string[]): Promise<string> {
    let device = this.presented(req);
    if (!device) {
      device = randomBytes(18).toString('base64url');
      keepSessionCookieFirst(res);
      res.cookie(DEVICE_COOKIE, `${device}.${this.sign(device)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.secureCookie,
        path: '/api/auth',
        maxAge: REMEMBER_DAYS * 24 * 3600 * 1000,
      });
    }
    try {
      // Devices not seen for months are forgotten in the same statement (one commit per sign-in).
      await this.pool.query(
        `WITH forgotten AS (
           DELETE FROM known_login_devices WHERE signed_in_at < now() - make_interval(days => $3)
         )
         INSERT INTO known_login_devices (device, account, signed_in_at)
         SELECT $1, unnest($2::text[]), now()
         ON CONFLICT (device, account) DO UPDATE SET signed_in_at = now()`,
        [device, accounts.map(hashAccount), REMEMBER_DAYS],
      );
    } catch (error) {
      // The sign-in itself succeeded; the device is only not remembered this time.
      this.unavailable(error);
    }
    return device;
  }

  private unavailable(error: unknown): void {
    this.logger.event('warn', 'known devices unavailable', { error: (error as Error).message });
  }

  private sign(id: string): string {
    return createHmac('sha256', this.secret).update(`known-device:${id}`).digest('base64url');
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Clients that keep a single cookie (scripts, our API tests) take the first Set-Cookie; express-session
 * writes its cookie last, as the headers go out, so the Set-Cookie list is reordered to put it first.
 */
function keepSessionCookieFirst(res: Response): void {
  const setHeader = res.setHeader.bind(res);
  const isSession = (cookie: string) => cookie.startsWith(`${SESSION_COOKIE}=`);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      name.toLowerCase() === 'set-cookie' && Array.isArray(value)
        ? [...(value as string[]).filter(isSession), ...(value as string[]).filter((c) => !isSession(c))]
        : value,
    )) as Response['setHeader'];
}
