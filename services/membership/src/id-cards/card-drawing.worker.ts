import { parentPort } from 'node:worker_threads';
import type { CardIssue, CardMember } from './card-format';
import { renderIdCardPdf } from './id-card-pdf';

/** One card to draw, as CardDrawer posts it (the photo arrives as a Uint8Array: structured clone drops Buffer). */
export interface DrawRequest {
  id: number;
  member: Omit<CardMember, 'photo'> & { photo: Uint8Array | null };
  issue: CardIssue;
}
export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

// Cards are drawn one at a time, in the order they are posted (the job keeps a few posted ahead).
parentPort?.on('message', (request: DrawRequest) => {
  const { member, issue } = request;
  const photo = member.photo ? Buffer.from(member.photo.buffer, member.photo.byteOffset, member.photo.length) : null;
  renderIdCardPdf({ ...member, photo }, issue).then(
    (pdf) => parentPort?.postMessage({ id: request.id, pdf } satisfies DrawAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawAnswer),
  );
});
