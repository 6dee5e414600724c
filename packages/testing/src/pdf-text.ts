import { runPdfjs } from './pdfjs-worker';

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

// Each page's text, one line per line of the page; runs apart on a line keep pdf.js's own ' ' items.
const EXTRACT_TEXT = `
    const pages = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        text += item.str;
        if (item.hasEOL) text += '\\n';
      }
      pages.push(text.replace(/[ \\t]+\\n/g, '\\n').trim());
    }
    const { info } = await document.getMetadata();
    parentPort.postMessage({ pages, info: JSON.parse(JSON.stringify(info ?? {})) });
`;

/**
 * Extracts the text and metadata of a PDF with pdf.js (Mozilla's reader), so tests check what a member would
 * read in the file rather than the bytes a writer happened to produce. Rejects when pdf.js cannot open it.
 */
export async function extractPdfText(pdf: Buffer | Uint8Array): Promise<PdfText> {
  const answer = await runPdfjs<WorkerAnswer>(EXTRACT_TEXT, pdf);
  if (answer.error !== undefined || answer.pages === undefined) {
    throw new Error(`pdf.js could not read the PDF: ${answer.error ?? 'no pages'}`);
  }
  return { pages: answer.pages, text: answer.pages.join('\n\n'), info: answer.info ?? {} };
}
