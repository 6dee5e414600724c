import { JetStreamClient, StringCodec } from 'nats';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import { eventSubject } from '../nats/namespace';
import { OUTBOX_CHANNEL } from './outbox.writer';

export interface OutboxRelayOptions {
  namespace: string;
  databaseUrl: string;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Test seam: runs after an event is published and before its row is marked. */
  afterPublish?: (eventId: string) => Promise<void> | void;
}

interface OutboxRow {
  id: string;
  event_type: string;
  payload: unknown;
}

const codec = StringCodec();

/**
 * Publishes outbox rows to JetStream with `Nats-Msg-Id` = row id, then marks them.
 * A crash between the two republishes the same id, which JetStream drops as a
 * duplicate. Rows are claimed with SKIP LOCKED so replicas share the work.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private listener?: Client;
  private running = false;
  private again = false;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly js: JetStreamClient,
    private readonly logger: JsonLogger,
    private readonly options: OutboxRelayOptions,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1000);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Publishes until the outbox is empty; returns how many events went out. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published === 0) return total;
    }
  }

  /** One claimed batch in one transaction. Throws when NATS or Postgres fails. */
  async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, event_type, payload FROM outbox WHERE published_at IS NULL
         ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 100],
      );
      for (const row of rows) {
        await this.js.publish(
          eventSubject(this.options.namespace, row.event_type),
          codec.encode(JSON.stringify(row.payload)),
          {
            msgID: row.id,
          },
        );
        await this.options.afterPublish?.(row.id);
      }
      if (rows.length > 0) {
        await manager.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [
          rows.map((r) => r.id),
        ]);
      }
      return rows.length;
    });
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.drain()
      .catch((error: Error) => this.logger.event('warn', 'outbox relay failed; will retry', { error: error.message }))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('error', () => {
      // Polling keeps the relay going; reconnect the listener on the next start.
      this.listener = undefined;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      client.on('notification', () => this.kick());
      this.listener = client;
    } catch (error) {
      this.logger.event('warn', 'outbox listener unavailable; polling only', { error: (error as Error).message });
      await client.end().catch(() => undefined);
    }
  }
}
