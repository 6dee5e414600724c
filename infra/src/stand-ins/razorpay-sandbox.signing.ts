import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: `<prefix>_` and 14 letters or digits, e.g. `order_NkY1s0b2ZQwD3p`. */
export function razorpayId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let id = '';
  // 62 does not divide 256; the slight bias is irrelevant for test ids.
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

/** A secret shaped like Razorpay's (24 characters). */
export function randomSecret(): string {
  return randomBytes(18).toString('base64url');
}

function hmacHex(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** `razorpay_signature` of a checkout payment: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

/** `X-Razorpay-Signature` of a webhook: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhookBody(body: string | Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(body).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
