import type { MemberStatus } from '@portal/contracts';

const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy of the day in India; 'Not Set' when there is no date (spec part 1 §2, the card's valid until). */
export function cardDate(date: Date | null): string {
  return date ? indianDate.format(date) : 'Not Set';
}

/** The status as cards and the verification page print it: 'Active', 'Suspended'... */
export function statusLabel(status: MemberStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Two letters for the photo frame of a member without a photo. */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => Array.from(part)[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The photo formats pdfkit embeds; other photos (WebP, GIF) leave the frame with the initials. */
export function embeddablePhoto(contentType: string | null): boolean {
  return contentType === 'image/jpeg' || contentType === 'image/png' || contentType === 'image/jpg';
}

/** What a card and a certificate show of a member; gathered by the service from the live record. */
export interface CardMember {
  name: string;
  memberId: string;
  status: MemberStatus;
  phone: string;
  email: string | null;
  address: string | null;
  memberSince: Date | null;
  validUntil: Date | null;
  /** JPEG or PNG bytes, or null for the initials. */
  photo: Buffer | null;
}

export interface CardIssue {
  associationName: string;
  issuedAt: Date;
  /** What the QR code holds: the signed verification page, with the signed pass in its fragment (`#pass=…`). */
  verificationUrl: string;
}
