import { IdentityMessages } from '../identity/identity.messages';
import { ContentMessages } from '../rules/content.rules';
import { MemberFormMessages } from '../rules/member-form.rules';
import { PaymentMessages } from '../rules/payment.rules';
import { RegistrationMessages } from '../rules/registration.rules';
import { LANGUAGE_REFUSED } from './account-language.dto';
import type { Language } from './language';

/*
 * The server's answers in the request's language (issue 31): the error catalogue and the validation messages,
 * keyed by the contract's message ids. English is built from the contract's own constants (IdentityMessages,
 * RegistrationMessages, …), so it is the spec's wording by construction; Kannada follows the glossary
 * (web/src/i18n/glossary.md) and the web's register/login catalogues. Both have the same ids and the same
 * {{placeholders}} (error-messages.spec.ts). The gateway turns an English answer into the caller's language as it
 * leaves (services/gateway/src/http/answer-language.ts); a message without an entry stays as written.
 *
 * Not here on purpose: SESSION_END_MESSAGES (the web tells the session-end reasons apart by their English words).
 */
const prefixed = <P extends string, T extends Record<string, string>>(prefix: P, texts: T) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as {
    [K in keyof T & string as `${P}.${K}`]: string;
  };

const en = {
  'common.validationFailed': 'Validation failed',
  'common.loginRequired': 'Please log in to continue',
  'common.adminsOnly': 'Admins only',
  'common.noPermission': 'You do not have permission to do this',
  'common.tooManyRequests': 'Too many requests. Please try again later.',
  'common.tooManyLogins': 'Too many failed login attempts',
  'common.tooManyLoginsWait': 'Too many failed login attempts. Please try again in {{wait}}.',
  'common.wait.second': '1 second',
  'common.wait.seconds': '{{count}} seconds',
  'common.wait.minute': '1 minute',
  'common.wait.minutes': '{{count}} minutes',
  'common.serviceUnavailable': '{{service}} service is unavailable, please try again',
  'common.storageUnavailable': 'File storage is unavailable, please try again',
  'common.internal': 'Internal server error (reference {{reference}})',
  'common.fileNotFound': 'File not found',
  'common.fileTooLarge': 'File is too large',
  'common.bodyTooLarge': 'The request body is too large',
  'common.bodyNotJson': 'The request body is not valid JSON',
  'common.memberNotFound': 'Member not found',
  'common.languageRefused': LANGUAGE_REFUSED,
  'identity.InvalidAdminCredentials': IdentityMessages.InvalidAdminCredentials,
  'identity.InvalidMemberCredentials': IdentityMessages.InvalidMemberCredentials,
  'identity.PasswordSetupRequired': IdentityMessages.PasswordSetupRequired,
  'identity.MembershipPending': IdentityMessages.MembershipPending,
  'identity.MembershipSuspended': IdentityMessages.MembershipSuspended,
  'identity.InvalidSetupToken': IdentityMessages.InvalidSetupToken,
  'identity.InvalidResetToken': IdentityMessages.InvalidResetToken,
  'identity.WrongCurrentPassword': IdentityMessages.WrongCurrentPassword,
  'identity.MemberIdentifierRequired': IdentityMessages.MemberIdentifierRequired,
  'identity.LoginIdRequired': IdentityMessages.LoginIdRequired,
  'identity.LoginPasswordTooShort': IdentityMessages.LoginPasswordTooShort,
  'identity.NewPasswordTooShort': IdentityMessages.NewPasswordTooShort,
  'identity.NewPasswordTooLong': IdentityMessages.NewPasswordTooLong,
  'identity.PasswordTooCommon': IdentityMessages.PasswordTooCommon,
  'identity.PasswordTooPersonal': IdentityMessages.PasswordTooPersonal,
  'identity.CurrentPasswordRequired': IdentityMessages.CurrentPasswordRequired,
  'identity.TokenRequired': IdentityMessages.TokenRequired,
  'identity.ValidEmailRequired': IdentityMessages.ValidEmailRequired,
  'identity.InvalidTwoFactorCode': IdentityMessages.InvalidTwoFactorCode,
  ...prefixed('registration', RegistrationMessages),
  ...prefixed('memberForm', MemberFormMessages),
  ...prefixed('payment', PaymentMessages),
  // What a member meets signing up for events and paying (the office's event form messages are not here yet).
  ...prefixed('content', {
    eventFull: ContentMessages.eventFull,
    eventNotOpen: ContentMessages.eventNotOpen,
    signupNeedsActiveMembership: ContentMessages.signupNeedsActiveMembership,
    signedUp: ContentMessages.signedUp,
    signupCancelled: ContentMessages.signupCancelled,
    noUpcomingEvents: ContentMessages.noUpcomingEvents,
    schemeAndFileRequired: ContentMessages.schemeAndFileRequired,
    documentsFetchFailed: ContentMessages.documentsFetchFailed,
    noSchemeDocuments: ContentMessages.noSchemeDocuments,
  }),
};

export type ErrorMessageId = keyof typeof en;

const kn: Record<ErrorMessageId, string> = {
  'common.validationFailed': 'ಮಾಹಿತಿ ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ',
  'common.loginRequired': 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
  'common.adminsOnly': 'ನಿರ್ವಾಹಕರಿಗೆ ಮಾತ್ರ',
  'common.noPermission': 'ಇದನ್ನು ಮಾಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ',
  'common.tooManyRequests': 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'common.tooManyLogins': 'ಲಾಗಿನ್ ಪ್ರಯತ್ನಗಳು ತುಂಬಾ ಬಾರಿ ವಿಫಲವಾಗಿವೆ',
  'common.tooManyLoginsWait': 'ಲಾಗಿನ್ ಪ್ರಯತ್ನಗಳು ತುಂಬಾ ಬಾರಿ ವಿಫಲವಾಗಿವೆ. ದಯವಿಟ್ಟು {{wait}} ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'common.wait.second': '1 ಸೆಕೆಂಡಿನ',
  'common.wait.seconds': '{{count}} ಸೆಕೆಂಡುಗಳ',
  'common.wait.minute': '1 ನಿಮಿಷದ',
  'common.wait.minutes': '{{count}} ನಿಮಿಷಗಳ',
  'common.serviceUnavailable': '{{service}} ಸೇವೆ ಸದ್ಯಕ್ಕೆ ಲಭ್ಯವಿಲ್ಲ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'common.storageUnavailable': 'ಕಡತ ಸಂಗ್ರಹ ಸದ್ಯಕ್ಕೆ ಲಭ್ಯವಿಲ್ಲ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'common.internal': 'ಸರ್ವರ್‌ನಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ (ಉಲ್ಲೇಖ {{reference}})',
  'common.fileNotFound': 'ಕಡತ ಸಿಗಲಿಲ್ಲ',
  'common.fileTooLarge': 'ಕಡತದ ಗಾತ್ರ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ',
  'common.bodyTooLarge': 'ಕಳುಹಿಸಿದ ಮಾಹಿತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ',
  'common.bodyNotJson': 'ಕಳುಹಿಸಿದ ಮಾಹಿತಿ ಸರಿಯಾದ JSON ಅಲ್ಲ',
  'common.memberNotFound': 'ಸದಸ್ಯರು ಸಿಗಲಿಲ್ಲ',
  'common.languageRefused': 'ಭಾಷೆ en ಅಥವಾ kn ಆಗಿರಬೇಕು',
  'identity.InvalidAdminCredentials': 'ನಿರ್ವಾಹಕರ ಲಾಗಿನ್ ವಿವರಗಳು ತಪ್ಪಾಗಿವೆ',
  'identity.InvalidMemberCredentials': 'ಸದಸ್ಯರ ಲಾಗಿನ್ ವಿವರಗಳು ತಪ್ಪಾಗಿವೆ',
  'identity.PasswordSetupRequired': 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸುವುದು ಅಗತ್ಯ',
  'identity.MembershipPending': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿ ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ. ಪರಿಶೀಲನೆಯಾದಾಗ ನಿಮಗೆ ಇಮೇಲ್ ಬರುತ್ತದೆ.',
  'identity.MembershipSuspended': 'ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅಮಾನತುಗೊಳಿಸಲಾಗಿದೆ. ಸಹಾಯಕ್ಕಾಗಿ ದಯವಿಟ್ಟು ಸಂಘವನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'identity.InvalidSetupToken': 'ಈ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸುವ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ ಅಥವಾ ಅವಧಿ ಮುಗಿದಿದೆ. ಹೊಸದನ್ನು ಕೇಳಿ.',
  'identity.InvalidResetToken':
    'ನೀವು ಕ್ಲಿಕ್ ಮಾಡಿದ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ, ಅವಧಿ ಮುಗಿದಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ. ' +
    'ದಯವಿಟ್ಟು ಹೊಸ ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಕೇಳಿ.',
  'identity.WrongCurrentPassword': 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ',
  'identity.MemberIdentifierRequired': 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ ಅಥವಾ ಇಮೇಲ್ ಕಡ್ಡಾಯ',
  'identity.LoginIdRequired': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
  'identity.LoginPasswordTooShort': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'identity.NewPasswordTooShort': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'identity.NewPasswordTooLong': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಗರಿಷ್ಠ 128 ಅಕ್ಷರಗಳಿರಬಹುದು',
  'identity.PasswordTooCommon': 'ಈ ಪಾಸ್‌ವರ್ಡ್ ತುಂಬಾ ಸಾಮಾನ್ಯವಾಗಿದೆ; ಬೇರೆಯದನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'identity.PasswordTooPersonal': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್, ಫೋನ್ ಸಂಖ್ಯೆ ಅಥವಾ ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ ಇರಬಾರದು',
  'identity.CurrentPasswordRequired': 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಕಡ್ಡಾಯ',
  'identity.TokenRequired': 'ಲಿಂಕ್‌ನಲ್ಲಿ ಅದರ ಟೋಕನ್ ಇಲ್ಲ',
  'identity.ValidEmailRequired': 'ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸ ಕಡ್ಡಾಯ',
  'identity.InvalidTwoFactorCode': 'ಕೋಡ್ ಸರಿಯಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'registration.firstName': 'ಮೊದಲ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.lastName': 'ಕೊನೆಯ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.dateOfBirth': 'ಜನ್ಮ ದಿನಾಂಕ ಕಡ್ಡಾಯ',
  'registration.dateOfBirthFuture': 'ಜನ್ಮ ದಿನಾಂಕ ಭವಿಷ್ಯದ ದಿನವಾಗಿರಬಾರದು',
  'registration.gender': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಲಿಂಗವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'registration.email': 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ',
  'registration.phone': 'ಫೋನ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಕನಿಷ್ಠ 10 ಅಂಕಿಗಳಿರಬೇಕು',
  'registration.alternatePhone': 'ಪರ್ಯಾಯ ಫೋನ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಕನಿಷ್ಠ 10 ಅಂಕಿಗಳಿರಬೇಕು',
  'registration.address': 'ವಿಳಾಸದಲ್ಲಿ ಕನಿಷ್ಠ 5 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.city': 'ನಗರದ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.state': 'ರಾಜ್ಯದ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.pincode': 'ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಂಕಿಗಳಿರಬೇಕು',
  'registration.studioName': 'ಸ್ಟುಡಿಯೋ/ಛಾಯಾಗ್ರಹಣ ಸಂಸ್ಥೆಯ ಹೆಸರು ಕಡ್ಡಾಯ',
  'registration.businessType': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ವ್ಯವಹಾರದ ಪ್ರಕಾರವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'registration.experienceYears': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಅನುಭವದ ವರ್ಷಗಳನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'registration.aadharNumber': 'ಆಧಾರ್ ಸಂಖ್ಯೆಯಲ್ಲಿ 12 ಅಂಕಿಗಳಿರಬೇಕು',
  'registration.emergencyContactName': 'ತುರ್ತು ಸಂಪರ್ಕ ವ್ಯಕ್ತಿಯ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು',
  'registration.emergencyContactPhone': 'ತುರ್ತು ಸಂಪರ್ಕ ಫೋನ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಕನಿಷ್ಠ 10 ಅಂಕಿಗಳಿರಬೇಕು',
  'registration.emergencyContactRelation': 'ದಯವಿಟ್ಟು ಸಂಬಂಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'memberForm.firstNameRequired': 'ಮೊದಲ ಹೆಸರು ಕಡ್ಡಾಯ',
  'memberForm.lastNameRequired': 'ಕೊನೆಯ ಹೆಸರು ಕಡ್ಡಾಯ',
  'memberForm.phoneRequired': 'ಫೋನ್ ಸಂಖ್ಯೆ ಕಡ್ಡಾಯ',
  'payment.recordRequired': 'ಸದಸ್ಯ, ಯೋಜನೆ ಮತ್ತು ಮೊತ್ತ ಕಡ್ಡಾಯ',
  'payment.amountRequired': 'ಮೊತ್ತ ಕಡ್ಡಾಯ',
  'payment.amountPositive': 'ಮೊತ್ತ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು',
  'payment.amountTooLarge': 'ಮೊತ್ತ ₹1,00,00,000 ಕ್ಕಿಂತ ಕಡಿಮೆ ಇರಬೇಕು',
  'payment.dueDateInvalid': 'ಪಾವತಿಯ ಕೊನೆಯ ದಿನಾಂಕ ಮಾನ್ಯವಾದ ದಿನಾಂಕವಾಗಿರಬೇಕು',
  'payment.paymentDateInvalid': 'ಪಾವತಿಯ ದಿನಾಂಕ ಮಾನ್ಯವಾದ ದಿನಾಂಕವಾಗಿರಬೇಕು',
  'payment.paymentDateRequired': 'ಪಾವತಿಯಾದ ದಾಖಲೆಗೆ ಪಾವತಿಯ ದಿನಾಂಕ ಕಡ್ಡಾಯ',
  'payment.onlinePaymentDisabled': 'ಈ ಯೋಜನೆಗೆ ಆನ್‌ಲೈನ್ ಪಾವತಿ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿರ್ವಾಹಕರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'payment.onlinePaymentNotConfigured': 'ಸಂಘಕ್ಕೆ ಆನ್‌ಲೈನ್ ಪಾವತಿಯನ್ನು ಇನ್ನೂ ಹೊಂದಿಸಿಲ್ಲ. ಕಚೇರಿಯಲ್ಲಿ ಪಾವತಿಸಿ ಅಥವಾ ನಿರ್ವಾಹಕರನ್ನು ಕೇಳಿ.',
  'payment.onlinePaymentKeysMissing':
    'ಆನ್‌ಲೈನ್ ಪಾವತಿಯನ್ನು ಹೊಂದಿಸಿಲ್ಲ: ರೇಜರ್‌ಪೇ ಕೀಲಿಗಳನ್ನು (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET) ' +
    'ನಿಗದಿಪಡಿಸಿಲ್ಲ, ಆದ್ದರಿಂದ ಯಾವುದೇ ಯೋಜನೆಗೆ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಲಾಗದು. ಕೈಯಾರೆ ದಾಖಲಿಸಿದ ಪಾವತಿಗಳು, ಬಾಕಿ ಶುಲ್ಕ ಮತ್ತು ' +
    'ರಶೀದಿಗಳು ಎಂದಿನಂತೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ.',
  'payment.webhooksNotConfigured': 'ರೇಜರ್‌ಪೇ ವೆಬ್‌ಹುಕ್‌ಗಳನ್ನು ಸ್ವೀಕರಿಸುತ್ತಿಲ್ಲ: ಈ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಆನ್‌ಲೈನ್ ಪಾವತಿಯನ್ನು ಹೊಂದಿಸಿಲ್ಲ',
  'payment.verificationFailed': 'ಪಾವತಿಯ ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ',
  'payment.paymentRecorded': 'ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ದಾಖಲಿಸಲಾಗಿದೆ.',
  'payment.gatewayUnavailable': 'ಪಾವತಿ ವ್ಯವಸ್ಥೆಯನ್ನು ಈಗ ತಲುಪಲಾಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'payment.periodRequired': 'ಈ ಪಾವತಿ ಯಾವ ತಿಂಗಳುಗಳಿಗೆ ಎಂದು ದಯವಿಟ್ಟು ಆಯ್ಕೆಮಾಡಿ',
  'payment.periodInvalid': 'ತಿಂಗಳುಗಳನ್ನು YYYY-MM ರೂಪದಲ್ಲಿ ನೀಡಬೇಕು',
  'payment.periodToBeforePeriod': 'ಕೊನೆಯ ತಿಂಗಳು ಮೊದಲ ತಿಂಗಳಿಗಿಂತ ಮುಂಚೆ ಇರಬಾರದು',
  'payment.periodTooLong': 'ಒಂದು ದಾಖಲೆ ಗರಿಷ್ಠ 12 ತಿಂಗಳುಗಳಿಗೆ ಅನ್ವಯಿಸುತ್ತದೆ',
  'payment.periodToWithoutPeriod': 'ದಯವಿಟ್ಟು ಮೊದಲ ತಿಂಗಳನ್ನೂ ನೀಡಿ',
  'content.eventFull': 'ಕಾರ್ಯಕ್ರಮ ಭರ್ತಿಯಾಗಿದೆ',
  'content.eventNotOpen': 'ಈ ಕಾರ್ಯಕ್ರಮಕ್ಕೆ ನೋಂದಣಿ ಮುಚ್ಚಿದೆ',
  'content.signupNeedsActiveMembership': 'ಸಕ್ರಿಯ ಸದಸ್ಯರು ಮಾತ್ರ ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಹೆಸರು ನೋಂದಾಯಿಸಬಹುದು',
  'content.signedUp': 'ನೀವು ಈ ಕಾರ್ಯಕ್ರಮಕ್ಕೆ ಹೆಸರು ನೋಂದಾಯಿಸಿದ್ದೀರಿ',
  'content.signupCancelled': 'ನಿಮ್ಮ ನೋಂದಣಿಯನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
  'content.noUpcomingEvents': 'ಮುಂಬರುವ ಕಾರ್ಯಕ್ರಮಗಳಿಲ್ಲ',
  'content.schemeAndFileRequired': 'ದಯವಿಟ್ಟು ಯೋಜನೆ ಮತ್ತು ಫೈಲ್ ಅನ್ನು ಆಯ್ಕೆಮಾಡಿ',
  'content.documentsFetchFailed': 'ಯೋಜನೆಯ ದಾಖಲೆಗಳನ್ನು ಪಡೆಯಲಾಗಲಿಲ್ಲ',
  'content.noSchemeDocuments': 'ಈ ಯೋಜನೆಗೆ ಇನ್ನೂ ಯಾವುದೇ ದಾಖಲೆಗಳು ಲಭ್ಯವಿಲ್ಲ.',
};

export const ErrorMessages: Record<Language, Record<ErrorMessageId, string>> = { en, kn };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as a pattern that takes its placeholders' values back out of a written message. */
const patterns = (Object.keys(en) as ErrorMessageId[]).map((id) => {
  const names = [...en[id].matchAll(PLACEHOLDER)].map((match) => match[1]);
  const source = en[id]
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { id, names, pattern: new RegExp(`^${source}$`) };
});

/** The id of an English answer's message and its placeholders' values, or null when the catalogue lacks it. */
export function errorMessageIdOf(message: string): { id: ErrorMessageId; values: Record<string, string> } | null {
  for (const { id, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
  }
  return null;
}

/** The message in `language` with its {{placeholders}} filled; a placeholder without a value stays as written. */
export function errorMessage(language: Language, id: ErrorMessageId, values: Record<string, string> = {}): string {
  return ErrorMessages[language][id].replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name] : whole,
  );
}

/** An English message the server wrote, in `language`; as written when English or not in the catalogue. */
export function localizeMessage(language: Language, message: string): string {
  if (language === 'en') return message;
  const known = errorMessageIdOf(message);
  if (!known) return message;
  // A value may be a message of its own ('5 minutes' in the sign-in wait).
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [name, localizeMessage(language, value)]),
  );
  return errorMessage(language, known.id, values);
}
