import { DEFAULT_LANGUAGE, Language, Languages } from '@portal/contracts';
import { ObjectNotFoundError, ObjectStorage } from '@portal/platform';

/** Where a payment record's receipt is stored (its English one, the record's; an English reader's e-mail attaches it). */
export const receiptKey = (recordId: string) => `receipts/${recordId}.pdf`;
/** Where a refund's credit note is stored (its English one, the refund's). */
export const creditNoteKey = (refundId: string) => `credit-notes/${refundId}.pdf`;

/*
 * Receipts and credit notes in another language than English (issue 31) are stored beside the English file, one per
 * language: receipts/<id>.kn.pdf. A receipt is a fixed document (its date is the day it was made) and a download
 * is streamed from storage by key, so a Kannada reader gets the same file each time, and an English reader never
 * gets it. Made when the receipt or credit note is issued to a Kannada reader (their e-mail attaches it) or on the
 * first Kannada download, and kept, not drawn on each: a Kannada receipt took 0.5–1 s to draw
 * here (its text is shaped and the font subset embedded; English 0.15–0.25 s, on the shared 2-core machine), while
 * checking that the copy is there is one round trip to the store.
 */

/** receipts/<id>.pdf in `language`: the key itself in English, receipts/<id>.kn.pdf in Kannada. */
export function keyIn(key: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? key : key.replace(/\.pdf$/, `.${language}.pdf`);
}

/** The other languages' copies of a stored PDF (for removing with it: they are not on any record). */
export function translatedCopies(key: string): string[] {
  return Languages.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => keyIn(key, language));
}

/** The key of `key`'s copy in `language`, drawn with `render` and stored when it is not there yet. */
export async function storedCopy(
  storage: ObjectStorage,
  key: string,
  language: Language,
  render: () => Promise<Buffer>,
): Promise<string> {
  const copy = keyIn(key, language);
  try {
    await storage.size(copy);
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    await storage.upload(copy, [await render()], 'application/pdf');
  }
  return copy;
}
