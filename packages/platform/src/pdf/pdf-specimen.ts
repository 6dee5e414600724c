/// <reference types="pdfkit" />
import { newPdfDocument, pdfFontName, PdfTextStyle, writePdfText } from './pdf-fonts';

/**
 * How a specimen draws its text: `shaped` as every portal PDF does (writePdfText); `letters` one character at a
 * time, so no conjunct is formed (what an unshaped writer prints); `latin` in Noto Sans's Latin face, which has no
 * Kannada glyphs (what a PDF without the Kannada font prints: empty boxes).
 */
export type SpecimenDrawing = 'shaped' | 'letters' | 'latin';

/**
 * A one-page PDF holding only `text` in `style`, drawn as `drawing` says: the reference the PDF tests compare a
 * printed name with (rendered with pdftoppm), and the wrong drawings that must not match it.
 */
export function renderPdfSpecimen(
  text: string,
  style: PdfTextStyle,
  drawing: SpecimenDrawing = 'shaped',
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({ size: [Math.max(200, text.length * style.size * 1.5), style.size * 4], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const at = { x: style.size, y: style.size };
    if (drawing === 'shaped') writePdfText(doc, text, at.x, at.y, style, { lineBreak: false });
    else {
      const font = pdfFontName(drawing === 'latin' ? 'latin' : 'knda', style.weight ?? 400);
      doc
        .fontSize(style.size)
        .fillColor(style.color ?? '#1f1f1f')
        .font(font);
      const letters = drawing === 'letters' ? Array.from(text) : [text];
      letters.forEach((letter, index) => {
        const continued = index < letters.length - 1;
        if (index === 0) doc.text(letter, at.x, at.y, { lineBreak: false, continued });
        else doc.text(letter, { lineBreak: false, continued });
      });
    }
    doc.end();
  });
}

/** The text as each drawing draws it (see SpecimenDrawing): the shaped reference and the two wrong drawings. */
export async function renderPdfSpecimens(text: string, style: PdfTextStyle): Promise<Record<SpecimenDrawing, Buffer>> {
  const [shaped, letters, latin] = await Promise.all(
    (['shaped', 'letters', 'latin'] as const).map((drawing) => renderPdfSpecimen(text, style, drawing)),
  );
  return { shaped, letters, latin };
}
