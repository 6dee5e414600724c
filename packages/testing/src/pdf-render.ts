import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/*
 * What a PDF prints, read with poppler (pdftotext, pdftoppm from poppler-utils, which .ci/run installs): the text a
 * reader copies (poppler reads /ActualText, which pdf.js's text layer does not, so shaped scripts such as Kannada
 * come back as written) and the pixels of a region of a page, to compare a printed name with a reference drawing.
 */

const execFileAsync = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer | Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-render-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page as pdftotext reads it (reading order, UTF-8). */
export async function popplerText(pdf: Buffer | Uint8Array): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await execFileAsync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return stdout;
  });
}

/** A piece of text on a page and its box, in points from the page's top left corner. */
export interface PdfTextBox {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words pdftotext finds, each with its box (pdftotext -bbox). */
export async function popplerWords(pdf: Buffer | Uint8Array): Promise<PdfTextBox[]> {
  const html = await withPdfFile(pdf, async (file) => {
    const { stdout } = await execFileAsync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return stdout;
  });
  const words: PdfTextBox[] = [];
  let page = 0;
  const pattern = /<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(pattern)) {
    if (match[0] === '<page') {
      page++;
      continue;
    }
    const [xMin, yMin, xMax, yMax] = match.slice(1, 5).map(Number);
    const text = match[5].replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);
    words.push({ page, text, x: xMin, y: yMin, width: xMax - xMin, height: yMax - yMin });
  }
  return words;
}

/**
 * The box of each place `text` is printed: one word, or words in a row on one line that read as `text` joined by
 * spaces (a run marked with its ActualText is one word, spaces and all).
 */
export async function findPdfText(pdf: Buffer | Uint8Array, text: string): Promise<PdfTextBox[]> {
  const words = await popplerWords(pdf);
  const wanted = text.trim();
  const found: PdfTextBox[] = [];
  words.forEach((first, start) => {
    let read = '';
    for (let end = start; end < words.length && words[end].page === first.page; end++) {
      read = `${read} ${words[end].text.trim()}`.trim();
      if (read === wanted) {
        const row = words.slice(start, end + 1);
        const x = Math.min(...row.map((w) => w.x));
        const y = Math.min(...row.map((w) => w.y));
        const right = Math.max(...row.map((w) => w.x + w.width));
        const bottom = Math.max(...row.map((w) => w.y + w.height));
        found.push({ page: first.page, text: wanted, x, y, width: right - x, height: bottom - y });
        return;
      }
      if (!wanted.startsWith(read)) return;
    }
  });
  return found;
}

/** A greyscale image, one byte a pixel (0 black, 255 white), row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A page, or a region of it (points from its top left), rendered by pdftoppm at `dpi`, in grey. */
export async function renderPdfRegion(
  pdf: Buffer | Uint8Array,
  region: { page: number; x?: number; y?: number; width?: number; height?: number },
  dpi: number,
): Promise<GreyImage> {
  const px = (points: number) => String(Math.round((points * dpi) / 72));
  const crop = [
    ...(region.x === undefined ? [] : ['-x', px(region.x)]),
    ...(region.y === undefined ? [] : ['-y', px(region.y)]),
    ...(region.width === undefined ? [] : ['-W', px(region.width)]),
    ...(region.height === undefined ? [] : ['-H', px(region.height)]),
  ];
  return withPdfFile(pdf, async (file, dir) => {
    const root = join(dir, 'region');
    const page = String(region.page);
    await execFileAsync('pdftoppm', [
      '-gray',
      '-singlefile',
      '-r',
      String(dpi),
      '-f',
      page,
      '-l',
      page,
      ...crop,
      file,
      root,
    ]);
    return parsePgm(await readFile(`${root}.pgm`));
  });
}

/** The resolution at which text of `size` points is drawn about 48 pixels high: enough to tell conjuncts apart. */
export function dpiForTextSize(size: number): number {
  return Math.round((72 * 48) / size);
}

/**
 * The ink of each place a PDF prints `text` (found with findPdfText; drawn at `size` points), in page order: the
 * text's box with a little room around it, rendered at dpiForTextSize.
 */
export async function printedInks(pdf: Buffer | Uint8Array, text: string, size: number): Promise<Ink[]> {
  const boxes = await findPdfText(pdf, text);
  return Promise.all(
    boxes.map(async (box) => {
      const region = {
        page: box.page,
        x: box.x - size * 0.3,
        y: box.y - size * 0.1,
        width: box.width + size * 0.6,
        height: box.height + size * 0.2,
      };
      return inkOf(await renderPdfRegion(pdf, region, dpiForTextSize(size)));
    }),
  );
}

/** The ink of a whole page (a specimen holding nothing but one line of `size`-point text), as printedInks renders. */
export async function pageInk(pdf: Buffer | Uint8Array, size: number, page = 1): Promise<Ink> {
  return inkOf(await renderPdfRegion(pdf, { page }, dpiForTextSize(size)));
}

/** A binary (P5) PGM, as pdftoppm -gray writes it. */
function parsePgm(bytes: Buffer): GreyImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') throw new Error('pdftoppm did not write an 8-bit PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = new Uint8Array(bytes.subarray(header[0].length, header[0].length + width * height));
  return { width, height, pixels };
}

/** The ink of an image: the pixels that stand out from its background (its commonest grey), cropped to them. */
export interface Ink {
  width: number;
  height: number;
  /** 1 where there is ink, row by row. */
  mask: Uint8Array;
  count: number;
}

export function inkOf(image: GreyImage, contrast = 96): Ink {
  const histogram = new Array<number>(256).fill(0);
  for (const grey of image.pixels) histogram[grey]++;
  const background = histogram.indexOf(Math.max(...histogram));
  const inked = (x: number, y: number) => Math.abs(image.pixels[y * image.width + x] - background) >= contrast;
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!inked(x, y)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  if (right < 0) return { width: 0, height: 0, mask: new Uint8Array(0), count: 0 };
  const width = right - left + 1;
  const height = bottom - top + 1;
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (inked(left + x, top + y)) {
        mask[y * width + x] = 1;
        count++;
      }
    }
  }
  return { width, height, mask, count };
}

/**
 * How far apart two inks are, from 0 (the same shapes) to 1: the share of inked pixels of either with no ink of
 * the other within a pixel of it, at the best alignment within a few pixels (renderings of the same text at
 * another place on a page differ by sub-pixel positioning).
 */
export function inkDifference(a: Ink, b: Ink, slack = 2): number {
  if (a.count === 0 || b.count === 0) return a.count === b.count ? 0 : 1;
  const at = (ink: Ink, x: number, y: number) =>
    x >= 0 && y >= 0 && x < ink.width && y < ink.height && ink.mask[y * ink.width + x] === 1;
  const near = (ink: Ink, x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (at(ink, x + dx, y + dy)) return true;
    return false;
  };
  const unmatched = (from: Ink, to: Ink, ox: number, oy: number) => {
    let missing = 0;
    for (let y = 0; y < from.height; y++) {
      for (let x = 0; x < from.width; x++)
        if (from.mask[y * from.width + x] === 1 && !near(to, x + ox, y + oy)) missing++;
    }
    return missing;
  };
  let best = 1;
  for (let oy = -slack; oy <= slack; oy++) {
    for (let ox = -slack; ox <= slack; ox++) {
      const missing = unmatched(a, b, ox, oy) + unmatched(b, a, -ox, -oy);
      best = Math.min(best, missing / (a.count + b.count));
    }
  }
  return best;
}

/**
 * Asserts that text printed in a document (its ink, from printedInks) is drawn as the `shaped` specimen draws it,
 * and unlike every other specimen (wrong drawings of the same text: unshaped, or in a font without its script), so
 * the check is seen to fail on wrong drawings. Specimens are one-page PDFs of the text alone at `size` points.
 */
export async function assertPrintedAsSpecimen(
  printed: Ink,
  size: number,
  specimens: { shaped: Buffer | Uint8Array } & Record<string, Buffer | Uint8Array>,
  where: string,
): Promise<void> {
  for (const [drawing, specimen] of Object.entries(specimens)) {
    const difference = inkDifference(printed, await pageInk(specimen, size));
    const percent = `${(difference * 100).toFixed(1)}%`;
    if (drawing === 'shaped') assert.ok(difference < 0.03, `${where}: ${percent} of the ink differs from the specimen`);
    else assert.ok(difference > 0.25, `${where}: only ${percent} of the ink differs from the '${drawing}' specimen`);
  }
}
