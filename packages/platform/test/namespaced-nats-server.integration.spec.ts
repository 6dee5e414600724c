import { gate, resolveNats, uniqueRunId } from '@portal/testing';
import { connect, ErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { NamespacedNatsServer } from '../src/nats/namespaced-nats.server';

const codec = JSONCodec();

/** A service stopping (deploy, scale-in, Ctrl-C) answers what it has started and takes nothing new. */
describe('NamespacedNatsServer on stop', () => {
  let natsUrl: string;
  let client: NatsConnection;

  beforeAll(async () => {
    natsUrl = await resolveNats();
    client = await connect({ servers: natsUrl });
  });
  afterAll(async () => {
    await client?.close();
  });

  async function startServer(handler: (data: unknown) => Promise<unknown>) {
    const namespace = uniqueRunId('nsrv_');
    const sut = new NamespacedNatsServer({ servers: natsUrl, queue: 'test', namespace, name: 'test' });
    sut.addHandler('test.echo', handler);
    await new Promise<void>((resolve, reject) => {
      void sut.listen((error?: unknown) =>
        error ? reject(new Error('the server could not listen', { cause: error })) : resolve(),
      );
    });
    const request = (data: unknown, timeout = 5000) =>
      client
        .request(`${namespace}.test.echo`, codec.encode({ pattern: 'test.echo', id: '1', data }), { timeout })
        .then((msg) => (codec.decode(msg.data) as { response: unknown }).response);
    return { sut, request };
  }

  it('still answers a request it was handling when the service was told to stop', async () => {
    const started = gate();
    const release = gate();
    const { sut, request } = await startServer(async (data) => {
      started.open();
      await release.passed;
      return { echoed: data };
    });
    const answer = request('in flight').catch((error: Error) => error);
    // A request that never reaches the handler fails here at once rather than leaving the test waiting.
    await Promise.race([
      started.passed,
      answer.then((result) => {
        if (result instanceof Error) throw result;
      }),
    ]);
    const closing = sut.close();
    // Without the wait, close() ends within milliseconds and the answer is lost with the connection; the
    // bound only gives that failure room to show (the wait itself lasts as long as the handler, up to 5 s).
    let first: unknown;
    try {
      first = await Promise.race([
        closing.then(() => 'closed'),
        new Promise((resolve) => setTimeout(resolve, 300, 'still waiting')),
      ]);
    } finally {
      release.open();
    }
    assert.equal(first, 'still waiting');
    assert.deepEqual(await answer, { echoed: 'in flight' });
    await closing;
  });

  it('takes no new request once stopped, so callers hear at once that nobody answers', async () => {
    const { sut, request } = await startServer(async (data) => ({ echoed: data }));
    // Positive control: it answers while running.
    assert.deepEqual(await request('before'), { echoed: 'before' });
    await sut.close();
    const error = await request('after', 2000).then(
      () => undefined,
      (e: NatsError) => e,
    );
    assert.equal(error?.code, ErrorCode.NoResponders);
  });
});
