import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time comparison of a hex HMAC-SHA256 of `payload` with `signature`. */
export function hmacMatches(payload: string, secret: string, signature: string | undefined | null): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignatureMatches = (orderId: string, paymentId: string, secret: string, signature?: string) =>
  hmacMatches(`${orderId}|${paymentId}`, secret, signature);
