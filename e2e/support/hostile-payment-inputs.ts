import { deepJson } from './hostile-values';

/** Hostile inputs of the payment routes, beside the catalogue of e2e/support/hostile-inputs.ts and hostile-values.ts. */

/**
 * Amounts no amount field takes (a payment record's, a scheme's, the one a payer sends to create-order):
 * each must be refused with a 400 and a message, and nothing stored. Money is numeric(10,2) > 0.
 */
export const HOSTILE_AMOUNTS: Array<{ label: string; value: unknown }> = [
  { label: 'zero once rounded to paise', value: 0.004 },
  { label: 'negative zero', value: -0 },
  { label: 'more than numeric(10,2) holds', value: 1e8 },
  { label: 'number out of range', value: 1e308 },
  { label: 'exponent as text', value: '2e2' },
  { label: 'three decimals as text', value: '10.005' },
  { label: 'rupee sign', value: '₹200' },
  { label: 'Indian grouping', value: '1,000' },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'Infinity as text', value: 'Infinity' },
  { label: 'only spaces', value: '   ' },
  { label: 'boolean', value: true },
  { label: 'array', value: [200] },
  { label: 'object', value: { $gt: 0 } },
];

/**
 * Webhook bodies only Razorpay could sign (the tests hold the sandbox's webhook secret) but no real event
 * looks like: a correctly signed request must still never give a 5xx, or Razorpay would retry it for a day.
 * `orderId` is a real order, so that each body reaches as far into the service as it can.
 */
export function hostileWebhookBodies(orderId: string): Array<{ label: string; body: string }> {
  const event = (entity: unknown, name: unknown = 'payment.captured') =>
    JSON.stringify({ event: name, payload: { payment: { entity } } });
  return [
    { label: 'JSON null', body: 'null' },
    { label: 'JSON scalar', body: '"payment.captured"' },
    { label: 'JSON array', body: '[{"event":"payment.captured"}]' },
    { label: 'event as an object', body: event({ id: 'pay_Hostile0000001', order_id: orderId }, { $ne: null }) },
    { label: 'payload as a string', body: JSON.stringify({ event: 'payment.captured', payload: 'payment' }) },
    { label: 'payment id as an object', body: event({ id: { $ne: null }, order_id: orderId, amount: 20000 }) },
    { label: 'order id as an array', body: event({ id: 'pay_Hostile0000002', order_id: [orderId], amount: 20000 }) },
    { label: 'order id as a number', body: event({ id: 'pay_Hostile0000003', order_id: 1e308, amount: 20000 }) },
    { label: 'amount as text', body: event({ id: 'pay_Hostile0000004', order_id: orderId, amount: '20000' }) },
    {
      label: 'method as an object',
      body: event({ id: 'pay_Hostile0000005', order_id: orderId, amount: 1, method: {} }),
    },
    {
      label: 'NUL escaped in the event name',
      body: event({ id: 'pay_Hostile0000006', order_id: orderId }, 'x\u0000y'),
    },
    { label: 'NUL escaped in the payment id', body: event({ id: 'pay_\u0000', order_id: orderId, amount: 20000 }) },
    { label: 'NUL escaped in the order id', body: event({ id: 'pay_Hostile0000007', order_id: `${orderId}\u0000` }) },
    {
      label: 'lone surrogate escaped in the failure reason',
      body: JSON.stringify({
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_Hostile0000008', order_id: orderId, error_description: '\uD800' } } },
      }),
    },
    { label: 'order id of 8 KB', body: event({ id: 'pay_Hostile0000009', order_id: 'o'.repeat(8 * 1024) }) },
    { label: 'JSON nested 5,000 deep', body: deepJson(5000) },
  ];
}
