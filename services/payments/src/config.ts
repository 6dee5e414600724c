import { ObjectStorageServiceConfig, Secret } from '@portal/platform';
import { IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** The three keys go together: once one is set, each missing one is an error naming it. */
const anyRazorpayKey = (config: PaymentsConfig) => RAZORPAY_KEYS.some((name) => config[name] !== undefined);
const withTheOthers =
  'is required when any Razorpay variable is set (set all three, or none to run with online payment off)';

/** What the service needs to take payments online. */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * Razorpay keys, the receipt store (S3_* from ObjectStorageServiceConfig) and the
 * schedules. `npm start` and the tests hand in the local sandbox's keys and
 * address when no real keys are configured. Without any of the three Razorpay
 * variables the service runs with online payment off (docker compose on a new
 * server): dues, records and receipts work, orders and webhooks are refused.
 */
export class PaymentsConfig extends ObjectStorageServiceConfig {
  @ValidateIf(anyRazorpayKey)
  @IsString({ message: `${withTheOthers}: the Razorpay key id (rzp_live_… or rzp_test_…)` })
  RAZORPAY_KEY_ID?: string;

  @Secret()
  @ValidateIf(anyRazorpayKey)
  @IsString({ message: `${withTheOthers}: the Razorpay key secret` })
  RAZORPAY_KEY_SECRET?: string;

  /** The secret set on the webhook in Razorpay's dashboard; webhooks are refused without it. */
  @Secret()
  @ValidateIf(anyRazorpayKey)
  @IsString({ message: `${withTheOthers}: the secret of the Razorpay webhook` })
  RAZORPAY_WEBHOOK_SECRET?: string;

  /** Razorpay's REST API; the sandbox's address when running locally. */
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http(s) URL, e.g. https://api.razorpay.com' })
  RAZORPAY_API_URL: string = 'https://api.razorpay.com';

  /** How long a call to Razorpay may take before the member is told to try again. */
  @IsOptional()
  @IsInt()
  @Min(500)
  @Max(5000, { message: 'must be at most 5000: the gateway waits 5.8 s for an answer' })
  RAZORPAY_TIMEOUT_MS: number = 5000;

  /** Orders still unpaid this many seconds after creation are checked with Razorpay. */
  @IsOptional()
  @IsInt()
  @Min(1)
  RECONCILE_AFTER_SECONDS: number = 15 * 60;

  /**
   * How many days a payment link (issue 33: an overdue due's reminder carries one; admins make them too) can be
   * paid for; Razorpay then expires it and the reminder's next link is a new one.
   */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(180)
  PAYMENT_LINK_EXPIRY_DAYS: number = 30;

  /** How often the scheduled jobs (dues, overdue, payment reminders, reconciliation) look for work. */
  @IsOptional()
  @IsInt()
  @Min(1)
  JOB_INTERVAL_SECONDS: number = 5 * 60;

  /** Named on receipts. */
  @IsOptional()
  @IsString()
  ASSOCIATION_NAME: string = 'Karnataka Photographers Welfare Association';
}

/** The Razorpay keys, or null when none is set and online payment is off. */
export function razorpayKeys(config: PaymentsConfig): RazorpayKeys | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
  // Validation made the three all-or-none; the check keeps the types honest.
  return keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret } : null;
}
