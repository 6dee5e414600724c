import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AddressObject, Attachment, EmailAddress } from 'mailparser';

export interface MailAddress {
  name: string;
  address: string;
}

export interface CapturedAttachment {
  partId: string;
  fileName: string;
  contentType: string;
  contentId: string;
  size: number;
  content: Buffer;
}

/** One message as the catcher received it, parsed. */
export interface CapturedMessage {
  id: string;
  /** Message-ID header without the angle brackets (Mailpit strips them too). */
  messageId: string;
  read: boolean;
  /** When the catcher received it. */
  created: Date;
  envelope: { mailFrom: string; rcptTo: string[] };
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  /** Envelope recipients absent from To and Cc, as Mailpit reports them. */
  bcc: MailAddress[];
  replyTo: MailAddress[];
  returnPath: string;
  subject: string;
  /** The Date header, or the receive time when the header is missing. */
  date: Date;
  text: string;
  html: string;
  size: number;
  attachments: CapturedAttachment[];
  inline: CapturedAttachment[];
  raw: Buffer;
}

export interface Envelope {
  mailFrom: string;
  rcptTo: string[];
}

export async function parseMessage(raw: Buffer, envelope: Envelope): Promise<CapturedMessage> {
  // Loaded with the first message, not with @portal/infra, which every service test file imports.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { simpleParser } = require('mailparser') as typeof import('mailparser');
  const parsed = await simpleParser(raw);
  const created = new Date();
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const visible = new Set([...to, ...cc].map((a) => a.address.toLowerCase()));
  const bcc = envelope.rcptTo
    .filter((address) => !visible.has(address.toLowerCase()))
    .map((address) => ({ name: '', address }));
  const returnPathHeader = parsed.headers.get('return-path');
  const attachments = parsed.attachments.map(toAttachment);
  return {
    id: newId(),
    messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    read: false,
    created,
    envelope,
    from: addresses(parsed.from)[0] ?? { name: '', address: '' },
    to,
    cc,
    bcc,
    replyTo: addresses(parsed.replyTo),
    returnPath: returnPathAddress(returnPathHeader) ?? envelope.mailFrom,
    subject: parsed.subject ?? '',
    date: parsed.date ?? created,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    size: raw.length,
    // Mailpit lists parts referenced from the HTML (cid:) as inline, the rest as attachments.
    attachments: attachments.filter((_, i) => !parsed.attachments[i].related),
    inline: attachments.filter((_, i) => parsed.attachments[i].related),
    raw,
  };
}

/** Mailpit's list snippet: the text collapsed to single spaces, cut at 250 characters. */
export function snippetOf(message: CapturedMessage): string {
  const source = message.text || message.html.replace(/<[^>]*>/g, ' ');
  const collapsed = source.replace(/\s+/g, ' ').trim();
  return collapsed.length > 250 ? `${collapsed.slice(0, 250)}...` : collapsed;
}

function newId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  if (!value) return [];
  const objects = Array.isArray(value) ? value : [value];
  return objects.flatMap((o) => flatten(o.value));
}

function flatten(list: EmailAddress[]): MailAddress[] {
  return list.flatMap((a) => (a.group ? flatten(a.group) : [{ name: a.name ?? '', address: a.address ?? '' }]));
}

function returnPathAddress(header: unknown): string | undefined {
  if (header && typeof header === 'object' && 'value' in header && Array.isArray(header.value)) {
    return addresses(header as AddressObject)[0]?.address;
  }
  if (typeof header === 'string') return header.replace(/^<|>$/g, '');
  return undefined;
}

function toAttachment(a: Attachment, index: number): CapturedAttachment {
  return {
    partId: a.partId ?? String(index + 2),
    fileName: a.filename ?? '',
    contentType: a.contentType,
    contentId: (a.contentId ?? '').replace(/^<|>$/g, ''),
    size: a.size ?? a.content.length,
    content: a.content,
  };
}

/**
 * Messages in memory, newest first. The cap keeps a long-running dev catcher from
 * growing without bound; the oldest message goes first.
 */
export class MailStore {
  private items: CapturedMessage[] = [];
  private readonly events = new EventEmitter();

  constructor(private readonly capacity: number) {
    this.events.setMaxListeners(0);
  }

  add(message: CapturedMessage): void {
    this.items.unshift(message);
    if (this.items.length > this.capacity) this.items.length = this.capacity;
    this.events.emit('message', message);
  }

  all(): CapturedMessage[] {
    return [...this.items];
  }

  /** Accepts Mailpit's special id `latest`. */
  get(id: string): CapturedMessage | undefined {
    if (id === 'latest') return this.items[0];
    return this.items.find((m) => m.id === id);
  }

  delete(ids?: readonly string[]): void {
    if (!ids || ids.length === 0) {
      this.items = [];
      return;
    }
    const doomed = new Set(ids);
    this.items = this.items.filter((m) => !doomed.has(m.id));
  }

  unread(): number {
    return this.items.filter((m) => !m.read).length;
  }

  /** Resolves with the newest message (already held or still to come) that matches. */
  waitFor(match: (m: CapturedMessage) => boolean, timeoutMs: number): Promise<CapturedMessage> {
    const held = this.items.find(match);
    if (held) return Promise.resolve(held);
    return new Promise((resolve, reject) => {
      const onMessage = (m: CapturedMessage): void => {
        if (!match(m)) return;
        clearTimeout(timer);
        this.events.off('message', onMessage);
        resolve(m);
      };
      const timer = setTimeout(() => {
        this.events.off('message', onMessage);
        reject(new Error(`no matching e-mail arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.events.on('message', onMessage);
    });
  }
}
