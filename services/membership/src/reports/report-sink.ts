import { Writable } from 'node:stream';

/** A stream that went away before it took the chunk (the client left, the storage upload failed). */
export class StreamClosedError extends Error {
  constructor() {
    super('the stream closed before the report was written');
  }
}

/**
 * Resolves once `stream` may take more: at once while its buffer has room, else at its 'drain'.
 * Rejects when it closes or fails first, so that nothing waits for a reader that is gone.
 */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.reject(new StreamClosedError());
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new StreamClosedError());
    const onError = (error: Error) => settle(error);
    stream.on('drain', onDrain);
    stream.on('close', onClose);
    stream.on('error', onError);
  });
}

/** Writes a chunk and waits while `stream`'s buffer is full. */
export async function writeChunk(stream: Writable, chunk: Buffer | string): Promise<void> {
  if (stream.destroyed || stream.writableEnded) throw new StreamClosedError();
  stream.write(chunk);
  await drained(stream);
}

/**
 * Where a report is written: every chunk goes to each target (the HTTP response and the copy kept in
 * object storage), and the next is taken only when every target has room, so a slow reader slows the
 * writer instead of filling memory. It fails as soon as one target fails or goes away.
 */
export class ReportSink extends Writable {
  private written = 0;

  /** `endWithSink`: the targets ended when the report is complete; the others are left for the caller to end. */
  constructor(
    private readonly targets: Writable[],
    private readonly endWithSink: Writable[] = targets,
  ) {
    super({ highWaterMark: 64 * 1024 });
  }

  /** Bytes written so far. */
  get size(): number {
    return this.written;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.written += chunk.length;
    Promise.all(this.targets.map((target) => writeChunk(target, chunk))).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    for (const target of this.endWithSink) if (!target.writableEnded && !target.destroyed) target.end();
    callback();
  }
}
