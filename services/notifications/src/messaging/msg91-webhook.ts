import { timingSafeEqual } from 'node:crypto';

/** A delivery report or a member's SMS reply, read from an MSG91 webhook. */
export type SmsWebhookItem =
  | { kind: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'failed'; recipient: string }
  | { kind: 'reply'; from: string; text: string };

/** MSG91 numbers its reports: 1 delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked; others are on the way. */
const FAILED_CODES = new Set(['2', '9', '16', '17', '25']);

/** A scalar field as text ('' for anything else). */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Whether the webhook URL's `?token=` is the configured one (MSG91 does not sign its webhooks). */
export function smsWebhookTokenValid(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The reports and replies in an MSG91 webhook body: a delivery report (`requestId` with `status` and `desc`, the JSON
 * webhook; or the older `{ data: "<JSON text>" }` with `report: [...]`), or an inbound SMS to the virtual number
 * (`sender` and `message`). Anything else is ignored.
 */
export function readSmsWebhook(payload: unknown): SmsWebhookItem[] {
  const items: SmsWebhookItem[] = [];
  for (const event of Array.isArray(payload) ? payload : [payload]) {
    if (!event || typeof event !== 'object') continue;
    const e = event as Record<string, unknown>;
    if (typeof e.data === 'string') {
      items.push(...readLegacyReports(e.data));
    } else if (typeof e.requestId === 'string' && e.requestId) {
      const recipient = text(e.number ?? e.telNum);
      items.push({ kind: 'status', providerMessageId: e.requestId, status: reportStatus(e.status, e.desc), recipient });
    } else if (typeof e.message === 'string' && typeof (e.sender ?? e.number) === 'string') {
      items.push({ kind: 'reply', from: String(e.sender ?? e.number), text: e.message });
    }
  }
  return items;
}

function readLegacyReports(data: string): SmsWebhookItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const items: SmsWebhookItem[] = [];
  for (const request of Array.isArray(parsed) ? parsed : []) {
    const r = request as { requestId?: unknown; report?: unknown };
    if (typeof r?.requestId !== 'string' || !Array.isArray(r.report)) continue;
    for (const report of r.report as Array<Record<string, unknown>>) {
      items.push({
        kind: 'status',
        providerMessageId: r.requestId,
        status: reportStatus(report?.status, report?.desc),
        recipient: text(report?.number),
      });
    }
  }
  return items;
}

function reportStatus(status: unknown, desc: unknown): 'sent' | 'delivered' | 'failed' {
  const code = text(status);
  const words = `${code} ${text(desc)}`;
  if (code === '1') return 'delivered';
  if (FAILED_CODES.has(code) || /fail|reject|block|ndnc|expire|undeliver/i.test(words)) return 'failed';
  return /deliver/i.test(words) ? 'delivered' : 'sent';
}
