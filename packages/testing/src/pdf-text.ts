import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What a PDF says, as a reader copying its text would get it. */
export interface PdfText {
  /** Each page's text, one line per line of the page; runs that stand apart on a line are split by a space. */
  pages: string[];
  /** All pages, joined by blank lines. */
  text: string;
  /** The document information dictionary (Title, Author, Creator, ...). */
  info: Record<string, unknown>;
}

interface WorkerAnswer {
  pages?: string[];
  info?: Record<string, unknown>;
  error?: string;
}

/*
 * pdfjs-dist is ES modules only, and this repo runs as CommonJS: under Jest (no --experimental-vm-modules)
 * any `import()` fails, whatever TypeScript makes of it. A worker thread is a plain Node realm outside Jest's
 * module system, so pdf.js is loaded there and only the extracted strings come back.
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
    const pages = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        // pdf.js adds its own ' ' items where runs on a line are apart, so runs are joined as they are.
        if (typeof item.str !== 'string') continue;
        text += item.str;
        if (item.hasEOL) text += '\\n';
      }
      pages.push(text.replace(/[ \\t]+\\n/g, '\\n').trim());
    }
    const { info } = await document.getMetadata();
    parentPort.postMessage({ pages, info: JSON.parse(JSON.stringify(info ?? {})) });
  } finally {
    await document.destroy();
  }
})().catch((error) =>
  parentPort.postMessage({ error: error && error.message ? error.name + ': ' + error.message : String(error) }),
);
`;

/**
 * Extracts the text and metadata of a PDF with pdf.js (Mozilla's reader), so tests check what a member would
 * read in the file rather than the bytes a writer happened to produce. Rejects when pdf.js cannot open it.
 */
export async function extractPdfText(pdf: Buffer | Uint8Array): Promise<PdfText> {
  const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pdfjsUrl: pathToFileURL(pdfjsPath).href,
      // pdf.js in Node reads this as a file path; without it fonts that are not embedded (Helvetica) log warnings.
      standardFontDataUrl: `${fontsDir}/`,
      // A copy: pdf.js detaches the buffer it is given.
      pdf: Uint8Array.from(pdf),
    },
  });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', (message: WorkerAnswer) => resolve(message));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the pdf.js worker exited with code ${code} before answering`)));
    });
    if (answer.error !== undefined || answer.pages === undefined) {
      throw new Error(`pdf.js could not read the PDF: ${answer.error ?? 'no pages'}`);
    }
    return { pages: answer.pages, text: answer.pages.join('\n\n'), info: answer.info ?? {} };
  } finally {
    await worker.terminate();
  }
}
