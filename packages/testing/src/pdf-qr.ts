import { runPdfjs } from './pdfjs-worker';

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

// pdf.js draws with @napi-rs/canvas in Node; the pixels come back as one transferable buffer.
const DRAW_PAGE = `
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
`;

/** Draws one page (1-based) of a PDF with pdf.js, as a reader shows it, at `scale` pixels per point. */
export async function renderPdfPage(pdf: Buffer | Uint8Array, page = 1, scale = 4): Promise<RenderedPage> {
  const answer = await runPdfjs<WorkerAnswer>(DRAW_PAGE, pdf, { page, scale });
  if (answer.error !== undefined || !answer.rgba || !answer.width || !answer.height) {
    throw new Error(`pdf.js could not draw page ${page}: ${answer.error ?? 'no pixels'}`);
  }
  return {
    width: answer.width,
    height: answer.height,
    rgba: new Uint8ClampedArray(answer.rgba.buffer, answer.rgba.byteOffset, answer.rgba.byteLength),
  };
}

/**
 * The text of the QR code printed on a page of a PDF, decoded with jsQR from the page as pdf.js draws it —
 * what a phone scanning the printed page would read. Rejects when the page holds no readable QR code.
 */
export async function decodePdfQr(pdf: Buffer | Uint8Array, page = 1, scale = 4): Promise<string> {
  const rendered = await renderPdfPage(pdf, page, scale);
  // Loaded here rather than with @portal/testing, which every test file imports.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jsQR = (require('jsqr') as typeof import('jsqr')).default;
  const code = jsQR(rendered.rgba, rendered.width, rendered.height);
  if (!code) throw new Error(`no readable QR code on page ${page} of the PDF`);
  return code.data;
}
