/**
 * Issue 31's check on a page shown in Kannada: the English words its visible text still holds, apart from those
 * allowed to stay in Latin letters: people's names and member ids (passed in, or shaped like PHOTO0042), e-mail
 * addresses, ESI, Postal, UPI, the short name KPWA, a language's own name in the switch (English), file types and
 * sizes, and ₹ amounts (digits, which are not words).
 */
export const KEPT_IN_LATIN = ['ESI', 'Postal', 'UPI', 'KPWA', 'English', 'PDF', 'CSV', 'JPG', 'PNG', 'MB'];

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const MEMBER_ID = /^[A-Z]+\d+$/;

export function englishWordsIn(text: string, allowed: readonly string[] = []): string[] {
  const keep = new Set([...KEPT_IN_LATIN, ...allowed]);
  const words = text.replace(EMAIL, ' ').match(/[A-Za-z][A-Za-z0-9'’]*/g) ?? [];
  return [...new Set(words.filter((word) => !keep.has(word) && !MEMBER_ID.test(word)))];
}

/** The page's text as people read it: each text node apart, without the tests' location probe, scripts or styles. */
export function visibleText(root: Element = document.body): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [data-testid="location"]')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}
