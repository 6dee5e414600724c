/*
 * The e-mails that tell a member about something that happened to a request of theirs (issue 31): a renewal request
 * received, an event cancelled, a refund's credit note, a new e-mail address to confirm, a copy of their data ready.
 * Kept apart from email-messages.ts (which merges them) so neither file grows past reading; same rules: English word
 * for word as the e-mails had it, Kannada by the glossary (web/src/i18n/glossary.md), same {{placeholders}}.
 */
export const noticeEmailEn = {
  'notice.readInPortal': 'You can read your notifications in the member portal: {{link}}',
  'email.questionsShort': 'If you have questions, write to us at {{supportEmail}}.',
  'renewalRequested.subject': 'We have received your membership renewal request',
  'renewalRequested.thanks':
    'Thank you: we have received your request to renew your membership of the {{association}}.',
  'renewalRequested.fee': 'Renewal fee',
  'renewalRequested.validOncePaid': 'Valid until, once paid',
  'renewalRequested.howToPay':
    "How to pay: online from the member portal ({{link}}), or at the association's office. " +
    'Your membership is renewed as soon as the fee is recorded; we will e-mail you then.',
  'eventCancelled.subject': 'Event cancelled: {{title}}',
  'eventCancelled.sorry': 'We are sorry to tell you that "{{title}}", which you signed up for, has been cancelled.',
  'eventCancelled.event': 'Event',
  'eventCancelled.date': 'Date',
  'eventCancelled.time': 'Time',
  'eventCancelled.timeValue': '{{time}} IST',
  'eventCancelled.location': 'Location',
  'eventCancelled.apologies': 'We apologise for the inconvenience.',
  'eventCancelled.otherEvents': 'You can find our other upcoming events in the member portal: {{link}}',
  'creditNote.subject': 'Credit note {{number}}',
  'creditNote.refunded': 'We have refunded part or all of your {{scheme}} payment.',
  'creditNote.number': 'Credit note number',
  'creditNote.againstReceipt': 'Against receipt',
  'creditNote.amountRefunded': 'Amount refunded',
  'creditNote.refundedBy': 'Refunded by',
  'creditNote.reason': 'Reason',
  'creditNote.monthsUnpaidAgain': 'Months unpaid again',
  'creditNote.refundDate': 'Refund date',
  'creditNote.attached': 'Your credit note is attached.',
  'refundMethod.razorpay': 'Razorpay (to the original payment)',
  'emailChange.subject': 'Confirm your new e-mail address',
  'emailChange.asked':
    'You asked to use this address for your {{association}} member account. ' +
    'Your e-mail address changes when you confirm it:',
  'emailChange.newAddress': 'New e-mail address',
  'emailChange.button': 'Confirm your e-mail address',
  'emailChange.notYou':
    'If you did not ask for this, you can ignore this e-mail; the account keeps its current address. ' +
    'Questions? Write to {{supportEmail}}.',
  'dataCopyReady.subject': 'Your copy of your data is ready',
  'dataCopyReady.ready':
    'The copy you asked for of all the personal data {{association}} holds about you is ready: one ZIP ' +
    'file with your details, payments, receipts, event sign-ups, messages and your files.',
  'dataCopyReady.until': 'Download until',
  'dataCopyReady.button': 'Sign in to download it',
  'dataCopyReady.security':
    'For your security the file is only downloaded after you sign in, from Profile Settings, and only for the ' +
    'next 7 days; after that, ask for a new one there. Questions? Write to {{supportEmail}}.',
};

export const noticeEmailKn: Record<keyof typeof noticeEmailEn, string> = {
  'notice.readInPortal': 'ನಿಮ್ಮ ಅಧಿಸೂಚನೆಗಳನ್ನು ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಓದಬಹುದು: {{link}}',
  'email.questionsShort': 'ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ, {{supportEmail}} ಗೆ ನಮಗೆ ಬರೆಯಿರಿ.',
  'renewalRequested.subject': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವ ನವೀಕರಣದ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ',
  'renewalRequested.thanks': 'ಧನ್ಯವಾದಗಳು: {{association}}ದ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ನವೀಕರಿಸುವ ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ.',
  'renewalRequested.fee': 'ನವೀಕರಣ ಶುಲ್ಕ',
  'renewalRequested.validOncePaid': 'ಪಾವತಿಯ ನಂತರ ಮಾನ್ಯತೆಯ ಕೊನೆಯ ದಿನ',
  'renewalRequested.howToPay':
    'ಪಾವತಿಸುವ ವಿಧಾನ: ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಿಂದ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ({{link}}), ಅಥವಾ ಸಂಘದ ಕಚೇರಿಯಲ್ಲಿ. ' +
    'ಶುಲ್ಕ ದಾಖಲಾದ ಕೂಡಲೇ ನಿಮ್ಮ ಸದಸ್ಯತ್ವ ನವೀಕರಣಗೊಳ್ಳುತ್ತದೆ; ಆಗ ನಾವು ನಿಮಗೆ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ.',
  'eventCancelled.subject': 'ಕಾರ್ಯಕ್ರಮ ರದ್ದಾಗಿದೆ: {{title}}',
  'eventCancelled.sorry': 'ನೀವು ಹೆಸರು ನೋಂದಾಯಿಸಿದ್ದ "{{title}}" ಕಾರ್ಯಕ್ರಮ ರದ್ದಾಗಿದೆ ಎಂದು ತಿಳಿಸಲು ವಿಷಾದಿಸುತ್ತೇವೆ.',
  'eventCancelled.event': 'ಕಾರ್ಯಕ್ರಮ',
  'eventCancelled.date': 'ದಿನಾಂಕ',
  'eventCancelled.time': 'ಸಮಯ',
  'eventCancelled.timeValue': '{{time}} (ಭಾರತೀಯ ಕಾಲಮಾನ)',
  'eventCancelled.location': 'ಸ್ಥಳ',
  'eventCancelled.apologies': 'ಉಂಟಾದ ಅನಾನುಕೂಲಕ್ಕಾಗಿ ಕ್ಷಮೆಯಾಚಿಸುತ್ತೇವೆ.',
  'eventCancelled.otherEvents': 'ನಮ್ಮ ಮುಂಬರುವ ಇತರ ಕಾರ್ಯಕ್ರಮಗಳನ್ನು ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ನೋಡಬಹುದು: {{link}}',
  'creditNote.subject': 'ಕ್ರೆಡಿಟ್ ನೋಟ್ {{number}}',
  'creditNote.refunded': 'ನಿಮ್ಮ {{scheme}} ಪಾವತಿಯ ಭಾಗಶಃ ಅಥವಾ ಪೂರ್ಣ ಮೊತ್ತವನ್ನು ನಾವು ಮರುಪಾವತಿಸಿದ್ದೇವೆ.',
  'creditNote.number': 'ಕ್ರೆಡಿಟ್ ನೋಟ್ ಸಂಖ್ಯೆ',
  'creditNote.againstReceipt': 'ಸಂಬಂಧಿಸಿದ ರಶೀದಿ',
  'creditNote.amountRefunded': 'ಮರುಪಾವತಿಸಿದ ಮೊತ್ತ',
  'creditNote.refundedBy': 'ಮರುಪಾವತಿಯ ವಿಧಾನ',
  'creditNote.reason': 'ಕಾರಣ',
  'creditNote.monthsUnpaidAgain': 'ಮತ್ತೆ ಪಾವತಿ ಬಾಕಿ ಇರುವ ತಿಂಗಳುಗಳು',
  'creditNote.refundDate': 'ಮರುಪಾವತಿಯ ದಿನಾಂಕ',
  'creditNote.attached': 'ನಿಮ್ಮ ಕ್ರೆಡಿಟ್ ನೋಟ್ ಅನ್ನು ಈ ಇಮೇಲ್‌ನೊಂದಿಗೆ ಲಗತ್ತಿಸಲಾಗಿದೆ.',
  'refundMethod.razorpay': 'Razorpay (ಮೂಲ ಪಾವತಿಗೆ)',
  'emailChange.subject': 'ನಿಮ್ಮ ಹೊಸ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ',
  'emailChange.asked':
    'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಗೆ ಈ ವಿಳಾಸವನ್ನು ಬಳಸಲು ನೀವು ಕೇಳಿದ್ದೀರಿ. ' + 'ನೀವು ದೃಢೀಕರಿಸಿದಾಗ ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಬದಲಾಗುತ್ತದೆ:',
  'emailChange.newAddress': 'ಹೊಸ ಇಮೇಲ್ ವಿಳಾಸ',
  'emailChange.button': 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ',
  'emailChange.notYou':
    'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು; ಖಾತೆಯು ಈಗಿನ ವಿಳಾಸವನ್ನೇ ಉಳಿಸಿಕೊಳ್ಳುತ್ತದೆ. ' +
    'ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ {{supportEmail}} ಗೆ ಬರೆಯಿರಿ.',
  'dataCopyReady.subject': 'ನಿಮ್ಮ ಮಾಹಿತಿಯ ಪ್ರತಿ ಸಿದ್ಧವಾಗಿದೆ',
  'dataCopyReady.ready':
    '{{association}} ನಿಮ್ಮ ಬಗ್ಗೆ ಹೊಂದಿರುವ ಎಲ್ಲಾ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿಯ ನೀವು ಕೇಳಿದ ಪ್ರತಿ ಸಿದ್ಧವಾಗಿದೆ: ನಿಮ್ಮ ವಿವರಗಳು, ' +
    'ಪಾವತಿಗಳು, ರಶೀದಿಗಳು, ಕಾರ್ಯಕ್ರಮಗಳ ನೋಂದಣಿಗಳು, ಸಂದೇಶಗಳು ಮತ್ತು ನಿಮ್ಮ ಫೈಲ್‌ಗಳಿರುವ ಒಂದು ZIP ಫೈಲ್.',
  'dataCopyReady.until': 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಕೊನೆಯ ದಿನ',
  'dataCopyReady.button': 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
  'dataCopyReady.security':
    'ನಿಮ್ಮ ಸುರಕ್ಷತೆಗಾಗಿ ಈ ಫೈಲ್ ಅನ್ನು ನೀವು ಸೈನ್ ಇನ್ ಮಾಡಿದ ನಂತರ ಮಾತ್ರ, ಪ್ರೊಫೈಲ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳಿಂದ, ಮುಂದಿನ 7 ದಿನಗಳವರೆಗೆ ' +
    'ಮಾತ್ರ ಡೌನ್‌ಲೋಡ್ ಮಾಡಬಹುದು; ಅದರ ನಂತರ ಅಲ್ಲಿಯೇ ಹೊಸ ಪ್ರತಿಯನ್ನು ಕೇಳಿ. ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ {{supportEmail}} ಗೆ ಬರೆಯಿರಿ.',
};
