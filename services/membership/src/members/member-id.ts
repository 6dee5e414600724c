/** Member ids: the association's five-letter prefix and at least four digits (spec part 1 §5). */

export function memberIdFormatMessage(prefix: string): string {
  return `Member ID must be in format ${prefix} followed by at least 4 digits (e.g., ${prefix}0001)`;
}

/** A typed member id trimmed and upper-cased, or null when it does not have the required form. */
export function normaliseMemberId(raw: string, prefix: string): string | null {
  const id = raw.trim().toUpperCase();
  return id.startsWith(prefix) && /^\d{4,}$/.test(id.slice(prefix.length)) ? id : null;
}

/** The id for a sequence number: zero-padded to four digits, longer numbers kept whole. */
export function formatMemberId(prefix: string, n: number | bigint | string): string {
  return `${prefix}${String(n).padStart(4, '0')}`;
}
