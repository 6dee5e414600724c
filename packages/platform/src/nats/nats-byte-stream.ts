import { headers as natsHeaders, Msg, NatsConnection, nuid, Subscription } from 'nats';
import { Writable } from 'node:stream';

/**
 * A byte stream from one service to another over core NATS, for answers too
 * big for one message (a CSV of every member). The receiver subscribes to a
 * fresh subject and names it in its request; the sender publishes numbered
 * chunks there, then an end (with a small JSON trailer) or an error. The
 * receiver grants chunks as it gets rid of them (credit), so neither side
 * holds more than `window` chunks; either side gives up when the other goes
 * quiet for `idleMs`, so nothing waits for ever.
 */
export interface ByteStreamOptions {
  /** Bytes per chunk; capped below the server's max_payload. */
  chunkBytes?: number;
  /** Chunks the sender may have in flight beyond what the receiver has written. */
  window?: number;
  /** How long one side waits for the other (a chunk, a grant, a drain) before giving up. */
  idleMs?: number;
}

// 4 MB in flight: enough that a grant's round trip through a busy NATS server
// does not stall the sender (measured: 128 KB x 8 was markedly slower).
export const BYTE_STREAM_DEFAULTS: Required<ByteStreamOptions> = {
  chunkBytes: 256 * 1024,
  window: 16,
  idleMs: 30_000,
};

/** Headers of the chunks: what the message is and its place in the stream. */
const KIND = 'Byte-Stream-Kind';
const SEQ = 'Byte-Stream-Seq';
type Kind = 'data' | 'end' | 'error';

/** Control messages from the receiver, on `<subject>.ctl`. */
type Control = { grant: number } | { cancel: true };

/** Stream subjects live under the namespace, like every other subject. */
export function byteStreamSubject(namespace: string): string {
  return `${namespace}.byte-stream.${nuid.next()}`;
}

function controlSubject(subject: string): string {
  return `${subject}.ctl`;
}

/** Why a stream stopped short; the receiver never mistakes it for an end. */
export class ByteStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ByteStreamError';
  }
}

/**
 * The sending side, as a Writable: pipe the content into it. Writes wait for
 * the receiver's grants (backpressure reaches the source); `trailer` is sent
 * with the end once everything is written. Destroying it with an error (as a
 * failing pipeline does) tells the receiver the stream failed; the receiver
 * cancelling or going quiet destroys it, which stops the pipeline's source.
 */
export class NatsByteStreamWriter extends Writable {
  private readonly options: Required<ByteStreamOptions>;
  private readonly control: Subscription;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private granted = 0;
  private receiverGone = false;
  private waiting?: { resolve: () => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
  /** Sent with the end; read once everything has been written. */
  trailer: () => unknown;

  /**
   * Listens for the receiver's grants on `subject` (which must lie in `namespace`) before
   * the request is answered: the answer may travel on another connection, so wait until
   * the server has the subscription.
   */
  static async open(
    nats: NatsConnection,
    namespace: string,
    subject: string,
    options: ByteStreamOptions & { trailer?: () => unknown } = {},
  ): Promise<NatsByteStreamWriter> {
    if (!subject.startsWith(`${namespace}.byte-stream.`) || /[\s*>]/.test(subject)) {
      throw new ByteStreamError(`not a byte-stream subject of this namespace: ${subject}`);
    }
    const writer = new NatsByteStreamWriter(nats, subject, options);
    await nats.flush();
    return writer;
  }

  private constructor(
    private readonly nats: NatsConnection,
    private readonly subject: string,
    options: ByteStreamOptions & { trailer?: () => unknown },
  ) {
    super();
    this.options = { ...BYTE_STREAM_DEFAULTS, ...options };
    const maxPayload = nats.info?.max_payload ?? 1024 * 1024;
    // Room for the headers.
    this.options.chunkBytes = Math.min(this.options.chunkBytes, maxPayload - 1024);
    this.trailer = options.trailer ?? (() => ({}));
    this.control = nats.subscribe(controlSubject(subject), { callback: (_error, msg) => this.onControl(msg) });
    // The receiver may cancel before the writer is piped into: that must not be an unhandled 'error'.
    // A pipeline still sees every error.
    this.on('error', () => undefined);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // The first chunk goes out at once so the receiver can start answering.
    if (this.pendingBytes < this.options.chunkBytes && this.seq > 0) return callback();
    this.publishPending(false).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.publishPending(true)
      .then(() => {
        this.publish('end', Buffer.from(JSON.stringify(this.trailer() ?? {})));
        this.control.unsubscribe();
        callback();
      })
      .catch(callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stopWaiting(error ?? new ByteStreamError('the stream was closed'));
    if (error && !this.receiverGone && !this.nats.isClosed()) {
      this.publish('error', Buffer.from(JSON.stringify({ message: 'the sender failed' })));
    }
    if (!this.control.isClosed()) this.control.unsubscribe();
    callback(error);
  }

  private async publishPending(all: boolean): Promise<void> {
    const size = this.options.chunkBytes;
    if (this.pendingBytes === 0) return;
    let data = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    // At least one chunk: the first one may be small.
    do {
      await this.credit();
      const piece = data.subarray(0, size);
      data = data.subarray(piece.length);
      this.publish('data', piece);
    } while (data.length >= size || (all && data.length > 0));
    if (data.length > 0) {
      this.pending = [data];
      this.pendingBytes = data.length;
    }
  }

  private publish(kind: Kind, payload: Uint8Array): void {
    const h = natsHeaders();
    h.set(KIND, kind);
    h.set(SEQ, String(++this.seq));
    this.nats.publish(this.subject, payload, { headers: h });
  }

  /** Resolves once the receiver allows one more data chunk. */
  private credit(): Promise<void> {
    if (this.receiverGone) return Promise.reject(new ByteStreamError('the receiver cancelled the stream'));
    if (this.seq < this.granted) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject, timer: setTimeout(() => this.onIdle(), this.options.idleMs) };
    });
  }

  private onControl(msg: Msg): void {
    let control: Control;
    try {
      control = JSON.parse(msg.string()) as Control;
    } catch {
      return;
    }
    if ('cancel' in control) {
      this.receiverGone = true;
      this.destroy(new ByteStreamError('the receiver cancelled the stream'));
      return;
    }
    this.granted = Math.max(this.granted, control.grant);
    // Any grant, even a repeated one, says the receiver is still there.
    if (this.waiting) {
      clearTimeout(this.waiting.timer);
      if (this.seq < this.granted) {
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve();
      } else {
        this.waiting.timer = setTimeout(() => this.onIdle(), this.options.idleMs);
      }
    }
  }

  private onIdle(): void {
    this.receiverGone = true;
    this.destroy(new ByteStreamError(`no word from the receiver for ${this.options.idleMs} ms`));
  }

  private stopWaiting(error: Error): void {
    if (!this.waiting) return;
    clearTimeout(this.waiting.timer);
    const { reject } = this.waiting;
    this.waiting = undefined;
    reject(error);
  }
}

/**
 * The receiving side. `open` before sending the request that names `subject`;
 * then `pipeTo` a Writable (an HTTP response). Chunks are granted as the
 * target takes them, honouring its backpressure; `close` (for instance when
 * the client goes away) tells the sender to stop.
 */
export class NatsByteStreamReader {
  readonly subject: string;
  private readonly options: Required<ByteStreamOptions>;
  private readonly sub: Subscription;
  private closed = false;
  private ended = false;
  private granted = 0;
  private written = 0;
  private heartbeat?: NodeJS.Timeout;

  static async open(nats: NatsConnection, namespace: string, options: ByteStreamOptions = {}) {
    const reader = new NatsByteStreamReader(nats, byteStreamSubject(namespace), options);
    // The request may travel on another connection: the server must know the subscription first.
    await nats.flush();
    return reader;
  }

  private constructor(
    private readonly nats: NatsConnection,
    subject: string,
    options: ByteStreamOptions,
  ) {
    this.subject = subject;
    this.options = { ...BYTE_STREAM_DEFAULTS, ...options };
    // Messages wait in the subscription until pipeTo reads them; at most a window's worth.
    this.sub = nats.subscribe(subject);
  }

  /**
   * Writes every chunk to `target` and resolves with the sender's trailer at
   * the end; `beforeFirstChunk` runs just before the first byte is written (set
   * the headers there). Rejects when the sender fails, a chunk is missing, or
   * nothing moves for `idleMs`; the target is left to the caller.
   */
  async pipeTo<T = unknown>(target: Writable, beforeFirstChunk: () => void = () => undefined): Promise<T> {
    // Every wait ends early when nothing moves for idleMs or the target goes away. Not a race
    // against one long-lived promise: each race would stay attached to it, holding its chunk.
    const stop = new Interrupt();
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => stop.fire(new ByteStreamError(`the stream stalled for ${this.options.idleMs} ms`)),
        this.options.idleMs,
      );
    };
    const onClose = () => stop.fire(new ByteStreamError('the target was closed before the end'));
    // The client may have gone while the request was being answered.
    if (target.destroyed) onClose();
    else target.once('close', onClose);
    touch();
    this.grant();
    this.heartbeat = setInterval(() => this.sendGrant(), Math.max(10, Math.floor(this.options.idleMs / 3)));
    try {
      const messages = this.sub[Symbol.asyncIterator]();
      for (let expected = 1; ; expected++) {
        const next = await stop.unless(messages.next());
        if (next.done) throw new ByteStreamError('the stream was closed');
        const msg = next.value;
        touch();
        const seq = Number(msg.headers?.get(SEQ));
        if (seq !== expected) throw new ByteStreamError(`chunk ${expected} is missing (got ${seq})`);
        const kind = msg.headers?.get(KIND) as Kind | undefined;
        if (kind === 'error') throw new ByteStreamError(`the sender failed: ${msg.string()}`);
        if (kind === 'end') {
          this.ended = true;
          return msg.json<T>();
        }
        if (this.written === 0) beforeFirstChunk();
        this.written++;
        if (!target.write(msg.data)) await drained(target, stop);
        touch();
        this.grant();
      }
    } finally {
      clearTimeout(idle);
      target.off('close', onClose);
      this.close();
    }
  }

  /** Stops listening; tells the sender to stop unless the stream had ended. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.sub.unsubscribe();
    if (!this.ended && !this.nats.isClosed())
      this.nats.publish(controlSubject(this.subject), JSON.stringify({ cancel: true }));
  }

  /** Grants in batches of half a window, so control messages stay few. */
  private grant(): void {
    const allowed = this.written + this.options.window;
    if (allowed - this.granted < Math.max(1, this.options.window / 2) && this.granted > 0) return;
    this.granted = allowed;
    this.sendGrant();
  }

  private sendGrant(): void {
    if (this.closed || this.nats.isClosed()) return;
    this.nats.publish(controlSubject(this.subject), JSON.stringify({ grant: this.granted }));
  }
}

/** Lets a failure cut short whatever is being waited for, and every later wait. */
class Interrupt {
  private failure?: Error;
  private cut?: (error: Error) => void;

  fire(error: Error): void {
    this.failure ??= error;
    this.cut?.(this.failure);
  }

  /** `promise`, unless the interrupt fires first. */
  unless<V>(promise: Promise<V>): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.cut = reject;
      promise.then(resolve, reject);
    });
  }
}

/** Resolves at the target's next 'drain', unless the interrupt fires first. */
async function drained(target: Writable, stop: Interrupt): Promise<void> {
  let onDrain: (() => void) | undefined;
  try {
    await stop.unless(new Promise<void>((resolve) => target.once('drain', (onDrain = resolve))));
  } finally {
    if (onDrain) target.off('drain', onDrain);
  }
}
