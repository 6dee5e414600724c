/**
 * What a member types to sign in or to ask for a password link: member id, e-mail or phone (spec part 1 §6),
 * normalised the one way identity matches it and the gateway counts failed sign-ins by it.
 */

/**
 * An Indian mobile number as ten digits: spaces, dashes, dots and brackets
 * dropped, and a leading +91, 91 or 0 removed. Null when it is not one.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^0091/, '');
  if (/^\d{10}$/.test(digits)) return digits;
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return null;
}

export function normaliseEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim().toLowerCase();
  return email ? email : null;
}

export function normaliseMemberId(raw: string): string {
  return raw.trim().toUpperCase();
}

/** What a typed member id, e-mail or phone number can match (spec part 1 §6: any of the three). */
export interface LoginIdentifier {
  memberId: string;
  email: string | null;
  phone: string | null;
}

export function parseLoginIdentifier(raw: string): LoginIdentifier {
  const trimmed = raw.trim();
  return {
    memberId: normaliseMemberId(trimmed),
    email: trimmed.includes('@') ? normaliseEmail(trimmed) : null,
    phone: normalisePhone(trimmed),
  };
}
