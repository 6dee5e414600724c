/*
 * As on payment receipts: Helvetica (built into every PDF reader, nothing to embed, so thousands of cards stay
 * fast) for Latin-1 text, and Noto Sans (OFL, from @fontsource/noto-sans) for everything else, chosen per run
 * of text: its latin subset (dashes, quotes), latin-ext (the rupee sign, accented names) and Devanagari, so a
 * name written in Devanagari prints as written. Only the subsets a document uses are embedded.
 */
const fontFile = (subset: string, weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

const FONTS = {
  latin: { 400: fontFile('latin', 400), 700: fontFile('latin', 700) },
  ext: { 400: fontFile('latin-ext', 400), 700: fontFile('latin-ext', 700) },
  deva: { 400: fontFile('devanagari', 400), 700: fontFile('devanagari', 700) },
} as const;
type Subset = keyof typeof FONTS | 'standard';
export type Weight = 400 | 700;

const fontName = (subset: Subset, weight: Weight) =>
  subset === 'standard' ? (weight === 700 ? 'Helvetica-Bold' : 'Helvetica') : `noto-${subset}-${weight}`;

/** Registers the subsets on a new document; call once per document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const subset of Object.keys(FONTS) as Array<keyof typeof FONTS>) {
    for (const weight of [400, 700] as const) doc.registerFont(fontName(subset, weight), FONTS[subset][weight]);
  }
}

function subsetOf(codePoint: number): Subset {
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) return 'deva';
  // Helvetica's WinAnsi encoding holds Latin-1 (less the C1 controls).
  if (codePoint <= 0x7e || (codePoint >= 0xa0 && codePoint <= 0xff)) return 'standard';
  if (codePoint >= 0x2000 && codePoint <= 0x206f) return 'latin';
  return 'ext';
}

/**
 * The text cut into runs of one subset each; spaces stay in the run they follow so runs stay few. Text that
 * needs Noto anywhere is Noto throughout: Helvetica sits at another height, and the runs must share a baseline.
 */
export function fontRuns(text: string): Array<{ subset: Subset; text: string }> {
  const runs: Array<{ subset: Subset; text: string }> = [];
  const chars = Array.from(text);
  const allStandard = chars.every((char) => subsetOf(char.codePointAt(0) ?? 0) === 'standard');
  for (const char of chars) {
    const codePoint = char.codePointAt(0) ?? 0;
    const own = subsetOf(codePoint);
    const subset =
      char === ' ' && runs.length > 0
        ? runs[runs.length - 1].subset
        : own === 'standard' && !allStandard
          ? 'latin'
          : own;
    const last = runs[runs.length - 1];
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Writes text at (x, y) in the right subset per run; options are pdfkit's (width, align, height, ellipsis...). */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text.length > 0 ? text : ' ');
  doc.fontSize(style.size).fillColor(style.color ?? '#1f1f1f');
  runs.forEach((run, index) => {
    doc.font(fontName(run.subset, style.weight ?? 400));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
}
