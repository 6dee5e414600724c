import { randomBytes } from 'node:crypto';

/** A delivery report's outcome as MSG91 numbers it: 1 delivered, 2 failed, 16 rejected (others exist). */
export type Msg91ReportStatus = 'delivered' | 'failed' | 'rejected';

/** One SMS as the stand-in received it through the Flow API (one per recipient of a request). */
export interface SentSms {
  /** MSG91's request id, answered to the sender (`message`) and named in every delivery report (`requestId`). */
  requestId: string;
  /** The recipient (`mobiles`): digits with the country code. */
  to: string;
  /** The MSG91 template id (`template_id`, or the older `flow_id`), mapped to a DLT template id in the panel. */
  templateId: string;
  /** The recipient's template variables (VAR1, VAR2 … in the template's order). */
  variables: Record<string, string>;
  /** The request body as sent. */
  request: unknown;
  receivedAt: Date;
  /** Delivery reports sent to the webhook so far, oldest first. */
  reports: Msg91ReportStatus[];
}

/** A reply a test or a developer made as the member (an inbound SMS to the virtual number). */
export interface InboundSms {
  id: string;
  from: string;
  text: string;
  receivedAt: Date;
}

/** MSG91's request ids are 24 hex digits. */
export function msg91RequestId(): string {
  return randomBytes(12).toString('hex');
}

type Waiter = { match: (m: SentSms) => boolean; resolve: (m: SentSms) => void };

/** What the stand-in keeps in memory: the SMS sent through it (newest first) and the replies simulated. */
export class SmsStore {
  private sent: SentSms[] = [];
  private replies: InboundSms[] = [];
  private waiters: Waiter[] = [];

  constructor(private readonly capacity = 1000) {}

  add(message: SentSms): void {
    this.sent.unshift(message);
    if (this.sent.length > this.capacity) this.sent.length = this.capacity;
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(message)) continue;
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(message);
    }
  }

  addReply(reply: InboundSms): void {
    this.replies.unshift(reply);
  }

  all(): SentSms[] {
    return [...this.sent];
  }

  inbound(): InboundSms[] {
    return [...this.replies];
  }

  find(requestId: string, to?: string): SentSms | undefined {
    return this.sent.find((m) => m.requestId === requestId && (to === undefined || m.to === to));
  }

  clear(): void {
    this.sent = [];
    this.replies = [];
  }

  waitFor(match: (m: SentSms) => boolean, timeoutMs: number): Promise<SentSms> {
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
        reject(new Error(`no matching SMS within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}
