import {
  associationNameIn,
  CardPdfMessageId,
  cardPdfMessage,
  cardStatusLabel,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type MemberStatus,
} from '@portal/contracts';

const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * dd/mm/yyyy of the day in India, in every language; 'Not Set' (ನಮೂದಿಸಿಲ್ಲ) when there is no date (spec part 1 §2,
 * the card's valid until).
 */
export function cardDate(date: Date | null, language: Language = DEFAULT_LANGUAGE): string {
  return date ? indianDate.format(date) : cardPdfMessage(language, 'card.notSet');
}

/** What a card or certificate prints besides the member's details, in the language of its issue. */
export interface CardTexts {
  /** The association's name in the card's language (associationNameIn). */
  association: string;
  text(id: CardPdfMessageId, values?: Record<string, string>): string;
  /** dd/mm/yyyy, or Not Set. */
  date(date: Date | null): string;
  /** Active, Suspended..., ಸಕ್ರಿಯ... */
  status(status: MemberStatus): string;
}

export function cardTexts(issue: CardIssue): CardTexts {
  const language = isLanguage(issue.language) ? issue.language : DEFAULT_LANGUAGE;
  return {
    association: associationNameIn(language, issue.associationName),
    text: (id, values) => cardPdfMessage(language, id, values),
    date: (date) => cardDate(date, language),
    status: (status) => cardStatusLabel(language, status),
  };
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
  /**
   * The member's language (issue 31), which the card's and certificate's own texts print in; English when absent.
   * A card is stored as drawn: after a member changes language the stored card stays in the old one until an
   * admin generates their next card (any generation reads the language anew); the certificate follows at once, as
   * it is drawn anew for each download.
   */
  language?: Language;
}
