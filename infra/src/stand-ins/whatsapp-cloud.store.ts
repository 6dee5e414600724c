import { randomBytes } from 'node:crypto';

/** A delivery status of the WhatsApp Business Cloud API, in the order a message goes through them. */
export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One template message as the stand-in received it. */
export interface SentWhatsAppMessage {
  /** `wamid.…`, answered to the sender and named in every status webhook. */
  id: string;
  phoneNumberId: string;
  /** The recipient's WhatsApp id: digits with the country code, no `+`. */
  to: string;
  template: string;
  language: string;
  /** The body component's text parameters, in order. */
  bodyParameters: string[];
  /** The request body as sent. */
  request: unknown;
  receivedAt: Date;
  /** Statuses sent to the webhook so far, oldest first. */
  statuses: WhatsAppStatus[];
}

/** A reply a test or a developer made as the member (an inbound `messages` webhook). */
export interface InboundWhatsAppMessage {
  id: string;
  from: string;
  text: string;
  receivedAt: Date;
}

export function wamid(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

type Waiter = { match: (m: SentWhatsAppMessage) => boolean; resolve: (m: SentWhatsAppMessage) => void };

/** What the stand-in keeps in memory: the messages sent through it (newest first) and the replies simulated. */
export class WhatsAppStore {
  private sent: SentWhatsAppMessage[] = [];
  private replies: InboundWhatsAppMessage[] = [];
  private waiters: Waiter[] = [];

  constructor(private readonly capacity = 1000) {}

  add(message: SentWhatsAppMessage): void {
    this.sent.unshift(message);
    if (this.sent.length > this.capacity) this.sent.length = this.capacity;
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(message)) continue;
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(message);
    }
  }

  addReply(reply: InboundWhatsAppMessage): void {
    this.replies.unshift(reply);
  }

  all(): SentWhatsAppMessage[] {
    return [...this.sent];
  }

  inbound(): InboundWhatsAppMessage[] {
    return [...this.replies];
  }

  find(id: string): SentWhatsAppMessage | undefined {
    return this.sent.find((m) => m.id === id);
  }

  clear(): void {
    this.sent = [];
    this.replies = [];
  }

  waitFor(match: (m: SentWhatsAppMessage) => boolean, timeoutMs: number): Promise<SentWhatsAppMessage> {
    const found = this.sent.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching WhatsApp message within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}
