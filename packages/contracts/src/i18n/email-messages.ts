import { ADMIN_ROLE_LABELS } from '../rules/admin-roles';
import type { Language } from './language';
import { noticeEmailEn, noticeEmailKn } from './notice-email-messages';
import { securityEmailEn, securityEmailKn } from './security-email-messages';

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
  'email.linkValidity': 'This link is valid for {{validFor}} and can be used once.',
  'email.memberId': 'Member ID',
  'registrationReceived.subject': 'We have received your membership application ({{memberId}})',
  'registrationReceived.thanks':
    'Thank you for applying for membership of the {{association}}. We have received your application.',
  'registrationReceived.review':
    'An administrator will review your application. We will e-mail you when it has been reviewed; ' +
    'once it is approved you will receive a link to set your password for the member portal.',
  'registrationReceived.questions': 'If you have any questions, write to us at {{supportEmail}}.',
  'memberRejected.subject': 'Update on your membership application',
  'memberRejected.outcome':
    'Thank you for your interest in the {{association}}. After reviewing your application, ' +
    'we are unable to approve your membership at this time.',
  'memberRejected.reasonGiven': 'The reason given by the reviewer:',
  'memberRejected.noReason': 'No specific reason was recorded for this decision.',
  'memberRejected.applyAgain': 'If you have questions or would like to apply again, write to us at {{supportEmail}}.',
  'passwordSetup.subject': 'Set up your password',
  'passwordSetup.requested': 'We received a request to set up the password of your {{association}} member account.',
  'passwordSetup.button': 'Set up your password',
  'passwordSetup.notYou': 'If you did not ask for this, you can ignore this e-mail; your account stays as it is.',
  'passwordReset.subject': 'Reset your password',
  'passwordReset.requested': 'We received a request to reset the password of your {{association}} member account.',
  'passwordReset.button': 'Reset your password',
  'passwordReset.notYou': 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  'memberApproved.subject': 'Your membership of the {{association}} has been approved',
  'memberApproved.welcome': 'Good news: your membership application has been approved. Welcome to the {{association}}!',
  'memberApproved.setUpFirst': 'To sign in to the member portal, first set up your password:',
  'memberApproved.validity':
    'This link is valid for {{validFor}} and can be used once. If it has expired, request a new one at {{link}}.',
  'memberApproved.signIn': 'Afterwards you can sign in with your member ID, e-mail address or phone number.',
  'email.validUntil': 'Valid until',
  'email.scheme': 'Scheme',
  'email.amount': 'Amount',
  'email.dueDate': 'Due date',
  'scheme.esi': 'ESI',
  'scheme.postal': 'Postal',
  'scheme.kutumba_barosa': 'Kutumba Barosa',
  'renewalReminder.title': 'Membership renewal due in {{days}} days',
  'renewalReminder.message':
    'Your membership ends on {{endDate}}. Please request a renewal from your member dashboard to stay an active member.',
  'renewalReminder.renewFrom': 'Renew from your member dashboard: {{link}}',
  'membershipRenewed.subject': 'Your membership of the {{association}} has been renewed',
  'membershipRenewed.thanks': 'Thank you: your renewal payment has been recorded and your membership has been renewed.',
  'membershipRenewed.amountPaid': 'Amount paid',
  'membershipRenewed.seeInPortal': 'You can see your membership in the member portal: {{link}}',
  'paymentReminder.title': 'Payment due: {{scheme}}',
  'paymentReminder.wasDue': 'Your {{scheme}} contribution of {{amount}} was due on {{dueDate}}. {{how}}',
  'paymentReminder.isDue': 'Your {{scheme}} contribution of {{amount}} is due. {{how}}',
  'paymentReminder.payByLinkOrDashboard': 'Pay it without signing in: {{url}} (or from your member dashboard).',
  'paymentReminder.payFromDashboard': 'Please pay it from your member dashboard.',
  'paymentReminder.payByLink': 'Pay by link, no sign-in needed: {{url}}',
  'paymentReminder.payOnline': 'Pay online: {{link}}',
  'paymentReceipt.subject': 'Payment receipt {{receiptNumber}}',
  'paymentReceipt.thanks': 'Thank you: we have received your {{scheme}} payment.',
  'paymentReceipt.receiptNumber': 'Receipt number',
  'paymentReceipt.for': 'For',
  'paymentReceipt.period': 'Period',
  'paymentReceipt.paymentDate': 'Payment date',
  'paymentReceipt.paymentMethod': 'Payment method',
  'paymentReceipt.paymentId': 'Payment ID',
  'paymentReceipt.attached': 'Your receipt is attached.',
  'paymentReceipt.seeInPortal': 'You can see all your payments in the member portal: {{link}}',
  'fee.joining_fee': 'Joining fee',
  'fee.renewal_fee': 'Annual renewal fee',
  'paymentMethod.upi': 'UPI',
  'paymentMethod.card': 'Card',
  'paymentMethod.netbanking': 'Net banking',
  'paymentMethod.wallet': 'Wallet',
  'paymentMethod.cash': 'Cash',
  'paymentMethod.bank_transfer': 'Bank transfer',
  'paymentMethod.cheque': 'Cheque',
  'channel.receiptFor': '{{amount}} for {{scheme}}',
  'contactConfirmation.subject': 'We received your message – {{association}}',
  'contactConfirmation.thanks':
    'Thank you for contacting the {{association}}. We have received your message and will get back to you soon.',
  'contactConfirmation.officeHours': 'Office hours: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM.',
  'adminInvitation.subject': 'You are invited to the {{association}} admin portal',
  'adminInvitation.defaultName': 'there',
  'adminInvitation.someAdministrator': 'An administrator',
  'adminInvitation.invited':
    '{{invitedBy}} has invited you to an admin account of the {{association}} portal. ' +
    'Choose a password with the link below to start using it.',
  'adminInvitation.role': 'Role',
  'adminInvitation.signInEmail': 'Sign-in e-mail',
  'adminInvitation.validUntil': 'Link valid until',
  'adminInvitation.button': 'Accept the invitation',
  'adminInvitation.linkOnce':
    'The link can be used once. If it has expired, ask an administrator to send a new one. ' +
    'If you did not expect this invitation, you can ignore this e-mail, or write to {{supportEmail}}.',
  // The role names the admin screens show (one truth: contracts' ADMIN_ROLE_LABELS).
  'adminRole.admin': ADMIN_ROLE_LABELS.admin,
  'adminRole.treasurer': ADMIN_ROLE_LABELS.treasurer,
  'adminRole.secretary': ADMIN_ROLE_LABELS.secretary,
  'adminRole.viewer': ADMIN_ROLE_LABELS.viewer,
  ...noticeEmailEn,
  ...securityEmailEn,
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
  'email.linkValidity': 'ಈ ಲಿಂಕ್ {{validFor}} ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಇದನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು.',
  'email.memberId': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'registrationReceived.subject': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ ({{memberId}})',
  'registrationReceived.thanks': '{{association}}ದ ಸದಸ್ಯತ್ವಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಕ್ಕಾಗಿ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ.',
  'registrationReceived.review':
    'ನಿರ್ವಾಹಕರು ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ಪರಿಶೀಲಿಸುತ್ತಾರೆ. ಪರಿಶೀಲನೆಯಾದಾಗ ನಾವು ನಿಮಗೆ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ; ' +
    'ಅನುಮೋದನೆಯಾದ ನಂತರ ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಲು ನಿಮಗೆ ಒಂದು ಲಿಂಕ್ ಬರುತ್ತದೆ.',
  'registrationReceived.questions': 'ಏನಾದರೂ ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ, {{supportEmail}} ಗೆ ನಮಗೆ ಬರೆಯಿರಿ.',
  'memberRejected.subject': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿಯ ಕುರಿತು ಮಾಹಿತಿ',
  'memberRejected.outcome':
    '{{association}}ದಲ್ಲಿ ನೀವು ತೋರಿದ ಆಸಕ್ತಿಗೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ಪರಿಶೀಲಿಸಿದ ನಂತರ, ' +
    'ಈ ಸಮಯದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅನುಮೋದಿಸಲು ನಮಗೆ ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ.',
  'memberRejected.reasonGiven': 'ಪರಿಶೀಲಕರು ನೀಡಿದ ಕಾರಣ:',
  'memberRejected.noReason': 'ಈ ನಿರ್ಧಾರಕ್ಕೆ ಯಾವುದೇ ನಿರ್ದಿಷ್ಟ ಕಾರಣವನ್ನು ದಾಖಲಿಸಲಾಗಿಲ್ಲ.',
  'memberRejected.applyAgain': 'ನಿಮಗೆ ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ ಅಥವಾ ಮತ್ತೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಬಯಸಿದರೆ, {{supportEmail}} ಗೆ ನಮಗೆ ಬರೆಯಿರಿ.',
  'passwordSetup.subject': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
  'passwordSetup.requested': 'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ.',
  'passwordSetup.button': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
  'passwordSetup.notYou': 'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು; ನಿಮ್ಮ ಖಾತೆ ಹಾಗೆಯೇ ಇರುತ್ತದೆ.',
  'passwordReset.subject': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
  'passwordReset.requested': 'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ.',
  'passwordReset.button': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
  'passwordReset.notYou': 'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು; ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹಾಗೆಯೇ ಇರುತ್ತದೆ.',
  'memberApproved.subject': '{{association}}ದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ',
  'memberApproved.welcome': 'ಶುಭ ಸುದ್ದಿ: ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿಯನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ. {{association}}ಕ್ಕೆ ಸುಸ್ವಾಗತ!',
  'memberApproved.setUpFirst': 'ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲು, ಮೊದಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ:',
  'memberApproved.validity':
    'ಈ ಲಿಂಕ್ {{validFor}} ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಇದನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು. ಅದರ ಅವಧಿ ಮುಗಿದಿದ್ದರೆ, {{link}} ನಲ್ಲಿ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.',
  'memberApproved.signIn': 'ನಂತರ ನಿಮ್ಮ ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.',
  'email.validUntil': 'ಮಾನ್ಯತೆಯ ಕೊನೆಯ ದಿನ',
  'email.scheme': 'ಯೋಜನೆ',
  'email.amount': 'ಮೊತ್ತ',
  'email.dueDate': 'ಪಾವತಿಯ ಕೊನೆಯ ದಿನಾಂಕ',
  'scheme.esi': 'ESI',
  'scheme.postal': 'Postal',
  'scheme.kutumba_barosa': 'ಕುಟುಂಬ ಭರೋಸೆ',
  'renewalReminder.title': 'ಸದಸ್ಯತ್ವ ನವೀಕರಣಕ್ಕೆ {{days}} ದಿನಗಳು ಉಳಿದಿವೆ',
  'renewalReminder.message':
    'ನಿಮ್ಮ ಸದಸ್ಯತ್ವ {{endDate}} ರಂದು ಕೊನೆಗೊಳ್ಳುತ್ತದೆ. ಸಕ್ರಿಯ ಸದಸ್ಯರಾಗಿ ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ನವೀಕರಣಕ್ಕೆ ವಿನಂತಿಸಿ.',
  'renewalReminder.renewFrom': 'ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ನವೀಕರಿಸಿ: {{link}}',
  'membershipRenewed.subject': '{{association}}ದಲ್ಲಿ ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ',
  'membershipRenewed.thanks': 'ಧನ್ಯವಾದಗಳು: ನಿಮ್ಮ ನವೀಕರಣ ಶುಲ್ಕದ ಪಾವತಿಯನ್ನು ದಾಖಲಿಸಲಾಗಿದೆ ಮತ್ತು ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ನವೀಕರಿಸಲಾಗಿದೆ.',
  'membershipRenewed.amountPaid': 'ಪಾವತಿಸಿದ ಮೊತ್ತ',
  'membershipRenewed.seeInPortal': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ನೋಡಬಹುದು: {{link}}',
  'paymentReminder.title': 'ಪಾವತಿ ಬಾಕಿ ಇದೆ: {{scheme}}',
  'paymentReminder.wasDue': 'ನಿಮ್ಮ {{scheme}} ವಂತಿಗೆ {{amount}} ಅನ್ನು {{dueDate}} ರೊಳಗೆ ಪಾವತಿಸಬೇಕಿತ್ತು. {{how}}',
  'paymentReminder.isDue': 'ನಿಮ್ಮ {{scheme}} ವಂತಿಗೆ {{amount}} ಪಾವತಿಗೆ ಬಾಕಿ ಇದೆ. {{how}}',
  'paymentReminder.payByLinkOrDashboard': 'ಸೈನ್ ಇನ್ ಮಾಡದೆಯೇ ಇಲ್ಲಿ ಪಾವತಿಸಿ: {{url}} (ಅಥವಾ ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ).',
  'paymentReminder.payFromDashboard': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಪಾವತಿಸಿ.',
  'paymentReminder.payByLink': 'ಲಿಂಕ್ ಮೂಲಕ ಪಾವತಿಸಿ, ಸೈನ್ ಇನ್ ಅಗತ್ಯವಿಲ್ಲ: {{url}}',
  'paymentReminder.payOnline': 'ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ: {{link}}',
  'paymentReceipt.subject': 'ಪಾವತಿ ರಶೀದಿ {{receiptNumber}}',
  'paymentReceipt.thanks': 'ಧನ್ಯವಾದಗಳು: ನಿಮ್ಮ {{scheme}} ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ.',
  'paymentReceipt.receiptNumber': 'ರಶೀದಿ ಸಂಖ್ಯೆ',
  'paymentReceipt.for': 'ಪಾವತಿಯ ಉದ್ದೇಶ',
  'paymentReceipt.period': 'ಅವಧಿ',
  'paymentReceipt.paymentDate': 'ಪಾವತಿಯ ದಿನಾಂಕ',
  'paymentReceipt.paymentMethod': 'ಪಾವತಿ ವಿಧಾನ',
  'paymentReceipt.paymentId': 'ಪಾವತಿಯ ಗುರುತಿನ ಸಂಖ್ಯೆ',
  'paymentReceipt.attached': 'ನಿಮ್ಮ ರಶೀದಿಯನ್ನು ಈ ಇಮೇಲ್‌ನೊಂದಿಗೆ ಲಗತ್ತಿಸಲಾಗಿದೆ.',
  'paymentReceipt.seeInPortal': 'ನಿಮ್ಮ ಎಲ್ಲಾ ಪಾವತಿಗಳನ್ನು ಸದಸ್ಯರ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ನೋಡಬಹುದು: {{link}}',
  'fee.joining_fee': 'ಪ್ರವೇಶ ಶುಲ್ಕ',
  'fee.renewal_fee': 'ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ',
  'paymentMethod.upi': 'UPI',
  'paymentMethod.card': 'ಕಾರ್ಡ್',
  'paymentMethod.netbanking': 'ನೆಟ್ ಬ್ಯಾಂಕಿಂಗ್',
  'paymentMethod.wallet': 'ವಾಲೆಟ್',
  'paymentMethod.cash': 'ನಗದು',
  'paymentMethod.bank_transfer': 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ',
  'paymentMethod.cheque': 'ಚೆಕ್',
  'channel.receiptFor': '{{scheme}} ಪಾವತಿ {{amount}}',
  'contactConfirmation.subject': 'ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ – {{association}}',
  'contactConfirmation.thanks':
    '{{association}}ವನ್ನು ಸಂಪರ್ಕಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ; ಶೀಘ್ರದಲ್ಲೇ ನಾವು ನಿಮಗೆ ಉತ್ತರಿಸುತ್ತೇವೆ.',
  'contactConfirmation.officeHours':
    'ಕಚೇರಿ ಸಮಯ: ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ ಬೆಳಿಗ್ಗೆ 9:00 ರಿಂದ ಸಂಜೆ 6:00, ಶನಿವಾರ ಬೆಳಿಗ್ಗೆ 9:00 ರಿಂದ ಮಧ್ಯಾಹ್ನ 2:00.',
  'adminInvitation.subject': '{{association}}ದ ನಿರ್ವಾಹಕರ ಪೋರ್ಟಲ್‌ಗೆ ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಲಾಗಿದೆ',
  'adminInvitation.defaultName': 'ನಿರ್ವಾಹಕರೇ',
  'adminInvitation.someAdministrator': 'ನಿರ್ವಾಹಕರೊಬ್ಬರು',
  'adminInvitation.invited':
    '{{invitedBy}} ನಿಮ್ಮನ್ನು {{association}}ದ ಪೋರ್ಟಲ್‌ನ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಆಹ್ವಾನಿಸಿದ್ದಾರೆ. ' +
    'ಅದನ್ನು ಬಳಸಲು ಆರಂಭಿಸಲು ಕೆಳಗಿನ ಲಿಂಕ್ ಮೂಲಕ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ.',
  'adminInvitation.role': 'ಪಾತ್ರ',
  'adminInvitation.signInEmail': 'ಸೈನ್ ಇನ್ ಮಾಡುವ ಇಮೇಲ್',
  'adminInvitation.validUntil': 'ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿಯುವುದು',
  'adminInvitation.button': 'ಆಹ್ವಾನವನ್ನು ಸ್ವೀಕರಿಸಿ',
  'adminInvitation.linkOnce':
    'ಈ ಲಿಂಕ್ ಅನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು. ಅದರ ಅವಧಿ ಮುಗಿದಿದ್ದರೆ, ಹೊಸದನ್ನು ಕಳುಹಿಸಲು ನಿರ್ವಾಹಕರನ್ನು ಕೇಳಿ. ' +
    'ನೀವು ಈ ಆಹ್ವಾನವನ್ನು ನಿರೀಕ್ಷಿಸದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು ಅಥವಾ {{supportEmail}} ಗೆ ಬರೆಯಿರಿ.',
  'adminRole.admin': 'ನಿರ್ವಾಹಕರು',
  'adminRole.treasurer': 'ಖಜಾಂಚಿ',
  'adminRole.secretary': 'ಕಾರ್ಯದರ್ಶಿ',
  'adminRole.viewer': 'ವೀಕ್ಷಕರು',
  ...noticeEmailKn,
  ...securityEmailKn,
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
