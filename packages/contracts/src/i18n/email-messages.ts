import type { Language } from './language';

/*
 * The server's e-mail texts by message id (issue 31), one catalogue per language. English is the spec's wording,
 * word for word; Kannada follows the glossary the web's catalogues use (web/src/i18n/glossary.md). Both have the
 * same ids and the same {{placeholders}} (email-messages.spec.ts). Placeholders take plain text; the e-mail
 * composer escapes it.
 */
const en = {
  'association.name': 'Karnataka Photographers Welfare Association',
  'email.greeting': 'Dear {{name}},',
  'email.defaultName': 'Member',
  'email.regards': 'Regards,',
  'email.buttonFallback': 'If the button does not work, copy this address into your browser:',
  'email.validFor.hour': '1 hour',
  'email.validFor.hours': '{{count}} hours',
  'passwordSetup.subject': 'Set up your password',
  'passwordSetup.requested': 'We received a request to set up the password of your {{association}} member account.',
  'passwordSetup.button': 'Set up your password',
  'passwordSetup.validity': 'This link is valid for {{validFor}} and can be used once.',
  'passwordSetup.notYou': 'If you did not ask for this, you can ignore this e-mail; your account stays as it is.',
  'memberApproved.subject': 'Your membership of the {{association}} has been approved',
  'memberApproved.welcome': 'Good news: your membership application has been approved. Welcome to the {{association}}!',
  'memberApproved.memberId': 'Member ID',
  'memberApproved.setUpFirst': 'To sign in to the member portal, first set up your password:',
  'memberApproved.validity':
    'This link is valid for {{validFor}} and can be used once. If it has expired, request a new one at {{link}}.',
  'memberApproved.signIn': 'Afterwards you can sign in with your member ID, e-mail address or phone number.',
};

export type EmailMessageId = keyof typeof en;

const kn: Record<EmailMessageId, string> = {
  'association.name': 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
  'email.greeting': 'ಆತ್ಮೀಯ {{name}},',
  'email.defaultName': 'ಸದಸ್ಯರೇ',
  'email.regards': 'ವಂದನೆಗಳೊಂದಿಗೆ,',
  'email.buttonFallback': 'ಬಟನ್ ಕೆಲಸ ಮಾಡದಿದ್ದರೆ, ಈ ವಿಳಾಸವನ್ನು ನಿಮ್ಮ ಬ್ರೌಸರ್‌ಗೆ ನಕಲಿಸಿ:',
  'email.validFor.hour': '1 ಗಂಟೆಯ',
  'email.validFor.hours': '{{count}} ಗಂಟೆಗಳ',
  'passwordSetup.subject': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
  'passwordSetup.requested': 'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ.',
  'passwordSetup.button': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
  'passwordSetup.validity': 'ಈ ಲಿಂಕ್ {{validFor}} ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಇದನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು.',
  'passwordSetup.notYou': 'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು; ನಿಮ್ಮ ಖಾತೆ ಹಾಗೆಯೇ ಇರುತ್ತದೆ.',
  'memberApproved.subject': '{{association}}ದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ',
  'memberApproved.welcome': 'ಶುಭ ಸುದ್ದಿ: ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿಯನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ. {{association}}ಕ್ಕೆ ಸುಸ್ವಾಗತ!',
  'memberApproved.memberId': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'memberApproved.setUpFirst': 'ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲು, ಮೊದಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ:',
  'memberApproved.validity':
    'ಈ ಲಿಂಕ್ {{validFor}} ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಇದನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು. ಅದರ ಅವಧಿ ಮುಗಿದಿದ್ದರೆ, {{link}} ನಲ್ಲಿ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.',
  'memberApproved.signIn': 'ನಂತರ ನಿಮ್ಮ ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.',
};

export const EmailMessages: Record<Language, Record<EmailMessageId, string>> = { en, kn };

/** The message in `language` with its {{placeholders}} filled; a placeholder without a value stays as written. */
export function emailMessage(
  language: Language,
  id: EmailMessageId,
  values: Record<string, string | number> = {},
): string {
  return EmailMessages[language][id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The association's name in `language`: the configured name (ASSOCIATION_NAME) in English; in another language
 * the catalogue's translation when the configured name is the association's own English name, else the
 * configured name as it is (a deployment for another association has no translation of its name).
 */
export function associationNameIn(language: Language, configured: string): string {
  return configured === EmailMessages.en['association.name'] ? EmailMessages[language]['association.name'] : configured;
}
