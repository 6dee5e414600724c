/// <reference types="pdfkit" />
import { describe, expect, it } from '@jest/globals';
import { popplerText, popplerWords } from '@portal/testing';
import { fontRuns, newPdfDocument, writePdfText as sut } from './pdf-fonts';

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void, { compress = true } = {}): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({ size: 'A5', margin: 0, compress });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

describe('fontRuns', () => {
  it('keeps plain Latin text in one Helvetica run, so no font is embedded for most cards', () => {
    expect(fontRuns('Ravi Kumar, Jayanagar - Bengaluru')).toEqual([
      { subset: 'standard', text: 'Ravi Kumar, Jayanagar - Bengaluru' },
    ]);
  });

  it('prints a Kannada name in the Kannada face and the rest in Noto, on one baseline', () => {
    expect(fontRuns('Ravi ರವಿ ಕುಮಾರ್')).toEqual([
      { subset: 'latin', text: 'Ravi ' },
      { subset: 'knda', text: 'ರವಿ ಕುಮಾರ್' },
    ]);
  });

  it('keeps a zero-width joiner inside its Kannada run, so the conjunct is shaped whole', () => {
    expect(fontRuns('ಕ್\u200dಷ')).toEqual([{ subset: 'knda', text: 'ಕ್\u200dಷ' }]);
  });

  it('prints a Devanagari name in the Devanagari face', () => {
    expect(fontRuns('Ravi राम')).toEqual([
      { subset: 'latin', text: 'Ravi ' },
      { subset: 'deva', text: 'राम' },
    ]);
  });

  it('takes the rupee sign and accented letters from the latin-ext face', () => {
    expect(fontRuns('₹500').map((run) => run.subset)).toEqual(['ext', 'latin']);
    expect(fontRuns('Łukasz').map((run) => run.subset)).toEqual(['ext', 'latin']);
  });
});

/** Where each piece of text starts (x) and its baseline (y), read from an uncompressed document's text matrices. */
async function textOrigins(
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Array<{ x: number; y: number; font: string }>> {
  const pdf = await pdfOf(draw, { compress: false });
  return [...pdf.toString('latin1').matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\s*\/(\w+) [\d.]+ Tf/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    font: m[3],
  }));
}

describe('writePdfText', () => {
  it('prints a left-aligned line of Kannada and Latin runs on one baseline, the Kannada not 3 pt below the rest', async () => {
    const origins = await textOrigins((doc) => sut(doc, 'ಸದಸ್ಯರ ಸಂಖ್ಯೆ: PHOTO0042 ರವಿ', 40, 40, { size: 12 }));
    expect(new Set(origins.map((origin) => origin.font)).size).toBe(2);
    expect(origins.length).toBeGreaterThanOrEqual(3);
    for (const origin of origins) expect(origin.y).toBeCloseTo(origins[0].y, 2);
    expect(origins[0].x).toBe(40);
    origins.slice(1).forEach((origin, index) => expect(origin.x).toBeGreaterThan(origins[index].x));
  });

  it('wraps a left-aligned line of several runs within its width, each line on one baseline', async () => {
    const origins = await textOrigins((doc) =>
      sut(doc, 'ಸದಸ್ಯರ ಸಂಖ್ಯೆ: PHOTO0042 ರವಿ ಕುಮಾರ್ Hubballi', 40, 40, { size: 12 }, { width: 120 }),
    );
    const baselines = [...new Set(origins.map((origin) => origin.y.toFixed(2)))];
    expect(baselines.length).toBeGreaterThan(1);
    // Every line starts at the left edge.
    for (const baseline of baselines)
      expect(Math.min(...origins.filter((o) => o.y.toFixed(2) === baseline).map((o) => o.x))).toBe(40);
  });

  it('lets a reader copy Kannada as written, in its place on the line, though shaping reorders its glyphs', async () => {
    const pdf = await pdfOf((doc) => {
      sut(doc, 'Member: ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ (PHOTO0007)', 40, 40, { size: 12 });
      sut(doc, 'Next line', 40, 70, { size: 12 });
    });
    // Without the runs' ActualText poppler reads the glyphs in drawing order: "ಲಕಿ್ಷ್ಮೕ ತಿ್ರವೇಣಿ".
    expect((await popplerText(pdf)).trim().split('\n')).toEqual(['Member: ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ (PHOTO0007)', 'Next line']);
  });

  it("marks each line of a wrapped Kannada run with that line's own text", async () => {
    const pdf = await pdfOf((doc) => sut(doc, 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ', 40, 40, { size: 12 }, { width: 110 }));
    const lines = (await popplerText(pdf))
      .trim()
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toEqual(['ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ ಲಕ್ಷ್ಮೀ', 'ತ್ರಿವೇಣಿ']);
  });

  it('centres a line of Kannada and Latin runs as one line, the runs side by side rather than over each other', async () => {
    // A5 is 419.5 pt wide: the line is centred between 40 and 379.5.
    const pdf = await pdfOf((doc) =>
      sut(doc, 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO0042', 40, 40, { size: 12, weight: 700 }, { width: 339.5, align: 'center' }),
    );
    expect((await popplerText(pdf)).trim()).toBe('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO0042');
    const words = await popplerWords(pdf);
    words.slice(1).forEach((word, index) => expect(word.x).toBeGreaterThanOrEqual(words[index].x + words[index].width));
    const [left, right] = [words[0].x - 40, 379.5 - (words.at(-1)!.x + words.at(-1)!.width)];
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  it('wraps centred text of several runs within its width and height, ending the last line that fits with …', async () => {
    const text = 'ಈ ಚೀಟಿ ಸಂಘದ ಸ್ವತ್ತು. ಇದನ್ನು ಇತರರಿಗೆ ವರ್ಗಾಯಿಸುವಂತಿಲ್ಲ. ಸಿಕ್ಕಿದಲ್ಲಿ ದಯವಿಟ್ಟು ಸಂಘದ ಕಚೇರಿಗೆ ಹಿಂತಿರುಗಿಸಿ.';
    const pdf = await pdfOf((doc) =>
      sut(doc, text, 40, 40, { size: 10 }, { width: 150, align: 'center', height: 35, ellipsis: true }),
    );
    const lines = (await popplerText(pdf))
      .trim()
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(text.startsWith(`${lines.join(' ').slice(0, -1)}`)).toBe(true);
    for (const word of await popplerWords(pdf)) {
      expect(word.x).toBeGreaterThanOrEqual(40);
      expect(word.x + word.width).toBeLessThanOrEqual(190.5);
    }
  });
});
