import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/*
 * pdfjs-dist is ES modules only, and this repo runs as CommonJS: under Jest (no --experimental-vm-modules)
 * any `import()` fails, whatever TypeScript makes of it. A worker thread is a plain Node realm outside Jest's
 * module system, so pdf.js is loaded there and only plain results come back.
 */

/**
 * Runs `body` in a worker thread with the PDF open in pdf.js as `document` and `workerData` in scope; the body
 * posts its result with `parentPort.postMessage(...)`. Rejects with `failure` and pdf.js's message when pdf.js
 * cannot open the file or the body throws, and when the worker dies before answering.
 */
export async function runPdfjs<T extends { error?: string }>(
  body: string,
  pdf: Buffer | Uint8Array,
  data: Record<string, unknown> = {},
): Promise<T> {
  const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const source = `
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
${body}
  } finally {
    await document.destroy();
  }
})().catch((error) =>
  parentPort.postMessage({ error: error && error.message ? error.name + ': ' + error.message : String(error) }),
);
`;
  const worker = new Worker(source, {
    eval: true,
    workerData: {
      ...data,
      pdfjsUrl: pathToFileURL(pdfjsPath).href,
      // pdf.js in Node reads this as a file path; without it fonts that are not embedded (Helvetica) log warnings.
      standardFontDataUrl: `${fontsDir}/`,
      // A copy: pdf.js detaches the buffer it is given.
      pdf: Uint8Array.from(pdf),
    },
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.once('message', (message: T) => resolve(message));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the pdf.js worker exited with code ${code} before answering`)));
    });
  } finally {
    await worker.terminate();
  }
}
