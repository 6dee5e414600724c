import type { Page } from 'playwright-core';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/**
 * Issue 31's allow-list: what may stay in Latin letters on a page shown in Kannada (scheme and product names, the
 * association's short name, file formats, receipt numbers). People's names and member ids are added per page;
 * e-mail addresses and ₹ amounts are not words.
 */
export const KEPT_IN_LATIN = ['ESI', 'Postal', 'UPI', 'KPWA', 'English', 'PDF', 'CSV', 'RCPT', 'JPG', 'PNG', 'MB'];

const WORD = /[A-Za-z][A-Za-z0-9'’]*/g;

/** The Latin-letter words in some texts (what people wrote, fetched from the API), to allow them as written. */
export const wordsOf = (...texts: unknown[]): string[] =>
  texts.flatMap((text) => (typeof text === 'string' ? (text.match(WORD) ?? []) : []));

/**
 * The English words in what the page shows: each visible text node, apart from Razorpay's own checkout (the
 * payment gateway's page, not the portal's), e-mail addresses, member ids and the words `allowed`.
 */
export async function englishWordsShown(page: Page, allowed: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const { document, NodeFilter } = globalThis as InPage;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-label="Razorpay Checkout"]')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  const keep = new Set([...KEPT_IN_LATIN, ...allowed]);
  const words = texts.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').match(WORD) ?? [];
  return [...new Set(words.filter((word) => !keep.has(word) && !/^[A-Z]+\d+$/.test(word)))];
}
