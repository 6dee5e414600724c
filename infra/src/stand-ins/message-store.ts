/**
 * What a messaging provider's stand-in (WhatsApp Cloud, MSG91 SMS) keeps in memory: the messages sent through it,
 * newest first and at most `capacity` of them, the replies a test or a developer made as the member, and the
 * tests' waits for a message that has not arrived yet.
 */
export class MessageStore<Sent, Inbound> {
  private sent: Sent[] = [];
  private replies: Inbound[] = [];
  private waiters: { match: (m: Sent) => boolean; resolve: (m: Sent) => void }[] = [];

  /** `what` names a message in a wait's failure ("no matching SMS within 10000 ms"). */
  constructor(
    private readonly what: string,
    private readonly capacity = 1000,
  ) {}

  add(message: Sent): void {
    this.sent.unshift(message);
    if (this.sent.length > this.capacity) this.sent.length = this.capacity;
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(message)) continue;
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(message);
    }
  }

  addReply(reply: Inbound): void {
    this.replies.unshift(reply);
  }

  all(): Sent[] {
    return [...this.sent];
  }

  inbound(): Inbound[] {
    return [...this.replies];
  }

  find(match: (m: Sent) => boolean): Sent | undefined {
    return this.sent.find(match);
  }

  clear(): void {
    this.sent = [];
    this.replies = [];
  }

  /** The first message (newest first) matching, or the next one to arrive; rejects after `timeoutMs`. */
  waitFor(match: (m: Sent) => boolean, timeoutMs: number): Promise<Sent> {
    const found = this.sent.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (m: Sent) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching ${this.what} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}
