/// <reference types="pdfkit" />
import { newPdfDocument } from '@portal/platform';

/** 1 mm in PDF points. */
export const MM = 72 / 25.4;

/** Modules of quiet zone around the code, which scanners need to find it. */
const QR_QUIET_ZONE = 2;

/**
 * Draws the QR code of `text` as vector squares in a `size` × `size` square (quiet zone included): sharp at
 * any print size, and no image to encode and decode for each of thousands of cards.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  // Loaded with the first card rather than at start-up (issue 28), as pdfkit is (newPdfDocument).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const QRCode = require('qrcode') as typeof import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QR_QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  // One rectangle per run of dark modules in a row: a card's code (version 12) has some 2,100 dark modules in
  // 1,060 runs.
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      let end = column + 1;
      while (end < modules.size && modules.get(row, end)) end++;
      // A hair wider than the cells so neighbouring squares leave no seam when rasterised.
      const [left, top] = [x + (column + QR_QUIET_ZONE) * cell, y + (row + QR_QUIET_ZONE) * cell];
      doc.rect(left, top, (end - column) * cell + 0.02, cell + 0.02);
      column = end;
    }
  }
  doc.fillColor('#000000').fill();
  doc.restore();
}

/**
 * Runs `draw` on a new pdfkit document with the Noto fonts registered and collects the bytes. `draw` adds
 * pages after the first itself.
 */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({ compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The photo fitted into its frame; a photo pdfkit cannot read leaves the frame with the initials. */
export function drawPhoto(
  doc: PDFKit.PDFDocument,
  photo: Buffer | null,
  frame: { x: number; y: number; width: number; height: number },
  fallback: () => void,
): void {
  doc.save().rect(frame.x, frame.y, frame.width, frame.height).fillColor('#f0f2f5').fill().restore();
  let drawn = false;
  if (photo) {
    try {
      doc.image(photo, frame.x, frame.y, {
        fit: [frame.width, frame.height],
        align: 'center',
        valign: 'center',
      });
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) fallback();
  doc.rect(frame.x, frame.y, frame.width, frame.height).lineWidth(0.5).strokeColor('#bfbfbf').stroke();
}
