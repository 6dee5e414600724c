import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { resolveNats, uniqueRunId, waitFor } from '@portal/testing';
import { connect, NatsConnection } from 'nats';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { ByteStreamOptions, NatsByteStreamReader as Reader, NatsByteStreamWriter as Writer } from './nats-byte-stream';

/** Keeps what it is given; when `held`, takes one chunk and then waits until `release()`. */
class Sink extends Writable {
  readonly chunks: Buffer[] = [];
  private waiting?: () => void;
  constructor(private held = false) {
    super({ highWaterMark: 1 });
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
  release(): void {
    this.held = false;
    const next = this.waiting;
    this.waiting = undefined;
    next?.();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(chunk);
    if (this.held) this.waiting = callback;
    else callback();
  }
}

/** Endless data, counting what was pulled. */
function endless(pieceBytes: number): Readable & { pulled: number } {
  const source = new Readable({
    read() {
      source.pulled++;
      this.push(Buffer.alloc(pieceBytes, source.pulled % 256));
    },
  }) as Readable & { pulled: number };
  source.pulled = 0;
  return source;
}

describe('NatsByteStreamWriter and NatsByteStreamReader', () => {
  const namespace = uniqueRunId('byte_stream_');
  const small: ByteStreamOptions = { chunkBytes: 1024, window: 4, idleMs: 5000 };
  let nats: NatsConnection;

  /** A receiver and a sender on the same stream, as after the request was answered. */
  const open = async (options: ByteStreamOptions = small, sender: ByteStreamOptions = options) => {
    const reader = await Reader.open(nats, namespace, options);
    const writer = await Writer.open(nats, namespace, reader.subject, sender);
    return { reader, writer };
  };
  /** Data chunks published on the stream's subject, seen from the side. */
  const spy = (subject: string) => {
    const seen = { data: 0 };
    nats.subscribe(subject, { callback: (_e, msg) => msg.headers?.get('Byte-Stream-Kind') === 'data' && seen.data++ });
    return seen;
  };

  beforeAll(async () => {
    nats = await connect({ servers: await resolveNats() });
  });
  afterAll(async () => {
    await nats?.drain();
  });

  it('delivers every byte in order and then the sender’s trailer', async () => {
    const { reader, writer } = await open();
    const content = randomBytes(50_000);
    writer.trailer = () => ({ rows: 7 });
    const sink = new Sink();
    const sending = pipeline(
      Readable.from([content.subarray(0, 10), content.subarray(10, 30_000), content.subarray(30_000)]),
      writer,
    );

    const trailer = await reader.pipeTo(sink);

    await sending;
    assert.deepEqual(trailer, { rows: 7 });
    assert.ok(sink.bytes.equals(content));
  });

  it('holds the sender to the receiver’s window while the target does not drain, then resumes', async () => {
    const { reader, writer } = await open();
    const seen = spy(reader.subject);
    const source = endless(512);
    const sink = new Sink(true);
    const sending = pipeline(source, writer);
    const receiving = reader.pipeTo(sink);

    await waitFor(async () => seen.data >= 4, { what: 'a window of chunks' });
    const pulled = source.pulled;
    await sleep(300);
    await nats.flush();
    assert.equal(seen.data, 4, 'no chunk beyond the window while the target is full');
    assert.ok(source.pulled - pulled < 64, `the source was not read on (${source.pulled - pulled} more pieces)`);

    sink.release();
    await waitFor(async () => seen.data > 40, { what: 'the stream to resume' });
    source.push(null);
    await sending;
    await receiving;
    assert.ok(sink.bytes.length >= 40 * 1024);
  });

  it('fails the receiver, never ending cleanly, when the sender fails mid-stream', async () => {
    const { reader, writer } = await open();
    const sink = new Sink();
    const receiving = reader.pipeTo(sink);
    writer.write(randomBytes(3000));
    await waitFor(async () => sink.chunks.length > 0, { what: 'the first chunk' });

    writer.destroy(new Error('database went away'));

    await assert.rejects(receiving, /the sender failed/);
  });

  it('stops the sender and its source when the receiver goes away', async () => {
    const { reader, writer } = await open();
    const source = endless(512);
    const sink = new Sink(true);
    const sending = pipeline(source, writer);
    const receiving = reader.pipeTo(sink);
    await waitFor(async () => sink.chunks.length > 0, { what: 'the first chunk' });

    sink.destroy(); // the client disconnects

    await assert.rejects(receiving, /closed/);
    await assert.rejects(sending, /cancelled/);
    assert.ok(source.destroyed, 'the source is not read any further');
  });

  it('gives up on a receiver that stops granting', async () => {
    const reader = await Reader.open(nats, namespace, small);
    const writer = await Writer.open(nats, namespace, reader.subject, { ...small, idleMs: 200 });
    // The receiver never reads: no grant ever comes.
    await assert.rejects(pipeline(endless(512), writer), /no word from the receiver/);
    reader.close();
  });

  it('gives up on a sender that stops sending, and tells it to stop', async () => {
    const { reader, writer } = await open({ ...small, idleMs: 200 }, small);
    const closed = new Promise((resolve) => writer.once('close', resolve));

    await assert.rejects(reader.pipeTo(new Sink()), /stalled/);

    await closed;
    assert.ok(writer.destroyed);
  });

  it('refuses a stream subject outside its namespace', async () => {
    await assert.rejects(Writer.open(nats, namespace, 'other.byte-stream.x'), /not a byte-stream subject/);
  });
});
