import { createHmac, timingSafeEqual } from 'node:crypto';

/** A delivery status or a member's text reply, read from a WhatsApp Cloud API webhook. */
export type WhatsAppWebhookItem =
  | { kind: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; recipient: string }
  | { kind: 'reply'; from: string; text: string };

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** Whether `X-Hub-Signature-256` (`sha256=<hex>`) is the HMAC-SHA256 of the exact body with the app secret. */
export function whatsAppSignatureValid(rawBody: string, signature: string | undefined, appSecret: string): boolean {
  if (!signature?.startsWith('sha256=')) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`);
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The statuses and text replies in a webhook body (`entry[].changes[].value.statuses / messages`); others ignored. */
export function readWhatsAppWebhook(payload: unknown): WhatsAppWebhookItem[] {
  const items: WhatsAppWebhookItem[] = [];
  const body = payload as { object?: unknown; entry?: unknown };
  if (body?.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return items;
  for (const entry of body.entry as Array<{ changes?: unknown }>) {
    if (!Array.isArray(entry?.changes)) continue;
    for (const change of entry.changes as Array<{ field?: unknown; value?: Record<string, unknown> }>) {
      if (change?.field !== 'messages' || !change.value) continue;
      for (const s of asArray(change.value.statuses)) {
        if (typeof s.id === 'string' && typeof s.status === 'string' && STATUSES.has(s.status)) {
          items.push({
            kind: 'status',
            providerMessageId: s.id,
            status: s.status as 'sent',
            recipient: typeof s.recipient_id === 'string' ? s.recipient_id : '',
          });
        }
      }
      for (const m of asArray(change.value.messages)) {
        const text =
          (m.text as { body?: unknown } | undefined)?.body ?? (m.button as { text?: unknown } | undefined)?.text;
        if (typeof m.from === 'string' && typeof text === 'string') items.push({ kind: 'reply', from: m.from, text });
      }
    }
  }
  return items;
}

function asArray(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value)
    ? (value.filter((v) => v && typeof v === 'object') as Array<Record<string, unknown>>)
    : [];
}

/** A reply asking to stop: STOP, UNSUBSCRIBE, STOP ALL, OPT OUT … in any case, with or without punctuation. */
export function isStopReply(text: string): boolean {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ');
  return ['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'OPT OUT', 'OPTOUT', 'CANCEL', 'END', 'QUIT'].includes(word);
}
