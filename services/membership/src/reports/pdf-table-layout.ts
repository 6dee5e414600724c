/**
 * How a PDF report's table fits the page (issue 29): each column as wide as what it holds, the page turned to
 * landscape only when the columns need it, and long values wrapped onto more lines instead of cut. Values a reader
 * copies (ids, e-mails, phones, dates, amounts) are kept on one line; words wrap only in text meant to be read.
 * Pure functions over a `measure` of text in points, so they are tested without drawing.
 */

/** Width of `text` in points at the table's font size, in the given weight. */
export type Measure = (text: string, bold: boolean) => number;

export interface LayoutColumn {
  header: string;
  /** Kept on one line (ids, e-mails, phones, dates, amounts); otherwise wrapped at spaces. */
  keepWhole: boolean;
}

export interface TableLayout {
  landscape: boolean;
  /** Each column's width in points, padding included; together the page's usable width. */
  widths: number[];
}

/** A4 in points, less the margins on both sides. */
export const A4 = { short: 595.28, long: 841.89 };
/** A wrapped column is not made wider than this for its longest value: such values take more lines instead. */
const WRAP_COLUMN_CAP = 200;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

const widest = (texts: string[], measure: Measure, bold: boolean) =>
  texts.reduce((max, text) => Math.max(max, measure(text, bold)), 0);
/**
 * Points of slack when asking whether text fits: a column sized to a word plus its padding, less the padding, can
 * come back a hair narrower than the word in floating point ((w + 8) - 8 < w for about one width in thirteen), and
 * the header "Status" was then broken inside the word (seen in full runs of the reports API test).
 */
const FIT_TOLERANCE = 0.01;
const wordsOf = (text: string) => text.split(' ').filter(Boolean);

/**
 * Sizes the columns from their headers and a sample of rows (the report's first page of rows: a report streams,
 * so later rows fit the widths chosen here, wrapping or, for a value kept whole, printing smaller).
 */
export function layoutTable(
  columns: LayoutColumn[],
  sample: string[][],
  measure: Measure,
  options: { margin: number; padding: number },
): TableLayout {
  const pad = 2 * options.padding;
  const natural: number[] = [];
  const minimum: number[] = [];
  // No column is narrower than its header's longest word: a header is never broken inside a word.
  const floor: number[] = [];
  columns.forEach((column, i) => {
    const values = sample.map((row) => row[i] ?? '');
    const header = measure(column.header, true);
    const longestHeaderWord = widest(wordsOf(column.header), measure, true);
    floor.push(longestHeaderWord + pad);
    const longest = widest(values, measure, false);
    if (column.keepWhole) {
      natural.push(Math.max(header, longest) + pad);
      minimum.push(Math.max(longestHeaderWord, longest) + pad);
    } else {
      const longestWord = widest(values.flatMap(wordsOf), measure, false);
      natural.push(Math.max(header, Math.min(longest, WRAP_COLUMN_CAP)) + pad);
      minimum.push(Math.max(longestHeaderWord, Math.min(longestWord, WRAP_COLUMN_CAP / 2)) + pad);
    }
  });
  const sum = (list: number[]) => list.reduce((total, width) => total + width, 0);
  const portraitWidth = A4.short - 2 * options.margin;
  const landscape = sum(natural) > portraitWidth;
  const usable = (landscape ? A4.long : A4.short) - 2 * options.margin;

  let widths: number[];
  if (sum(natural) <= usable) {
    // Room to spare: every column grows in proportion, so the table spans the page.
    const grow = usable / sum(natural);
    widths = natural.map((width) => width * grow);
  } else if (sum(minimum) <= usable) {
    // Too wide: the columns with room to give (wrapped text) give it, in proportion to what each can give.
    const slack = natural.map((width, i) => width - minimum[i]);
    const give = (sum(natural) - usable) / sum(slack);
    widths = natural.map((width, i) => width - slack[i] * give);
  } else {
    // Even the narrowest layout is too wide: each column keeps its header's longest word and the rest of the line is
    // shared in proportion to what each needs beyond it; values kept whole then print smaller.
    const beyond = minimum.map((width, i) => width - floor[i]);
    const room = usable - sum(floor);
    widths =
      room > 0 && sum(beyond) > 0
        ? floor.map((width, i) => width + (beyond[i] * room) / sum(beyond))
        : floor.map((width) => (width * usable) / sum(floor));
  }
  return { landscape, widths };
}

/**
 * `text` broken into lines no wider than `available`: at spaces, and inside a word only when the word alone is wider
 * (whole characters as readers see them, so a Kannada conjunct is never split).
 */
export function wrapText(text: string, available: number, measure: Measure, bold: boolean): string[] {
  const width = available + FIT_TOLERANCE;
  if (text === '') return [''];
  if (measure(text, bold) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of wordsOf(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(word, bold) <= width) {
      line = word;
      continue;
    }
    for (const { segment } of GRAPHEMES.segment(word)) {
      if (line && measure(line + segment, bold) > width) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The font size at which `text` fits `width` on one line: `size` when it fits, else smaller, down to `smallest`. */
export function fittingSize(text: string, width: number, size: number, smallest: number, measure: Measure): number {
  const natural = measure(text, false);
  if (natural <= width + FIT_TOLERANCE) return size;
  return Math.max(smallest, Math.floor(((size * width) / natural) * 10) / 10);
}
