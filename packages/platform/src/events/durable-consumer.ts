import { EventFilter, EventOf, EventTypesOf } from '@portal/contracts';
import {
  AckPolicy,
  ConsumerMessages,
  DeliverPolicy,
  JetStreamClient,
  JetStreamManager,
  JsMsg,
  nanos,
  StringCodec,
} from 'nats';
import { DataSource, EntityManager } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import type { ConsumerLag } from '../metrics/portal-metrics';
import { ensureEventsStream } from '../nats/jetstream';
import { eventsStreamName, eventSubject } from '../nats/namespace';

export interface EventHandlerDefinition<F extends EventFilter = EventFilter> {
  /** Durable consumer name, unique per handler: `<service>-<purpose>`. */
  durable: string;
  /** An event type of the event map, or one entity's family (`membership.member.*`, see eventFamily). */
  filter: F;
  /** Runs inside the transaction that also records the event as handled; `event` is typed by the filter. */
  handle(event: EventOf<EventTypesOf<F>>, manager: EntityManager): Promise<void>;
}

export interface DurableConsumerOptions {
  namespace: string;
  /** Redelivery delay after the first failure; it doubles with each further one (redeliveryDelayMs). */
  retryDelayMs?: number;
  ackWaitMs?: number;
}

const codec = StringCodec();

/** The longest wait between deliveries of an event that keeps failing. */
export const MAX_REDELIVERY_DELAY_MS = 5 * 60_000;

/**
 * The wait before a failed event is delivered again: `baseMs` after the first delivery, doubling with each
 * further one up to MAX_REDELIVERY_DELAY_MS. An event that cannot be handled yet (a member the service has not
 * heard of, a database restarting) is retried for as long as it takes, without flooding the log or the CPU.
 */
export function redeliveryDelayMs(deliveries: number, baseMs = 2000): number {
  const doublings = Math.min(Math.max(deliveries, 1) - 1, 20);
  return Math.min(baseMs * 2 ** doublings, Math.max(baseMs, MAX_REDELIVERY_DELAY_MS));
}

/**
 * A durable JetStream consumer that acknowledges only after the handler's
 * transaction commits, and records each event id so a redelivery is ignored.
 */
export class DurableEventConsumer<F extends EventFilter = EventFilter> {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly logger: JsonLogger,
    private readonly definition: EventHandlerDefinition<F>,
    private readonly options: DurableConsumerOptions,
  ) {}

  async start(): Promise<void> {
    const stream = await ensureEventsStream(this.jsm, this.options.namespace);
    const { durable, filter } = this.definition;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: eventSubject(this.options.namespace, filter),
      ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
      max_deliver: -1,
    };
    await this.jsm.consumers.info(stream, durable).catch(() => this.jsm.consumers.add(stream, config));
    const consumer = await this.js.consumers.get(stream, durable);
    this.messages = await consumer.consume({ max_messages: 16 });
    this.loop = (async () => {
      for await (const message of this.messages!) {
        await this.process(message);
      }
    })().catch((error: Error) =>
      this.logger.event('error', 'event consumer stopped', { durable, error: error.message }),
    );
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }

  /**
   * How far behind it is (README: Metrics): events in the stream it has not been delivered yet (num_pending)
   * and events delivered but not acknowledged (num_ack_pending: in hand, or failed and waiting for redelivery).
   */
  async lag(): Promise<ConsumerLag> {
    const { durable } = this.definition;
    const info = await this.jsm.consumers.info(eventsStreamName(this.options.namespace), durable);
    return { durable, pending: info.num_pending, ackPending: info.num_ack_pending };
  }

  /** Handles one delivery; exported for tests of the idempotency rule. */
  async process(message: JsMsg): Promise<'handled' | 'duplicate' | 'failed'> {
    const { durable } = this.definition;
    let event: EventOf<EventTypesOf<F>>;
    try {
      // The one place an event's type is taken on trust: the stream filter chose its subject, and the
      // typed outbox wrote its payload.
      event = JSON.parse(codec.decode(message.data)) as EventOf<EventTypesOf<F>>;
    } catch {
      this.logger.event('error', 'unreadable event dropped', { durable, subject: message.subject });
      message.term();
      return 'failed';
    }
    try {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [durable, event.id],
        );
        if (inserted.length === 0) return 'duplicate' as const;
        await this.definition.handle(event, manager);
        return 'handled' as const;
      });
      message.ack();
      return outcome;
    } catch (error) {
      const deliveries = message.info.deliveryCount;
      const retryInMs = redeliveryDelayMs(deliveries, this.options.retryDelayMs);
      this.logger.event('warn', 'event handler failed; will be redelivered', {
        durable,
        eventId: event.id,
        type: event.type,
        error: (error as Error).message,
        deliveries,
        retryInMs,
      });
      message.nak(retryInMs);
      return 'failed';
    }
  }
}
