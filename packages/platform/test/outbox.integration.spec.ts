import { createDatabase, dropDatabases, resolveNats, resolvePostgres, uniqueRunId, waitFor } from '@portal/testing';
import { connect, JetStreamManager, NatsConnection } from 'nats';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventFamily, PaymentsEvents } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options';
import { DurableEventConsumer } from '../src/events/durable-consumer';
import { JsonLogger } from '../src/logging/json-logger';
import { ensureEventsStream } from '../src/nats/jetstream';
import { readOutboxBacklog } from '../src/outbox/outbox-backlog';
import { OutboxRelay } from '../src/outbox/outbox.relay';
import { eventSubject } from '../src/nats/namespace';
import { OutboxWriter } from '../src/outbox/outbox.writer';

/** Any event of the map will do: each test has a stream of its own. */
const type = PaymentsEvents.SchemeSettingUpdated;
const setting = (amount: string) => ({ scheme: 'test', amount, isOnlinePaymentEnabled: false, by: null });

/** Guarantees of DESIGN.md §3 against real Postgres and NATS JetStream. */
describe('outbox relay and durable consumer', () => {
  const runId = uniqueRunId('outbox_');
  const logger = new JsonLogger('test', 'error');
  let adminUrl: string;
  let databaseUrl: string;
  let dataSource: DataSource;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  let namespaceCounter = 0;

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    databaseUrl = await createDatabase(adminUrl, `${runId}_db`);
    dataSource = new DataSource(typeOrmOptions(databaseUrl, [], []));
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE effects (event_id text NOT NULL)');
    nc = await connect({ servers: await resolveNats() });
    jsm = await nc.jetstreamManager();
  });

  const streams: string[] = [];

  afterAll(async () => {
    // The shared NATS server keeps nothing of this run.
    for (const stream of streams) await jsm?.streams.delete(stream).catch(() => undefined);
    await nc?.close();
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  /** Each test gets its own namespace, hence its own stream. */
  async function freshNamespace() {
    const namespace = `${runId}_${++namespaceCounter}`;
    const stream = await ensureEventsStream(jsm, namespace);
    streams.push(stream);
    await dataSource.query('DELETE FROM outbox');
    return { namespace, stream, count: async () => (await jsm.streams.info(stream)).state.messages };
  }

  const relay = (namespace: string, afterPublish?: (id: string) => void) =>
    new OutboxRelay(dataSource, nc.jetstream(), logger, { namespace, databaseUrl, afterPublish });

  it('never publishes an event whose transaction rolled back', async () => {
    const { namespace, count } = await freshNamespace();
    const writer = new OutboxWriter();
    await assert.rejects(
      dataSource.transaction(async (manager) => {
        await writer.add(manager, type, setting('lost'));
        throw new Error('business rule failed');
      }),
    );
    await dataSource.transaction((manager) => writer.add(manager, type, setting('kept')));

    assert.equal(await relay(namespace).drain(), 1);
    assert.equal(await count(), 1);
  });

  it('publishes an event once even when the relay crashes after publishing and before marking it', async () => {
    const { namespace, count } = await freshNamespace();
    const event = await dataSource.transaction((manager) => new OutboxWriter().add(manager, type, setting('1')));

    const crashing = relay(namespace, () => {
      throw new Error('relay crashed');
    });
    await assert.rejects(crashing.publishBatch(), /relay crashed/);
    const [row] = await dataSource.query('SELECT published_at FROM outbox WHERE id = $1', [event.id]);
    assert.equal(row.published_at, null, 'the row stays unpublished after the crash');
    assert.equal(await count(), 1, 'the message reached the stream before the crash');

    assert.equal(await relay(namespace).drain(), 1, 'the restarted relay sends it again');
    assert.equal(await count(), 1, 'JetStream dropped the second copy by its Nats-Msg-Id');
    const [marked] = await dataSource.query('SELECT published_at FROM outbox WHERE id = $1', [event.id]);
    assert.notEqual(marked.published_at, null);
  });

  it('redelivers an event whose handler threw, and ignores a duplicate delivery', async () => {
    const { namespace } = await freshNamespace();
    let attempts = 0;
    const consumer = new DurableEventConsumer(
      dataSource,
      nc.jetstream(),
      jsm,
      logger,
      {
        durable: 'test-effects',
        filter: eventFamily(type),
        handle: async (event, manager) => {
          attempts += 1;
          await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
          if (attempts === 1) throw new Error('side effect failed the first time');
        },
      },
      { namespace, retryDelayMs: 100 },
    );
    await consumer.start();
    try {
      const event = await dataSource.transaction((manager) => new OutboxWriter().add(manager, type, setting('2')));
      await relay(namespace).drain();

      await waitFor(
        async () => (await dataSource.query('SELECT 1 FROM effects WHERE event_id = $1', [event.id])).length === 1,
        {
          what: 'the redelivered event to be handled',
        },
      );
      assert.equal(attempts, 2, 'handled on the second delivery');

      // The same event arriving again (e.g. republished after the dedupe window) changes nothing.
      await nc.jetstream().publish(eventSubject(namespace, type), new TextEncoder().encode(JSON.stringify(event)), {
        msgID: `${event.id}-again`,
      });
      const info = await waitFor(
        async () => {
          const state = await jsm.consumers.info(`${namespace.toUpperCase()}_EVENTS`, 'test-effects');
          return state.num_pending === 0 && state.num_ack_pending === 0 && state.delivered.stream_seq >= 2
            ? state
            : undefined;
        },
        { what: 'the duplicate to be acknowledged' },
      );
      assert.ok(info);
      assert.equal(attempts, 2, 'the duplicate did not run the handler');
      const effects = await dataSource.query('SELECT 1 FROM effects WHERE event_id = $1', [event.id]);
      assert.equal(effects.length, 1);
    } finally {
      await consumer.stop();
    }
  });

  it('shows an outbox that does not drain (rows waiting, the oldest one’s age) and a consumer falling behind, as the metrics read them', async () => {
    const { namespace } = await freshNamespace();
    assert.deepEqual(await readOutboxBacklog(dataSource), { backlog: 0, oldestAgeSeconds: 0 });
    const writer = new OutboxWriter();
    for (const amount of ['1', '2', '3'])
      await dataSource.transaction((manager) => writer.add(manager, type, setting(amount)));
    await dataSource.query(`UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE published_at IS NULL`);
    const waiting = await readOutboxBacklog(dataSource);
    assert.equal(waiting.backlog, 3);
    assert.ok(waiting.oldestAgeSeconds >= 90 && waiting.oldestAgeSeconds < 120, String(waiting.oldestAgeSeconds));

    // A consumer that is not running (its service down) while the relay publishes: the events wait for it.
    const consumer = new DurableEventConsumer(
      dataSource,
      nc.jetstream(),
      jsm,
      logger,
      { durable: 'test-lag', filter: eventFamily(type), handle: async () => undefined },
      { namespace },
    );
    await consumer.start();
    await consumer.stop();
    assert.equal(await relay(namespace).drain(), 3);
    assert.deepEqual(await readOutboxBacklog(dataSource), { backlog: 0, oldestAgeSeconds: 0 });
    assert.deepEqual(await consumer.lag(), { durable: 'test-lag', pending: 3, ackPending: 0 });
  });
});
