import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStandIn, webhookPoster } from './provider-stand-in';
import {
  newWhatsAppStore,
  wamid,
  type InboundWhatsAppMessage,
  type SentWhatsAppMessage,
  type WhatsAppStatus,
} from './whatsapp-cloud.store';

export type { InboundWhatsAppMessage, SentWhatsAppMessage, WhatsAppStatus } from './whatsapp-cloud.store';

export interface WhatsAppCloudOptions {
  /** HTTP port; 0 picks a free one. */
  port: number;
  host?: string;
  /** The Bearer token senders must present (a system user's access token). */
  accessToken: string;
  /** The app secret: `X-Hub-Signature-256` of every webhook is its HMAC-SHA256 of the body. */
  appSecret: string;
  /** The verify token a webhook subscription must echo (`hub.verify_token`); answered by the webhook, not by us. */
  verifyToken?: string;
  /** Where delivery-status and inbound-message webhooks are POSTed; none: they are only kept. */
  webhookUrl?: string;
  /** Statuses sent by themselves after a message is accepted. Default `['sent', 'delivered']`. */
  autoStatuses?: WhatsAppStatus[];
  /** The WhatsApp Business Account id named in webhooks. */
  businessAccountId?: string;
  /** The display number of the business phone. */
  displayPhoneNumber?: string;
  /** Tries per webhook delivery (non-2xx or network error is retried). Default 5. */
  webhookAttempts?: number;
  /** Delay between webhook tries. Default 200 ms. */
  webhookRetryMs?: number;
}

export interface WhatsAppCloud {
  port: number;
  url: string;
  /** The options it was started with (a fault test starts it again on the same port with the same keys). */
  options: WhatsAppCloudOptions;
  /** Messages sent through the API, newest first. */
  messages(): SentWhatsAppMessage[];
  /** Replies simulated as members, newest first. */
  inbound(): InboundWhatsAppMessage[];
  waitForMessage(match: (m: SentWhatsAppMessage) => boolean, timeoutMs?: number): Promise<SentWhatsAppMessage>;
  /** Sends a further status (`read`, `failed`) of a message to the webhook. */
  sendStatus(messageId: string, status: WhatsAppStatus): Promise<void>;
  /** Simulates a member's text reply ("STOP"): an inbound `messages` webhook. */
  simulateReply(from: string, text: string): Promise<InboundWhatsAppMessage>;
  /** While failing, the messages API answers 503 with a Graph API error (a temporary outage). */
  setFailing(failing: boolean): void;
  clear(): void;
  stop(): Promise<void>;
}

/** The body the Graph API answers an error with. */
function graphError(message: string, code: number, type = 'OAuthException') {
  return { error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } };
}

/** `X-Hub-Signature-256` of a webhook body: `sha256=` and the hex HMAC-SHA256 with the app secret. */
export function signWhatsAppWebhook(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/**
 * A local stand-in for the WhatsApp Business Cloud API (Graph API): `POST /{version}/{phone-number-id}/messages`
 * accepts template messages with a Bearer token and answers a `wamid`; delivery statuses and simulated member
 * replies reach the webhook URL signed with `X-Hub-Signature-256`. `GET /` shows what was sent; `GET /_stand-in/messages`
 * answers it as JSON; `POST /_stand-in/inbound` (`{ from, text }`) simulates a reply.
 */
export async function startWhatsAppCloud(options: WhatsAppCloudOptions): Promise<WhatsAppCloud> {
  const host = options.host ?? '127.0.0.1';
  const store = newWhatsAppStore();
  const autoStatuses = options.autoStatuses ?? ['sent', 'delivered'];
  const attempts = options.webhookAttempts ?? 5;
  const retryMs = options.webhookRetryMs ?? 200;
  const phoneNumberIds = new Set<string>();
  let failing = false;
  const webhook = webhookPoster({
    url: options.webhookUrl,
    attempts,
    retryMs,
    headersFor: (body) => ({ 'x-hub-signature-256': signWhatsAppWebhook(body, options.appSecret) }),
  });

  const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: options.businessAccountId ?? '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: options.displayPhoneNumber ?? '15550783881',
                phone_number_id: phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  async function sendStatus(messageId: string, status: WhatsAppStatus): Promise<void> {
    const message = store.find((m) => m.id === messageId);
    if (!message) throw new Error(`no message ${messageId}`);
    message.statuses.push(status);
    const entry: Record<string, unknown> = {
      id: message.id,
      status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: message.to,
    };
    if (status === 'failed') {
      entry.errors = [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }];
    }
    await webhook.post(envelope(message.phoneNumberId, { statuses: [entry] }));
  }

  async function simulateReply(from: string, text: string): Promise<InboundWhatsAppMessage> {
    const reply: InboundWhatsAppMessage = { id: wamid(), from, text, receivedAt: new Date() };
    store.addReply(reply);
    const phoneNumberId = [...phoneNumberIds][0] ?? '106540352242922';
    await webhook.post(
      envelope(phoneNumberId, {
        contacts: [{ profile: { name: from }, wa_id: from }],
        messages: [
          {
            from,
            id: reply.id,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    );
    return reply;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(renderPage(store.all(), store.inbound()));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/_stand-in/messages') return send(200, { messages: store.all() });
    if (req.method === 'DELETE' && url.pathname === '/_stand-in/messages') {
      store.clear();
      return send(200, { ok: true });
    }
    if (req.method === 'POST' && url.pathname === '/_stand-in/inbound') {
      const body = (await readJson(req)) as { from?: unknown; text?: unknown } | undefined;
      if (typeof body?.from !== 'string' || typeof body.text !== 'string') return send(400, { error: 'from and text' });
      return send(200, await simulateReply(body.from, body.text));
    }
    const route = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method === 'POST' && route) {
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return send(401, graphError('Error validating access token: The session is invalid.', 190));
      }
      if (failing) return send(503, graphError('Service temporarily unavailable', 2, 'OAuthException'));
      const body = (await readJson(req)) as TemplateMessageBody | undefined;
      const problem = invalidTemplateMessage(body);
      if (problem || !body) return send(400, graphError(`(#100) ${problem}`, 100));
      const message: SentWhatsAppMessage = {
        id: wamid(),
        phoneNumberId: route[2],
        to: body.to.replace(/^\+/, ''),
        template: body.template.name,
        language: body.template.language.code,
        bodyParameters: (body.template.components ?? [])
          .filter((c) => c?.type === 'body')
          .flatMap((c) => c.parameters ?? [])
          .map((p) => (typeof p?.text === 'string' ? p.text : '')),
        request: body,
        receivedAt: new Date(),
        statuses: [],
      };
      phoneNumberIds.add(route[2]);
      store.add(message);
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: message.to }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      });
      void (async () => {
        // A message cleared meanwhile (a test's clean-up) gets no further statuses.
        for (const status of autoStatuses)
          if (store.find((m) => m.id === message.id)) await sendStatus(message.id, status);
      })();
      return;
    }
    send(404, graphError('Unsupported request', 100, 'GraphMethodException'));
  }

  const served = await serveStandIn(host, options.port, handle, graphError('Invalid request', 100));

  let stopped: Promise<void> | undefined;
  return {
    port: served.port,
    url: served.url,
    options,
    messages: () => store.all(),
    inbound: () => store.inbound(),
    waitForMessage: (match, timeoutMs = 10_000) => store.waitFor(match, timeoutMs),
    sendStatus,
    simulateReply,
    setFailing: (value) => {
      failing = value;
    },
    clear: () => store.clear(),
    stop: () => {
      stopped ??= served.close().then(() => webhook.settle());
      return stopped;
    },
  };
}

/** The parts of a template message the stand-in reads. */
interface TemplateMessageBody {
  messaging_product: string;
  to: string;
  type: string;
  template: {
    name: string;
    language: { code: string };
    components?: Array<{ type?: string; parameters?: Array<{ type?: string; text?: unknown }> }>;
  };
}

/** Why a body is not a template message the Cloud API would accept; undefined when it is one. */
export function invalidTemplateMessage(body: TemplateMessageBody | undefined): string | undefined {
  if (!body || typeof body !== 'object') return 'The request body must be JSON';
  if (body.messaging_product !== 'whatsapp') return 'Param messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return 'Param to must be a phone number';
  if (body.type !== 'template') return 'This stand-in accepts template messages only (type: template)';
  const template = body.template as Partial<TemplateMessageBody['template']> | undefined;
  if (typeof template?.name !== 'string' || !template.name) return 'Param template[name] is required';
  if (typeof template.language?.code !== 'string') return 'Param template[language][code] is required';
  if (template.components !== undefined && !Array.isArray(template.components)) {
    return 'Param template[components] must be an array';
  }
  return undefined;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderPage(sent: SentWhatsAppMessage[], inbound: InboundWhatsAppMessage[]): string {
  const rows = sent
    .map(
      (m) => `<tr><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.template)} (${escapeHtml(m.language)})</td>
<td>${m.bodyParameters.map((p) => escapeHtml(p)).join('<br>')}</td><td>${escapeHtml(m.statuses.join(' → '))}</td>
<td>${escapeHtml(m.receivedAt.toISOString())}</td></tr>`,
    )
    .join('\n');
  const replies = inbound
    .map((r) => `<li>${escapeHtml(r.from)}: ${escapeHtml(r.text)} (${escapeHtml(r.receivedAt.toISOString())})</li>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>WhatsApp Cloud stand-in</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}</style></head>
<body><h1>WhatsApp Cloud stand-in</h1><p>${sent.length} message(s). JSON: <code>/_stand-in/messages</code>.</p>
${sent.length ? `<table><thead><tr><th>To</th><th>Template</th><th>Parameters</th><th>Statuses</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}
<h2>Replies</h2>${replies ? `<ul>${replies}</ul>` : '<p>None.</p>'}</body></html>`;
}
