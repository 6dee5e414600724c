import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStandIn, webhookPoster } from './provider-stand-in';
import { msg91RequestId, newSmsStore, type InboundSms, type Msg91ReportStatus, type SentSms } from './msg91-sms.store';

export type { InboundSms, Msg91ReportStatus, SentSms } from './msg91-sms.store';

export interface Msg91SmsOptions {
  /** HTTP port; 0 picks a free one. */
  port: number;
  host?: string;
  /** The `authkey` header senders must present. */
  authKey: string;
  /** The DLT-registered sender id (header) named in delivery reports. */
  senderId?: string;
  /**
   * Where delivery reports and inbound replies are POSTed as JSON (MSG91 does not sign them: the URL carries the
   * portal's secret token). None: they are only kept.
   */
  webhookUrl?: string;
  /** Reports sent by themselves after an SMS is accepted. Default `['delivered']`. */
  autoReports?: Msg91ReportStatus[];
  /** Tries per webhook delivery (non-2xx or network error is retried). Default 5. */
  webhookAttempts?: number;
  /** Delay between webhook tries. Default 200 ms. */
  webhookRetryMs?: number;
}

export interface Msg91Sms {
  port: number;
  url: string;
  /** The options it was started with (a fault test starts it again on the same port with the same keys). */
  options: Msg91SmsOptions;
  /** SMS sent through the Flow API, newest first. */
  messages(): SentSms[];
  /** Replies simulated as members, newest first. */
  inbound(): InboundSms[];
  waitForMessage(match: (m: SentSms) => boolean, timeoutMs?: number): Promise<SentSms>;
  /** Sends a further delivery report of an SMS to the webhook. */
  sendReport(requestId: string, status: Msg91ReportStatus): Promise<void>;
  /** Simulates a member's SMS reply ("STOP") to the virtual number: an inbound webhook. */
  simulateReply(from: string, text: string): Promise<InboundSms>;
  /** While failing, the Flow API answers 503 (a temporary outage). */
  setFailing(failing: boolean): void;
  clear(): void;
  stop(): Promise<void>;
}

/** MSG91's numeric report statuses and their descriptions (its delivery-report help page). */
const REPORT_CODES: Record<Msg91ReportStatus, { status: string; desc: string }> = {
  delivered: { status: '1', desc: 'DELIVERED' },
  failed: { status: '2', desc: 'FAILED' },
  rejected: { status: '16', desc: 'REJECTED' },
};

/** MSG91's answers: `{ type: 'success', message: <request id> }` or `{ type: 'error', message, code }`. */
const apiError = (message: string, code: string) => ({ type: 'error', message, code });

const indianTimestamp = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19);

/**
 * A local stand-in for MSG91's SMS Flow API (`POST /api/v5/flow` with the `authkey` header and a body of
 * `template_id` and `recipients: [{ mobiles, VAR1, … }]`): it answers a request id, keeps what was sent, shows it
 * on `GET /`, and POSTs delivery reports (`{ requestId, number, status: '1', desc: 'DELIVERED', … }`) and simulated
 * member replies (`POST /_stand-in/inbound` with `{ from, text }`) to the webhook URL.
 */
export async function startMsg91Sms(options: Msg91SmsOptions): Promise<Msg91Sms> {
  const host = options.host ?? '127.0.0.1';
  const store = newSmsStore();
  const autoReports = options.autoReports ?? ['delivered'];
  const attempts = options.webhookAttempts ?? 5;
  const retryMs = options.webhookRetryMs ?? 200;
  const senderId = options.senderId ?? 'KPWAIN';
  let failing = false;
  const webhook = webhookPoster({ url: options.webhookUrl, attempts, retryMs });

  async function sendReport(requestId: string, status: Msg91ReportStatus): Promise<void> {
    const message = store.find((m) => m.requestId === requestId);
    if (!message) throw new Error(`no SMS ${requestId}`);
    message.reports.push(status);
    await webhook.post({
      date: indianTimestamp(new Date()),
      number: message.to,
      senderId,
      requestId,
      credit: '1',
      campaignName: 'API',
      ...REPORT_CODES[status],
      ...(status === 'delivered' ? {} : { failedReason: 'Number not reachable' }),
    });
  }

  async function simulateReply(from: string, text: string): Promise<InboundSms> {
    const reply: InboundSms = { id: randomBytes(8).toString('hex'), from, text, receivedAt: new Date() };
    store.addReply(reply);
    const keyword = text.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
    await webhook.post({
      inboundId: reply.id,
      sender: from,
      message: text,
      keyword,
      date: indianTimestamp(reply.receivedAt),
    });
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
    if (req.method === 'POST' && /^\/api\/v5\/flow\/?$/.test(url.pathname)) {
      if (!req.headers.authkey || req.headers.authkey !== options.authKey) {
        return send(401, apiError('Authentication failure', '401'));
      }
      if (failing) return send(503, apiError('Service temporarily unavailable', '503'));
      const body = (await readJson(req)) as FlowBody | undefined;
      const problem = invalidFlowRequest(body);
      if (problem || !body) return send(400, apiError(problem ?? 'Invalid request', '400'));
      const requestId = msg91RequestId();
      const accepted: SentSms[] = body.recipients.map((recipient) => {
        const { mobiles, ...variables } = recipient;
        return {
          requestId,
          to: String(mobiles).replace(/^\+/, ''),
          templateId: (body.template_id ?? body.flow_id)!,
          variables: Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)])),
          request: body,
          receivedAt: new Date(),
          reports: [],
        };
      });
      for (const sms of accepted) store.add(sms);
      send(200, { type: 'success', message: requestId });
      void (async () => {
        // An SMS cleared meanwhile (a test's clean-up) gets no further reports.
        for (const status of autoReports)
          if (store.find((m) => m.requestId === requestId)) await sendReport(requestId, status);
      })();
      return;
    }
    send(404, apiError('Not found', '404'));
  }

  const served = await serveStandIn(host, options.port, handle, apiError('Invalid request', '400'));

  let stopped: Promise<void> | undefined;
  return {
    port: served.port,
    url: served.url,
    options,
    messages: () => store.all(),
    inbound: () => store.inbound(),
    waitForMessage: (match, timeoutMs = 10_000) => store.waitFor(match, timeoutMs),
    sendReport,
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

/** The parts of a Flow API body the stand-in reads. */
interface FlowBody {
  template_id?: string;
  flow_id?: string;
  short_url?: string;
  recipients: Array<{ mobiles: string } & Record<string, unknown>>;
}

/** Why a body is not a Flow request MSG91 would accept; undefined when it is one. */
export function invalidFlowRequest(body: FlowBody | undefined): string | undefined {
  if (!body || typeof body !== 'object') return 'The request body must be JSON';
  const templateId = body.template_id ?? body.flow_id;
  if (typeof templateId !== 'string' || !templateId) return 'template_id is required';
  if (!Array.isArray(body.recipients) || body.recipients.length === 0) return 'recipients is required';
  for (const recipient of body.recipients) {
    if (!recipient || typeof recipient !== 'object') return 'each recipient must be an object';
    if (!/^\+?\d{10,15}$/.test(String(recipient.mobiles ?? ''))) return 'mobiles must be a mobile number';
    for (const [key, value] of Object.entries(recipient)) {
      if (key !== 'mobiles' && typeof value !== 'string' && typeof value !== 'number') {
        return `variable ${key} must be text`;
      }
    }
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

function renderPage(sent: SentSms[], inbound: InboundSms[]): string {
  const rows = sent
    .map(
      (m) => `<tr><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.templateId)}</td>
<td>${Object.entries(m.variables)
        .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(v)}`)
        .join('<br>')}</td><td>${escapeHtml(m.reports.join(' → '))}</td>
<td>${escapeHtml(m.requestId)}</td><td>${escapeHtml(m.receivedAt.toISOString())}</td></tr>`,
    )
    .join('\n');
  const replies = inbound
    .map((r) => `<li>${escapeHtml(r.from)}: ${escapeHtml(r.text)} (${escapeHtml(r.receivedAt.toISOString())})</li>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>MSG91 SMS stand-in</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}</style></head>
<body><h1>MSG91 SMS stand-in</h1><p>${sent.length} SMS. JSON: <code>/_stand-in/messages</code>.</p>
${sent.length ? `<table><thead><tr><th>To</th><th>Template</th><th>Variables</th><th>Reports</th><th>Request id</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No SMS yet.</p>'}
<h2>Replies</h2>${replies ? `<ul>${replies}</ul>` : '<p>None.</p>'}</body></html>`;
}
