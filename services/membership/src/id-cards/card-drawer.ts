import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CardIssue, CardMember } from './card-format';
import type { DrawAnswer, DrawRequest } from './card-drawing.worker';
import { renderIdCardPdf } from './id-card-pdf';

/**
 * The young generation a card-drawing worker may use. pdfkit allocates a lot of short-lived objects: with the
 * 1 MB semi-spaces the services run with (to stay small at rest) a card took 15-20 ms to draw, with V8's default
 * 11-12 ms (a probe of 300 cards, 2026-11-28). The worker lives only as long as a job.
 */
const WORKER_YOUNG_GENERATION_MB = 48;

/** The built worker beside this file; absent when the code runs from its TypeScript sources (jest). */
export const BUILT_WORKER_FILE = join(__dirname, 'card-drawing.worker.js');

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * Draws ID cards on a worker thread for an ID card job (issue 28): the drawing no longer waits for the job's
 * uploads and queries on the service's thread, it uses the second core, and it has a young generation of its own.
 * Should the worker fail, the cards still pending are refused and the rest are drawn on the service's thread.
 * Without a built worker file (the sources run under jest) every card is drawn on the service's thread.
 */
export class CardDrawer {
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  private constructor(workerFile: string | undefined) {
    if (!workerFile) return;
    const worker = new Worker(workerFile, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    worker.on('message', (answer: DrawAnswer) => this.answered(answer));
    worker.on('error', (error) => this.lost(error));
    worker.on('exit', (code) => this.lost(new Error(`the card-drawing worker stopped (exit code ${code})`)));
    this.worker = worker;
  }

  /** A drawer for one job; `workerFile` is for tests that run the built worker. */
  static open(workerFile: string | undefined = existsSync(BUILT_WORKER_FILE) ? BUILT_WORKER_FILE : undefined) {
    return new CardDrawer(workerFile);
  }

  /** Whether cards go to a worker thread (false: drawn on the calling thread). */
  get threaded(): boolean {
    return this.worker !== undefined;
  }

  draw(member: CardMember, issue: CardIssue): Promise<Buffer> {
    const worker = this.worker;
    if (!worker) return renderIdCardPdf(member, issue);
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, member, issue } satisfies DrawRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.refusePending(new Error('the card drawer was closed'));
  }

  private answered(answer: DrawAnswer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.length));
  }

  private lost(error: Error): void {
    if (!this.worker) return;
    this.worker = undefined;
    this.refusePending(error);
  }

  private refusePending(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
