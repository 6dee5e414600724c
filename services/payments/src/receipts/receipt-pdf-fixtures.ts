import { PaymentPdfMessages, type PaymentPdfMessageId } from '@portal/contracts';
import { popplerText } from '@portal/testing';

/** The catalogue's English words of the messages whose ids start with `prefixes`, placeholders left out. */
export function englishWords(...prefixes: string[]): string[] {
  return (Object.keys(PaymentPdfMessages.en) as PaymentPdfMessageId[])
    .filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))
    .flatMap((id) => PaymentPdfMessages.en[id].split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length > 1);
}

/**
 * A Kannada PDF's text as poppler reads it (each Kannada run's ActualText: the words as written, not the shaped
 * glyphs' order), with line breaks and runs of spaces as one space: a long label may take two lines.
 */
export async function kannadaPdfText(pdf: Buffer): Promise<string> {
  return (await popplerText(pdf)).replace(/\s+/g, ' ');
}
