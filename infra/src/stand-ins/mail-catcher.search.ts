import type { CapturedMessage, MailAddress } from './mail-catcher.store';

/**
 * The part of Mailpit's search syntax tests reach for: free words, quoted phrases,
 * `to:` `from:` `cc:` `bcc:` `reply-to:` `subject:` `message-id:` `is:read|unread`
 * `has:attachment`, and negation with a leading `-` or `!`. All matching is
 * case-insensitive substring matching, as in Mailpit.
 */
export function matchesQuery(message: CapturedMessage, query: string): boolean {
  return parseQuery(query).every((term) => matchesTerm(message, term) !== term.negated);
}

interface Term {
  negated: boolean;
  field: string | undefined;
  value: string;
}

const FIELDS = new Set(['to', 'from', 'cc', 'bcc', 'reply-to', 'subject', 'message-id', 'is', 'has']);

function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  const pattern = /([-!]?)(?:([a-z-]+):)?(?:"([^"]*)"|(\S+))/gi;
  for (const match of query.matchAll(pattern)) {
    const [whole, sign, field, quoted, bare] = match;
    const known = field !== undefined && FIELDS.has(field.toLowerCase());
    const value = known ? (quoted ?? bare ?? '') : whole.replace(/^[-!]/, '').replace(/"/g, '');
    if (value === '') continue;
    terms.push({
      negated: sign !== '',
      field: known ? field.toLowerCase() : undefined,
      value: value.toLowerCase(),
    });
  }
  return terms;
}

function matchesTerm(m: CapturedMessage, term: Term): boolean {
  const has = (haystack: string): boolean => haystack.toLowerCase().includes(term.value);
  const inAddresses = (list: MailAddress[]): boolean => list.some((a) => has(`${a.name} <${a.address}>`));
  switch (term.field) {
    case 'to':
      return inAddresses(m.to);
    case 'from':
      return inAddresses([m.from]);
    case 'cc':
      return inAddresses(m.cc);
    case 'bcc':
      return inAddresses(m.bcc);
    case 'reply-to':
      return inAddresses(m.replyTo);
    case 'subject':
      return has(m.subject);
    case 'message-id':
      return has(m.messageId);
    case 'is':
      return term.value === 'read' ? m.read : term.value === 'unread' ? !m.read : false;
    case 'has':
      return term.value.startsWith('attachment') ? m.attachments.length > 0 : false;
    default:
      return has(m.subject) || has(m.text) || inAddresses([m.from, ...m.to, ...m.cc, ...m.bcc]);
  }
}
