import jsQR from 'jsqr';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A page drawn as pixels: RGBA, 4 bytes per pixel, row by row. */
export interface RenderedPage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

interface WorkerAnswer {
  width?: number;
  height?: number;
  rgba?: Uint8Array;
  pages?: number;
  error?: string;
}

/*
 * As in pdf-text.ts: pdf.js is ES modules only, so it runs in a worker thread outside Jest's module system.
 * pdf.js draws with @napi-rs/canvas in Node; the pixels come back as one transferable buffer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(workerData.pdfjsUrl);
  const document = await pdfjs.getDocument({
    data: workerData.pdf,
    standardFontDataUrl: workerData.standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(workerData.page);
    const viewport = page.getViewport({ scale: workerData.scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { canvas, context } = document.canvasFactory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, width, height).data;
    const rgba = new Uint8Array(pixels.length);
    rgba.set(pixels);
    parentPort.postMessage({ width, height, rgba, pages: document.numPages }, [rgba.buffer]);
    document.canvasFactory.destroy({ canvas, context });
  } finally {
    await document.destroy();
  }
})().catch((error) =>
  parentPort.postMessage({ error: error && error.message ? error.name + ': ' + error.message : String(error) }),
);
`;

/** Draws one page (1-based) of a PDF with pdf.js, as a reader shows it, at `scale` pixels per point. */
export async function renderPdfPage(pdf: Buffer | Uint8Array, page = 1, scale = 4): Promise<RenderedPage> {
  const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pdfjsUrl: pathToFileURL(pdfjsPath).href,
      standardFontDataUrl: `${fontsDir}/`,
      pdf: Uint8Array.from(pdf),
      page,
      scale,
    },
  });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', (message: WorkerAnswer) => resolve(message));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the pdf.js worker exited with code ${code} before answering`)));
    });
    if (answer.error !== undefined || !answer.rgba || !answer.width || !answer.height) {
      throw new Error(`pdf.js could not draw page ${page}: ${answer.error ?? 'no pixels'}`);
    }
    return {
      width: answer.width,
      height: answer.height,
      rgba: new Uint8ClampedArray(answer.rgba.buffer, answer.rgba.byteOffset, answer.rgba.byteLength),
    };
  } finally {
    await worker.terminate();
  }
}

/**
 * The text of the QR code printed on a page of a PDF, decoded with jsQR from the page as pdf.js draws it —
 * what a phone scanning the printed page would read. Rejects when the page holds no readable QR code.
 */
export async function decodePdfQr(pdf: Buffer | Uint8Array, page = 1, scale = 4): Promise<string> {
  const rendered = await renderPdfPage(pdf, page, scale);
  const code = jsQR(rendered.rgba, rendered.width, rendered.height);
  if (!code) throw new Error(`no readable QR code on page ${page} of the PDF`);
  return code.data;
}
