import { ObjectStorageServiceConfig, Secret } from '@portal/platform';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { DEFAULT_LOGIN_ACCOUNT_TOTAL, RATE_LIMIT_FORMAT } from './rate-limit/rate-limit.policy';
import { DURATION_FORMAT } from './session/session-lifetime';

/** Object storage variables (S3_*) come from ObjectStorageServiceConfig. */
export class GatewayConfig extends ObjectStorageServiceConfig {
  @IsOptional()
  @IsInt({ message: 'must be a port number' })
  @Min(1)
  @Max(65535)
  PORT: number = 8080;

  /** The address users type; decides the cookie's Secure flag and the allowed Origin. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+/, {
    message: 'must be the public http(s) URL of the portal, e.g. https://portal.example.org',
  })
  PUBLIC_URL: string = 'http://localhost:8080';

  @Secret()
  @IsString({ message: 'is required: a random string of at least 32 characters' })
  @MinLength(32, { message: 'must be at least 32 characters' })
  SESSION_SECRET!: string;

  @IsOptional()
  @IsInt({ message: 'must be a number of milliseconds' })
  @Min(100)
  RPC_TIMEOUT_MS: number = 5000;

  /** Razorpay's checkout script (the local sandbox's when running without Razorpay keys); the CSP allows its origin. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+\/.*/, { message: 'must be the http(s) URL of the checkout script' })
  RAZORPAY_CHECKOUT_URL: string = 'https://checkout.razorpay.com/v1/checkout.js';

  /** Folder of the built web app; defaults to web/dist of this repository. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Set when a reverse proxy terminates TLS in front of the gateway. */
  @IsOptional()
  @IsBoolean({ message: 'must be true or false' })
  TRUST_PROXY: boolean = false;

  /** Sessions end after this long without a request (`<number><s|m|h|d>`); see session/session-lifetime.ts. */
  @IsOptional()
  @Matches(DURATION_FORMAT, { message: 'must be a duration such as 30m, 12h or 7d' })
  SESSION_IDLE_ADMIN: string = '30m';

  @IsOptional()
  @Matches(DURATION_FORMAT, { message: 'must be a duration such as 30m, 12h or 7d' })
  SESSION_IDLE_MEMBER: string = '7d';

  /** Sessions end this long after login however active they are. */
  @IsOptional()
  @Matches(DURATION_FORMAT, { message: 'must be a duration such as 30m, 12h or 7d' })
  SESSION_MAX_ADMIN: string = '12h';

  @IsOptional()
  @Matches(DURATION_FORMAT, { message: 'must be a duration such as 30m, 12h or 7d' })
  SESSION_MAX_MEMBER: string = '30d';

  /**
   * Per-IP rate limits as `<count>/<window>` (window in s, m or h); see rate-limit/rate-limit.policy.ts.
   * RATE_LIMIT_LOGIN: failed sign-ins per client IP, admin and member each; RATE_LIMIT_LOGIN_ACCOUNT:
   * failed sign-ins for one account from one IP before each further attempt waits longer.
   */
  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 100/15m' })
  RATE_LIMIT_LOGIN: string = '100/15m';

  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 5/24h' })
  RATE_LIMIT_LOGIN_ACCOUNT: string = '5/24h';

  /** Failed sign-ins for one account from all addresses together before its attempts take turns. */
  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 5/1h' })
  RATE_LIMIT_LOGIN_ACCOUNT_TOTAL: string = DEFAULT_LOGIN_ACCOUNT_TOTAL;

  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 10/1h' })
  RATE_LIMIT_REGISTRATION: string = '10/1h';

  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 5/15m' })
  RATE_LIMIT_PASSWORD_EMAIL: string = '5/15m';

  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 20/15m' })
  RATE_LIMIT_PASSWORD_LINK: string = '20/15m';

  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 5/1h' })
  RATE_LIMIT_CONTACT: string = '5/1h';

  /** Public ID-card verifications (GET /api/verify/…) per client IP. */
  @IsOptional()
  @Matches(RATE_LIMIT_FORMAT, { message: 'must be <count>/<window>, e.g. 120/15m' })
  RATE_LIMIT_VERIFICATION: string = '120/15m';
}
