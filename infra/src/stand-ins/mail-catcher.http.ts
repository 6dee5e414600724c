import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderMessagePage, renderListPage } from './mail-catcher.page';
import { matchesQuery } from './mail-catcher.search';
import {
  snippetOf,
  type CapturedAttachment,
  type CapturedMessage,
  type MailAddress,
  type MailStore,
} from './mail-catcher.store';

const DEFAULT_PAGE_SIZE = 50; // Mailpit's default
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Request handler for the HTTP side of the mail catcher: the subset of Mailpit's REST
 * API (same paths, same JSON field names) and a tiny HTML page in place of its UI.
 */
export function createMailCatcherHandler(store: MailStore) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    route(store, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendText(res, 500, error instanceof Error ? error.message : 'internal error');
      else res.destroy();
    });
  };
}

async function route(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const parts = path.split('/').slice(1).map(decodeURIComponent);

  if (path === '/livez' || path === '/readyz') return sendText(res, 200, 'ok');

  if (path === '/api/v1/messages') {
    if (method === 'GET') return sendJson(res, 200, listJson(store, store.all(), url));
    if (method === 'DELETE') return deleteMessages(store, req, res);
    return notAllowed(res, 'GET, DELETE');
  }
  if (path === '/api/v1/search') {
    if (method !== 'GET') return notAllowed(res, 'GET');
    const query = url.searchParams.get('query') ?? '';
    const found = store.all().filter((m) => matchesQuery(m, query));
    return sendJson(res, 200, listJson(store, found, url));
  }
  if (parts[0] === 'api' && parts[1] === 'v1' && parts[2] === 'message' && parts.length >= 4) {
    if (method !== 'GET') return notAllowed(res, 'GET');
    const message = store.get(parts[3]);
    if (!message) return sendText(res, 404, 'Message not found');
    if (parts.length === 4) {
      message.read = true;
      return sendJson(res, 200, messageJson(message));
    }
    if (parts.length === 5 && parts[4] === 'raw') return sendText(res, 200, message.raw.toString('utf8'));
    if (parts.length === 6 && parts[4] === 'part') return sendPart(res, message, parts[5]);
    return sendText(res, 404, 'Not found');
  }

  if (method !== 'GET') return notAllowed(res, 'GET');
  if (path === '/') return sendHtml(res, renderListPage(store.all()));
  if (parts[0] === 'view' && parts.length >= 2) {
    const message = store.get(parts[1]);
    if (!message) return sendText(res, 404, 'Message not found');
    if (parts.length === 2) {
      message.read = true;
      return sendHtml(res, renderMessagePage(message));
    }
    if (parts.length === 3 && parts[2] === 'html') return sendMessageHtml(res, message);
  }
  return sendText(res, 404, 'Not found');
}

async function deleteMessages(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  let ids: string[] | undefined;
  if (body.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(body);
      const candidate = (parsed as { IDs?: unknown } | null)?.IDs;
      if (candidate !== undefined) {
        if (!Array.isArray(candidate) || !candidate.every((id) => typeof id === 'string')) {
          return sendText(res, 400, 'IDs must be an array of strings');
        }
        ids = candidate;
      }
    } catch {
      return sendText(res, 400, 'body is not valid JSON');
    }
  }
  // Like Mailpit: no body or an empty IDs list deletes everything.
  store.delete(ids);
  sendText(res, 200, 'ok');
}

function listJson(store: MailStore, found: CapturedMessage[], url: URL) {
  const start = nonNegative(url.searchParams.get('start'), 0);
  const limit = nonNegative(url.searchParams.get('limit'), DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  const page = found.slice(start, start + limit);
  return {
    total: store.all().length,
    unread: store.unread(),
    count: page.length,
    messages_count: found.length,
    messages_unread: found.filter((m) => !m.read).length,
    start,
    tags: [],
    messages: page.map(summaryJson),
  };
}

function summaryJson(m: CapturedMessage) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    Read: m.read,
    From: address(m.from),
    To: m.to.map(address),
    Cc: m.cc.map(address),
    Bcc: m.bcc.map(address),
    ReplyTo: m.replyTo.map(address),
    Subject: m.subject,
    Created: m.created.toISOString(),
    Username: '',
    Tags: [],
    Size: m.size,
    Attachments: m.attachments.length,
    Snippet: snippetOf(m),
  };
}

function messageJson(m: CapturedMessage) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    From: address(m.from),
    To: m.to.map(address),
    Cc: m.cc.map(address),
    Bcc: m.bcc.map(address),
    ReplyTo: m.replyTo.map(address),
    ReturnPath: m.returnPath,
    Subject: m.subject,
    Date: m.date.toISOString(),
    Tags: [],
    Username: '',
    Text: m.text,
    HTML: m.html,
    Size: m.size,
    Inline: m.inline.map(part),
    Attachments: m.attachments.map(part),
  };
}

function address(a: MailAddress) {
  return { Name: a.name, Address: a.address };
}

function part(a: CapturedAttachment) {
  return { PartID: a.partId, FileName: a.fileName, ContentType: a.contentType, ContentID: a.contentId, Size: a.size };
}

function sendPart(res: ServerResponse, message: CapturedMessage, partId: string): void {
  const found = [...message.attachments, ...message.inline].find((a) => a.partId === partId);
  if (!found) return sendText(res, 404, 'Part not found');
  const name = (found.fileName || `part-${partId}`).replace(/[^\w.\- ]/g, '_');
  res.writeHead(200, {
    'Content-Type': found.contentType || 'application/octet-stream',
    'Content-Length': found.content.length,
    'Content-Disposition': `attachment; filename="${name}"`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(found.content);
}

/** The message's own HTML, shown in a sandboxed frame: no scripts, no same-origin access. */
function sendMessageHtml(res: ServerResponse, message: CapturedMessage): void {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline' http: https:; font-src data: http: https:",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(message.html);
}

function nonNegative(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

function notAllowed(res: ServerResponse, allow: string): void {
  res.setHeader('Allow', allow);
  sendText(res, 405, 'Method not allowed');
}
