const SEPARATORS = /[\s\-().]/g;
const INDIAN_PREFIXES = [/^\+91(\d{10})$/, /^0091(\d{10})$/, /^91(\d{10})$/, /^0(\d{10})$/, /^(\d{10})$/];

/**
 * An Indian mobile number as its 10 digits, or null. Accepts the ways people
 * write it: +91 / 91 / 0 in front, spaces, dashes, dots and brackets. Mobile
 * numbers start with 6, 7, 8 or 9.
 */
export function normaliseIndianPhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  for (const pattern of INDIAN_PREFIXES) {
    const match = pattern.exec(compact);
    if (match && /^[6-9]/.test(match[1])) return match[1];
  }
  return null;
}

/**
 * The digits to look for when a search term is (part of) a phone number, so
 * "+91 98450-12" finds 9845012xxx; null when the term is not phone-like.
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[\d\s\-+().]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (search.trim().startsWith('+91')) return digits.slice(2) || null;
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(digits.length - 10) : digits;
}
