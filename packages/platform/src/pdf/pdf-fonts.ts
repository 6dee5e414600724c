/// <reference types="pdfkit" />
/*
 * The portal's PDFs (ID cards, certificates, receipts, reports) draw text with Helvetica (built into every PDF
 * reader, nothing to embed, so thousands of cards stay fast) when all of it is Latin-1, and otherwise with Noto
 * Sans (OFL, from @fontsource), chosen per run of text: its latin subset (dashes, quotes), latin-ext (the rupee
 * sign, accented names), Devanagari, and Noto Sans Kannada, so a name written in Kannada prints as written
 * (pdfkit's fontkit shapes its conjuncts). Only the subsets a document uses are embedded.
 */
import { readFileSync } from 'node:fs';

const noto = (subset: string, weight: Weight) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
const kannada = (weight: Weight) =>
  require.resolve(`@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-${weight}-normal.woff`);

export type Weight = 400 | 700;
type NotoSubset = 'latin' | 'ext' | 'deva' | 'knda';
export type FontSubset = NotoSubset | 'standard';

const FONT_FILES: Record<NotoSubset, (weight: Weight) => string> = {
  latin: (weight) => noto('latin', weight),
  ext: (weight) => noto('latin-ext', weight),
  deva: (weight) => noto('devanagari', weight),
  knda: kannada,
};

/** The name a run's font is registered under on a document (registerPdfFonts). */
export function pdfFontName(subset: FontSubset, weight: Weight = 400): string {
  return subset === 'standard' ? (weight === 700 ? 'Helvetica-Bold' : 'Helvetica') : `noto-${subset}-${weight}`;
}

/**
 * A new pdfkit document with the subsets registered. pdfkit (about 5 MB of heap with fontkit) is loaded when the
 * first PDF is drawn, not when a service starts (issue 28): it comes from the services that draw PDFs (membership,
 * payments), which depend on it.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new (loadPdfKit())(options);
  registerPdfFonts(doc);
  return doc;
}

/**
 * pdfkit itself, loaded on first use (about 170 ms, more on a busy machine). A caller about to wait on I/O before
 * its first PDF (a report reading its first page of rows) loads it meanwhile.
 */
export function loadPdfKit(): typeof import('pdfkit') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('pdfkit') as typeof import('pdfkit');
}

/** A font as fontkit parses it: pdfkit takes one in place of a file (it looks for `layout`). */
interface ParsedFont {
  layout(text: string): unknown;
}

/** Each subset's registered name and parsed font, made with the first document. */
let parsedFonts: Array<[name: string, font: ParsedFont]> | undefined;

/**
 * Registers the subsets on a new document; call once per document (nothing is embedded until used). Each file is
 * read and parsed once per process (per thread), with the fontkit pdfkit itself uses, and that font handed to every
 * document: given the file, pdfkit parsed it for each document anew, some 14 ms of CPU per subset a document used
 * (a receipt's ₹, a Kannada name), and fontkit keeps the tables and glyphs it has decoded.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  if (!parsedFonts) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fontkit = require('fontkit') as { create(data: Buffer): ParsedFont };
    parsedFonts = (Object.keys(FONT_FILES) as NotoSubset[]).flatMap((subset) =>
      ([400, 700] as const).map((weight): [string, ParsedFont] => [
        pdfFontName(subset, weight),
        fontkit.create(readFileSync(FONT_FILES[subset](weight))),
      ]),
    );
  }
  // pdfkit's types name files and bytes only; it takes a parsed font as well (PDFFontFactory.open).
  for (const [name, font] of parsedFonts) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
}

function subsetOf(codePoint: number): FontSubset {
  if (codePoint >= 0x0c80 && codePoint <= 0x0cff) return 'knda';
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) return 'deva';
  // Helvetica's WinAnsi encoding holds Latin-1 (less the C1 controls).
  if (codePoint <= 0x7e || (codePoint >= 0xa0 && codePoint <= 0xff)) return 'standard';
  if (codePoint >= 0x2000 && codePoint <= 0x206f) return 'latin';
  return 'ext';
}

/**
 * The text cut into runs of one subset each; spaces and the joiners Indic scripts use stay in the run they
 * follow, so runs stay few and conjuncts are shaped whole. Text that needs Noto anywhere is Noto throughout:
 * Helvetica sits at another height, and the runs must share a baseline.
 */
export function fontRuns(text: string): Array<{ subset: FontSubset; text: string }> {
  const runs: Array<{ subset: FontSubset; text: string }> = [];
  const chars = Array.from(text);
  const allStandard = chars.every((char) => subsetOf(char.codePointAt(0) ?? 0) === 'standard');
  for (const char of chars) {
    const own = subsetOf(char.codePointAt(0) ?? 0);
    const joins = char === ' ' || char === '\u200c' || char === '\u200d';
    const subset =
      joins && runs.length > 0 ? runs[runs.length - 1].subset : own === 'standard' && !allStandard ? 'latin' : own;
    const last = runs[runs.length - 1];
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

export interface PdfTextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Writes text at (x, y) in the right font per run; options are pdfkit's (width, align, height, ellipsis...). */
export function writePdfText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: PdfTextStyle,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text.length > 0 ? text : ' ');
  doc.fontSize(style.size).fillColor(style.color ?? '#1f1f1f');
  // pdfkit sets each `continued` piece's baseline from its own font's ascent: left-aligned, a Kannada run sat 3 pt
  // below the Latin ones beside it (ಸದಸ್ಯರ ಸಂಖ್ಯೆ: PHOTO0042). Lines of several runs are laid out here instead.
  if (runs.length > 1 && options.align !== 'justify') {
    writeAlignedRuns(doc, text, x, y, style, options);
    return;
  }
  runs.forEach((run, index) => {
    doc.font(pdfFontName(run.subset, style.weight ?? 400));
    const continued = index < runs.length - 1;
    withActualText(doc, run, () => {
      if (index === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { ...options, continued });
    });
  });
}

/**
 * Text of several runs, laid out here a line at a time: pdfkit aligns each `continued` piece of a line on its own
 * (centred, the runs of ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO0042 were drawn over each other) and gives each its own font's
 * baseline. Words wrap at spaces within `width` (as pdfkit, the page's right margin when not given; one line with
 * lineBreak: false); lines that do not fit `height` are left off, the last one kept ending in an ellipsis when
 * `ellipsis` is set. The runs of a line are drawn left to right from where the line starts, on one baseline.
 */
function writeAlignedRuns(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: PdfTextStyle,
  options: PDFKit.Mixins.TextOptions,
): void {
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const weight = style.weight ?? 400;
  // A line of Latin letters alone stays in Noto, as the rest of the text (fontRuns: Noto throughout).
  const runsOf = (line: string) =>
    fontRuns(line.length > 0 ? line : ' ').map((run) =>
      run.subset === 'standard' ? { ...run, subset: 'latin' as const } : run,
    );
  const measure = (line: string) =>
    runsOf(line).reduce((sum, run) => sum + doc.font(pdfFontName(run.subset, weight)).widthOfString(run.text), 0);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && options.lineBreak !== false && measure(longer) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  // Each face sets its baseline its own ascent below the line's top: the runs share the lowest of them. The line
  // is as tall as the highest ascent and the deepest descent together (Noto Sans rises higher, Kannada's stacked
  // consonants hang lower), so a line's conjuncts do not reach into the next.
  const faces = [...new Set(runsOf(text).map((run) => pdfFontName(run.subset, weight)))].map((name) => {
    doc.font(name);
    const font = (doc as unknown as { _font: { ascender: number; descender: number; lineGap: number } })._font;
    const em = style.size / 1000;
    return { ascent: font.ascender * em, descent: -font.descender * em, gap: font.lineGap * em };
  });
  const ascent = Math.max(...faces.map((face) => face.ascent));
  const lineHeight =
    ascent +
    Math.max(...faces.map((face) => face.descent)) +
    Math.max(...faces.map((face) => face.gap)) +
    (options.lineGap ?? 0);
  const fitting = options.height ? Math.max(1, Math.floor((options.height + 0.01) / lineHeight)) : lines.length;
  if (lines.length > fitting) {
    lines.length = fitting;
    if (options.ellipsis) {
      const words = lines[fitting - 1].split(' ');
      while (words.length > 1 && measure(`${words.join(' ')}…`) > width) words.pop();
      lines[fitting - 1] = `${words.join(' ')}…`;
    }
  }
  lines.forEach((line, index) => {
    const free = width - measure(line);
    let left = x + (options.align === 'center' ? free / 2 : options.align === 'right' ? free : 0);
    for (const run of runsOf(line)) {
      doc.font(pdfFontName(run.subset, weight));
      const baseline = y + index * lineHeight + ascent;
      // Spaces ending a run are drawn outside its ActualText: inside it, a reader took the run and the next one
      // for one word ("ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ (PHOTO0007)").
      const words = run.text.trimEnd();
      const spaces = run.text.slice(words.length);
      withActualText(doc, { ...run, text: words }, () =>
        doc.text(words, left, baseline, { lineBreak: false, baseline: 'alphabetic' }),
      );
      left += doc.widthOfString(words);
      if (spaces) {
        doc.text(spaces, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += doc.widthOfString(spaces);
      }
    }
  });
  doc.x = x;
  doc.y = y + lines.length * lineHeight;
}

/** Scripts whose shaping reorders, splits or merges characters into glyphs (see withActualText). */
const SHAPED_SUBSETS: ReadonlySet<FontSubset> = new Set<FontSubset>(['knda', 'deva']);

/** pdfkit's private text writer: one call per line piece, drawn between its own BT and ET (pdfkit 0.20). */
type FragmentWriter = { _fragment?: (text: string, ...rest: unknown[]) => void };

/**
 * Draws a run with `draw`; each line of a run in a shaped script is marked with its text as written (a Span with
 * /ActualText). Shaping turns ಲಕ್ಷ್ಮೀ into the glyphs ಲ, ಕಿ, ್ಷ, ್ಮ, ೕ (the vowel sign ೀ is drawn as ಿ on the
 * conjunct's first letter plus the length mark after it), and a reader copying or searching the text without the
 * mark gets the glyphs' letters in drawing order, "ಲಕಿ್ಷ್ಮೕ"; poppler (pdftotext, Evince) and Acrobat read the
 * ActualText instead. The mark goes inside pdfkit's BT ... ET of each line: poppler places an ActualText with the
 * graphics state at its EMC, and pdfkit draws text in a coordinate system of its own that ends with the line.
 */
export function withActualText(
  doc: PDFKit.PDFDocument,
  run: { subset: FontSubset; text: string },
  draw: () => void,
): void {
  const writer = doc as unknown as FragmentWriter;
  const fragment = writer._fragment;
  if (!SHAPED_SUBSETS.has(run.subset) || typeof fragment !== 'function') {
    draw();
    return;
  }
  // Both are pdfkit's methods on its prototype: each is shadowed on this document for the run, then unshadowed.
  writer._fragment = (text: string, ...rest: unknown[]) => {
    const addContent = doc.addContent.bind(doc);
    doc.addContent = (content: string) => {
      if (content === 'ET') addContent('EMC');
      addContent(content);
      if (content === 'BT') addContent(`/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      return doc;
    };
    try {
      fragment.call(doc, text, ...rest);
    } finally {
      Reflect.deleteProperty(doc, 'addContent');
    }
  };
  try {
    draw();
  } finally {
    Reflect.deleteProperty(writer, '_fragment');
  }
}

/** A PDF text string: UTF-16BE with its byte order mark, in hex. */
function pdfTextString(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex')}>`;
}

/** The width of text as writePdfText draws it on one line, at the document's current font size. */
export function pdfTextWidth(doc: PDFKit.PDFDocument, text: string, weight: Weight = 400): number {
  return fontRuns(text).reduce(
    (sum, run) => sum + doc.font(pdfFontName(run.subset, weight)).widthOfString(run.text),
    0,
  );
}
