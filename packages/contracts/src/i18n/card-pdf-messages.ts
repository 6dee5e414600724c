import type { MemberStatus } from '../shapes/member.shapes';
import type { Language } from './language';

/*
 * What the ID card and the membership certificate print besides the member's own details (issue 31), in the
 * member's language. English word for word as the PDFs had it; Kannada as the admin's card preview and the
 * offline card say it (web/src/i18n/locales/kn/admin/id-cards.json, offlineCard.json) and by the glossary
 * (web/src/i18n/glossary.md). Both have the same ids and {{placeholders}} (card-pdf-messages.spec.ts).
 */
const en = {
  'card.pdfTitle': 'ID Card {{memberId}}',
  'card.pdfSubject': 'Membership ID card of {{name}} ({{memberId}})',
  'card.kind': 'MEMBER IDENTITY CARD',
  'card.details': 'MEMBER DETAILS',
  'card.scanToVerify': 'Scan to verify',
  'card.name': 'Name',
  'card.memberId': 'Member ID',
  'card.status': 'Status',
  'card.validUntil': 'Valid Until',
  'card.issueDate': 'Issue Date',
  'card.phone': 'Phone',
  'card.email': 'E-mail',
  'card.address': 'Address',
  'card.notSet': 'Not Set',
  'card.notGiven': 'Not given',
  'card.notice':
    'This card is the property of {{association}}. It is not transferable. ' +
    'If found, please return it to the association office.',
  'certificate.pdfTitle': 'Membership Certificate {{memberId}}',
  'certificate.pdfSubject': 'Certificate of membership of {{name}} ({{memberId}})',
  'certificate.heading': 'CERTIFICATE OF MEMBERSHIP',
  'certificate.certify': 'This is to certify that',
  'certificate.memberId': 'Member ID: {{memberId}}',
  'certificate.registered':
    'is a registered member of the {{association}} and is entitled to the rights and welfare ' +
    'benefits of membership under its rules.',
  'certificate.memberSince': 'Member Since',
  'certificate.issuedOn': 'Issued On',
  'certificate.seal': 'SEAL OF THE',
  'certificate.signatory': 'General Secretary',
  'certificate.scanToVerify': 'Scan to verify this membership',
  'status.active': 'Active',
  'status.expired': 'Expired',
  'status.pending': 'Pending',
  'status.suspended': 'Suspended',
};

export type CardPdfMessageId = keyof typeof en;

const kn: Record<CardPdfMessageId, string> = {
  'card.pdfTitle': 'ಗುರುತಿನ ಚೀಟಿ {{memberId}}',
  'card.pdfSubject': '{{name}} ಅವರ ಸದಸ್ಯತ್ವ ಗುರುತಿನ ಚೀಟಿ ({{memberId}})',
  'card.kind': 'ಸದಸ್ಯರ ಗುರುತಿನ ಚೀಟಿ',
  'card.details': 'ಸದಸ್ಯರ ವಿವರಗಳು',
  'card.scanToVerify': 'ಪರಿಶೀಲಿಸಲು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ',
  'card.name': 'ಹೆಸರು',
  'card.memberId': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'card.status': 'ಸ್ಥಿತಿ',
  'card.validUntil': 'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ',
  'card.issueDate': 'ನೀಡಿದ ದಿನಾಂಕ',
  'card.phone': 'ಫೋನ್',
  'card.email': 'ಇಮೇಲ್',
  'card.address': 'ವಿಳಾಸ',
  'card.notSet': 'ನಮೂದಿಸಿಲ್ಲ',
  'card.notGiven': 'ನೀಡಿಲ್ಲ',
  'card.notice': 'ಈ ಚೀಟಿ {{association}}ದ ಸ್ವತ್ತು. ಇದನ್ನು ಇತರರಿಗೆ ವರ್ಗಾಯಿಸುವಂತಿಲ್ಲ. ' + 'ಸಿಕ್ಕಿದಲ್ಲಿ ದಯವಿಟ್ಟು ಸಂಘದ ಕಚೇರಿಗೆ ಹಿಂತಿರುಗಿಸಿ.',
  'certificate.pdfTitle': 'ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ {{memberId}}',
  'certificate.pdfSubject': '{{name}} ಅವರ ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ ({{memberId}})',
  'certificate.heading': 'ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ',
  'certificate.certify': 'ಈ ಮೂಲಕ ಪ್ರಮಾಣೀಕರಿಸುವುದೇನೆಂದರೆ',
  'certificate.memberId': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: {{memberId}}',
  'certificate.registered':
    'ಇವರು {{association}}ದ ನೋಂದಾಯಿತ ಸದಸ್ಯರಾಗಿದ್ದು, ಸಂಘದ ನಿಯಮಗಳ ಅನ್ವಯ ಸದಸ್ಯತ್ವದ ಹಕ್ಕುಗಳು ' + 'ಮತ್ತು ಕಲ್ಯಾಣ ಸೌಲಭ್ಯಗಳಿಗೆ ಅರ್ಹರಾಗಿರುತ್ತಾರೆ.',
  'certificate.memberSince': 'ಸದಸ್ಯರಾದ ದಿನಾಂಕ',
  'certificate.issuedOn': 'ನೀಡಿದ ದಿನಾಂಕ',
  'certificate.seal': 'ಮುದ್ರೆ',
  'certificate.signatory': 'ಪ್ರಧಾನ ಕಾರ್ಯದರ್ಶಿ',
  'certificate.scanToVerify': 'ಈ ಸದಸ್ಯತ್ವವನ್ನು ಪರಿಶೀಲಿಸಲು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ',
  'status.active': 'ಸಕ್ರಿಯ',
  'status.expired': 'ಅವಧಿ ಮುಗಿದಿದೆ',
  'status.pending': 'ಬಾಕಿ ಇದೆ',
  'status.suspended': 'ಅಮಾನತುಗೊಂಡಿದೆ',
};

export const CardPdfMessages: Record<Language, Record<CardPdfMessageId, string>> = { en, kn };

/** The card's or certificate's text in `language` with its {{placeholders}} filled. */
export function cardPdfMessage(
  language: Language,
  id: CardPdfMessageId,
  values: Record<string, string | number> = {},
): string {
  return CardPdfMessages[language][id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The member status as the card and the certificate print it: Active, ಸಕ್ರಿಯ... */
export function cardStatusLabel(language: Language, status: MemberStatus): string {
  return CardPdfMessages[language][`status.${status}`];
}
