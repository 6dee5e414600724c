/*
 * The security notices' e-mails (issue 27) in the account's language (issue 31): a password changed or reset, a
 * member's e-mail address changed (to the old address), an admin's sign-in from a new device, an admin's two-factor
 * sign-in turned on, off or reset. Merged into email-messages.ts; English word for word as the notices had it,
 * Kannada by the glossary (web/src/i18n/glossary.md: ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್, ಮರುಪ್ರಾಪ್ತಿ ಕೋಡ್‌ಗಳು, ದೃಢೀಕರಣ ಆ್ಯಪ್).
 */
export const securityEmailEn = {
  'email.validFor.days': '{{count}} days',
  'email.atTime': '{{date}} at {{time}} IST',
  /** An admin's greeting when their account has no name. */
  'email.defaultAdminName': 'Admin',
  'security.ifNotYouAdmin':
    'If this was you, there is nothing to do. If it was not, change your password at once and tell the ' +
    'association’s other admins ({{supportEmail}}).',
  'passwordChanged.subjectChanged': 'Your password was changed',
  'passwordChanged.subjectReset': 'Your password was reset',
  'passwordChanged.changedOn': 'The password of your {{association}} account was changed on {{at}}.',
  'passwordChanged.resetOn':
    'The password of your {{association}} account was reset with a link e-mailed to you on {{at}}.',
  'passwordChanged.signedOut': 'Every other device signed in to your account has been signed out.',
  'passwordChanged.ifNotYou':
    'If this was you, there is nothing more to do. If it was not, reset your password at once ' +
    'and write to {{supportEmail}}.',
  'emailChanged.subject': 'Your e-mail address was changed',
  'emailChanged.changed':
    'The e-mail address of your {{association}} member account was changed. ' +
    'From now on, e-mail for the account goes to the new address.',
  'emailChanged.changedByOffice':
    'The e-mail address of your {{association}} member account was changed by the association’s office. ' +
    'From now on, e-mail for the account goes to the new address.',
  'emailChanged.previous': 'Previous address',
  'emailChanged.new': 'New address',
  'emailChanged.ifNotYou':
    'If you did not ask for this, follow the link below: it puts this address back and signs out every ' +
    'device signed in to your account. Then reset your password.',
  'emailChanged.button': 'Restore my e-mail address',
  'emailChanged.validity':
    'This link is valid for {{validFor}} and can be used once. Questions? Write to {{supportEmail}}.',
  'twoFactor.subjectOn': 'Two-factor sign-in was turned on for your account',
  'twoFactor.subjectOff': 'Two-factor sign-in was turned off for your account',
  'twoFactor.turnedOn': 'Two-factor sign-in was turned on for your {{association}} admin account on {{at}}.',
  'twoFactor.turnedOff': 'Two-factor sign-in was turned off for your {{association}} admin account on {{at}}.',
  'twoFactor.onMeans':
    'From now on, signing in asks for the code from your authenticator app after your password. ' +
    'Keep your recovery codes somewhere safe.',
  'twoFactor.offMeans': 'Signing in now asks for your password only.',
  'twoFactor.resetSubject': 'Your two-factor sign-in was reset by an administrator',
  /** Who reset it, as twoFactor.resetBy names them: the administrator's name or e-mail. */
  'twoFactor.resetByName': '{{name}}',
  /** Who reset it when identity knew neither their name nor their e-mail. */
  'twoFactor.someAdministrator': 'An administrator',
  'twoFactor.resetBy':
    '{{resetBy}} reset the two-factor sign-in of your {{association}} admin account on {{at}}, ' +
    'as you could no longer use your authenticator app. Your old recovery codes no longer work, every ' +
    'session of your account was signed out, and signing in now asks for your password only. Set up ' +
    'two-factor sign-in again from your Profile.',
  'twoFactor.resetIfNotYou':
    'If you did not ask for this, change your password at once and tell the ' +
    'association’s other admins ({{supportEmail}}).',
  'newDevice.subject': 'New sign-in to your admin account',
  'newDevice.signedIn': 'Your {{association}} admin account was signed in to from a device it had not used before.',
  'newDevice.when': 'When',
  'newDevice.address': 'Address',
  'newDevice.browser': 'Browser',
  'newDevice.unknown': 'unknown',
};

export const securityEmailKn: Record<keyof typeof securityEmailEn, string> = {
  'email.validFor.days': '{{count}} ದಿನಗಳ',
  'email.atTime': '{{date}}, {{time}} (ಭಾರತೀಯ ಕಾಲಮಾನ)',
  'email.defaultAdminName': 'ನಿರ್ವಾಹಕರೇ',
  'security.ifNotYouAdmin':
    'ಇದು ನೀವೇ ಆಗಿದ್ದರೆ, ಏನೂ ಮಾಡಬೇಕಿಲ್ಲ. ಇಲ್ಲದಿದ್ದರೆ, ಕೂಡಲೇ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ ಮತ್ತು ಸಂಘದ ಇತರ ' +
    'ನಿರ್ವಾಹಕರಿಗೆ ತಿಳಿಸಿ ({{supportEmail}}).',
  'passwordChanged.subjectChanged': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ',
  'passwordChanged.subjectReset': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲಾಗಿದೆ',
  'passwordChanged.changedOn': '{{at}} ರಂದು ನಿಮ್ಮ {{association}}ದ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ.',
  'passwordChanged.resetOn': '{{at}} ರಂದು ನಿಮಗೆ ಇಮೇಲ್ ಮಾಡಿದ ಲಿಂಕ್ ಮೂಲಕ ನಿಮ್ಮ {{association}}ದ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲಾಗಿದೆ.',
  'passwordChanged.signedOut': 'ನಿಮ್ಮ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿದ್ದ ಇತರ ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ.',
  'passwordChanged.ifNotYou':
    'ಇದು ನೀವೇ ಆಗಿದ್ದರೆ, ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ. ಇಲ್ಲದಿದ್ದರೆ, ಕೂಡಲೇ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ ' + 'ಮತ್ತು {{supportEmail}} ಗೆ ಬರೆಯಿರಿ.',
  'emailChanged.subject': 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಬದಲಾಗಿದೆ',
  'emailChanged.changed':
    'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಯ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಬದಲಾಯಿಸಲಾಗಿದೆ. ' + 'ಇನ್ನು ಮುಂದೆ ಖಾತೆಯ ಇಮೇಲ್‌ಗಳು ಹೊಸ ವಿಳಾಸಕ್ಕೆ ಹೋಗುತ್ತವೆ.',
  'emailChanged.changedByOffice':
    'ನಿಮ್ಮ {{association}}ದ ಸದಸ್ಯ ಖಾತೆಯ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಸಂಘದ ಕಚೇರಿಯು ಬದಲಾಯಿಸಿದೆ. ' +
    'ಇನ್ನು ಮುಂದೆ ಖಾತೆಯ ಇಮೇಲ್‌ಗಳು ಹೊಸ ವಿಳಾಸಕ್ಕೆ ಹೋಗುತ್ತವೆ.',
  'emailChanged.previous': 'ಹಿಂದಿನ ವಿಳಾಸ',
  'emailChanged.new': 'ಹೊಸ ವಿಳಾಸ',
  'emailChanged.ifNotYou':
    'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಕೆಳಗಿನ ಲಿಂಕ್ ತೆರೆಯಿರಿ: ಅದು ಈ ವಿಳಾಸವನ್ನು ಮರಳಿ ಹೊಂದಿಸುತ್ತದೆ ಮತ್ತು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ' +
    'ಆಗಿರುವ ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡುತ್ತದೆ. ನಂತರ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
  'emailChanged.button': 'ನನ್ನ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಮರುಸ್ಥಾಪಿಸಿ',
  'emailChanged.validity':
    'ಈ ಲಿಂಕ್ {{validFor}} ಕಾಲ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಇದನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು. ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ {{supportEmail}} ಗೆ ಬರೆಯಿರಿ.',
  'twoFactor.subjectOn': 'ನಿಮ್ಮ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆನ್ ಮಾಡಲಾಗಿದೆ',
  'twoFactor.subjectOff': 'ನಿಮ್ಮ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆಫ್ ಮಾಡಲಾಗಿದೆ',
  'twoFactor.turnedOn': '{{at}} ರಂದು ನಿಮ್ಮ {{association}}ದ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆನ್ ಮಾಡಲಾಗಿದೆ.',
  'twoFactor.turnedOff': '{{at}} ರಂದು ನಿಮ್ಮ {{association}}ದ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆಫ್ ಮಾಡಲಾಗಿದೆ.',
  'twoFactor.onMeans':
    'ಇನ್ನು ಮುಂದೆ ಸೈನ್ ಇನ್ ಮಾಡುವಾಗ ಪಾಸ್‌ವರ್ಡ್‌ನ ನಂತರ ನಿಮ್ಮ ದೃಢೀಕರಣ ಆ್ಯಪ್‌ನ ಕೋಡ್ ಕೇಳಲಾಗುತ್ತದೆ. ' +
    'ನಿಮ್ಮ ಮರುಪ್ರಾಪ್ತಿ ಕೋಡ್‌ಗಳನ್ನು ಸುರಕ್ಷಿತ ಸ್ಥಳದಲ್ಲಿ ಇಡಿ.',
  'twoFactor.offMeans': 'ಈಗ ಸೈನ್ ಇನ್ ಮಾಡುವಾಗ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮಾತ್ರ ಕೇಳಲಾಗುತ್ತದೆ.',
  'twoFactor.resetSubject': 'ನಿಮ್ಮ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಅನ್ನು ನಿರ್ವಾಹಕರು ಮರುಹೊಂದಿಸಿದ್ದಾರೆ',
  'twoFactor.resetByName': '{{name}} ಅವರು',
  'twoFactor.someAdministrator': 'ನಿರ್ವಾಹಕರೊಬ್ಬರು',
  'twoFactor.resetBy':
    'ನೀವು ನಿಮ್ಮ ದೃಢೀಕರಣ ಆ್ಯಪ್ ಬಳಸಲಾಗದ ಕಾರಣ, {{at}} ರಂದು {{resetBy}} ನಿಮ್ಮ {{association}}ದ ನಿರ್ವಾಹಕ ಖಾತೆಯ ' +
    'ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಅನ್ನು ಮರುಹೊಂದಿಸಿದ್ದಾರೆ. ನಿಮ್ಮ ಹಳೆಯ ಮರುಪ್ರಾಪ್ತಿ ಕೋಡ್‌ಗಳು ಇನ್ನು ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ, ನಿಮ್ಮ ಖಾತೆಯ ' +
    'ಎಲ್ಲಾ ಸೆಷನ್‌ಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ, ಮತ್ತು ಈಗ ಸೈನ್ ಇನ್ ಮಾಡುವಾಗ ಪಾಸ್‌ವರ್ಡ್ ಮಾತ್ರ ಕೇಳಲಾಗುತ್ತದೆ. ' +
    'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಿಂದ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಅನ್ನು ಮತ್ತೆ ಹೊಂದಿಸಿ.',
  'twoFactor.resetIfNotYou':
    'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಕೂಡಲೇ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ ಮತ್ತು ಸಂಘದ ಇತರ ನಿರ್ವಾಹಕರಿಗೆ ತಿಳಿಸಿ ({{supportEmail}}).',
  'newDevice.subject': 'ನಿಮ್ಮ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಹೊಸ ಸೈನ್ ಇನ್',
  'newDevice.signedIn': 'ನಿಮ್ಮ {{association}}ದ ನಿರ್ವಾಹಕ ಖಾತೆಗೆ ಹಿಂದೆಂದೂ ಬಳಸದ ಸಾಧನದಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಲಾಗಿದೆ.',
  'newDevice.when': 'ಯಾವಾಗ',
  'newDevice.address': 'ನೆಟ್‌ವರ್ಕ್ ವಿಳಾಸ',
  'newDevice.browser': 'ಬ್ರೌಸರ್',
  'newDevice.unknown': 'ತಿಳಿದಿಲ್ಲ',
};
