/** A search term that names one member by a unique column, answered by that column's unique index. */
export interface ExactKey {
  column: 'member_id' | 'email' | 'phone';
  value: string;
}

const MEMBER_ID = /^[a-z]{5}\d+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^[6-9]\d{9}$/;

/**
 * The unique key a whole search term is, or null: a member id (five letters
 * and digits, any case), an e-mail address, or a 10-digit mobile number (the
 * term as phoneSearchDigits left it, "+91 98450 12345" → "9845012345").
 */
export function exactKeyOf(term: string): ExactKey | null {
  const value = term.trim();
  if (MEMBER_ID.test(value)) return { column: 'member_id', value: value.toUpperCase() };
  if (EMAIL.test(value)) return { column: 'email', value: value.toLowerCase() };
  if (MOBILE.test(value)) return { column: 'phone', value };
  return null;
}

/** SQL for "the member has this key", written so the unique index (members_*_key) answers it. */
export function exactKeyCondition(key: ExactKey, param: (value: unknown) => string): string {
  switch (key.column) {
    case 'member_id':
      return `member_id = ${param(key.value)}`;
    case 'email':
      // The e-mail index is on lower(email) WHERE email IS NOT NULL.
      return `(email IS NOT NULL AND lower(email) = ${param(key.value)})`;
    case 'phone':
      return `phone = ${param(key.value)}`;
  }
}
