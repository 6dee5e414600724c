import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import { JsonLogger } from '@portal/platform';
import { EMAIL_QUEUED_CHANNEL } from './email-messages.repository';

/** First half of the two-part advisory-lock key of every e-mail sender ("MAIL"). */
export const SENDER_LOCK_CLASS = 0x4d41494c;

/**
 * A sender's presence in Postgres: one dedicated connection that holds a
 * session advisory lock (SENDER_LOCK_CLASS, key) for the life of the process
 * and LISTENs for newly queued e-mails. Rows the sender claims carry its key;
 * when the process dies, Postgres drops the connection and the lock with it,
 * which is how any replica knows those 'sending' rows have no live sender.
 */
export class SenderLease {
  private client?: Client;
  private reconnectTimer?: NodeJS.Timeout;
  private stopped = true;
  private lockHeld = false;
  readonly key = randomInt(1, 2 ** 31 - 1);

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: JsonLogger,
    private readonly onQueued: () => void,
  ) {}

  /** Claim rows only while this is true: otherwise no one could tell this sender is alive. */
  get held(): boolean {
    return this.lockHeld;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.lockHeld = false;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 });
    const lost = (): void => {
      if (this.client !== client) return;
      this.client = undefined;
      this.lockHeld = false;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      const [{ locked }] = (
        await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
          SENDER_LOCK_CLASS,
          this.key,
        ])
      ).rows;
      // 1 in 2^31 that another live sender drew the same key: keep trying until it is free.
      if (!locked) throw new Error('sender lock key is taken');
      await client.query(`LISTEN ${EMAIL_QUEUED_CHANNEL}`);
      client.on('notification', () => this.onQueued());
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.lockHeld = true;
    } catch (error) {
      this.logger.event('warn', 'e-mail sender cannot reach its database; will retry', {
        error: (error as Error).message,
      });
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) void this.connect();
    }, 1000);
  }
}
