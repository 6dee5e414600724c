import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

/**
 * Security notices (issue 27): each tells the account's owner of a change they may not have made, in the account's
 * language (issue 31; English when not given).
 */

export interface PasswordChangedNoticeData {
  name: string;
  how: 'changed' | 'reset';
  /** Where the owner signs in to act: the member or admin login. */
  userType: 'member' | 'admin';
  /** When it happened, as the association's people read it (in `language`). */
  at: string;
  language?: Language;
}

export function passwordChangedEmail(ctx: MailContext, data: PasswordChangedNoticeData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const reset = data.how === 'reset';
  return composeEmail(ctx, {
    language,
    subject: t(reset ? 'passwordChanged.subjectReset' : 'passwordChanged.subjectChanged'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t(reset ? 'passwordChanged.resetOn' : 'passwordChanged.changedOn', { at: data.at })),
      paragraph(t('passwordChanged.signedOut')),
      paragraph(t('passwordChanged.ifNotYou', { supportEmail: ctx.supportEmail })),
      button(t('passwordReset.button'), portalLink(ctx, '/forgot-password')),
    ],
  });
}

export interface EmailChangedNoticeData {
  name: string;
  memberId: string;
  oldEmail: string;
  newEmail: string;
  changedBy: 'member' | 'admin';
  token: string;
  /** "7 days" (in `language`) */
  validFor: string;
  language?: Language;
}

/** Sent to the OLD address: the link puts it back and signs every device out. */
export function emailChangedEmail(ctx: MailContext, data: EmailChangedNoticeData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('emailChanged.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t(data.changedBy === 'admin' ? 'emailChanged.changedByOffice' : 'emailChanged.changed')),
      fields(
        [t('email.memberId'), data.memberId],
        [t('emailChanged.previous'), data.oldEmail],
        [t('emailChanged.new'), data.newEmail],
      ),
      paragraph(t('emailChanged.ifNotYou')),
      button(t('emailChanged.button'), portalLink(ctx, '/restore-email', { token: data.token })),
      paragraph(t('emailChanged.validity', { validFor: data.validFor, supportEmail: ctx.supportEmail })),
    ],
  });
}

export interface AdminNewDeviceNoticeData {
  name: string;
  at: string;
  ipAddress: string | null;
  browser: string | null;
  language?: Language;
}

export interface AdminTwoFactorChangedNoticeData {
  name: string;
  enabled: boolean;
  at: string;
  /**
   * The administrator who reset it from Admin Accounts (the owner had lost their authenticator app), if one did: their
   * name or e-mail, or '' when not known ("An administrator" in the e-mail's language).
   */
  resetBy?: string;
  language?: Language;
}

/** Two-factor sign-in turned on or off: off without the owner knowing would leave the password alone. */
export function adminTwoFactorChangedEmail(ctx: MailContext, data: AdminTwoFactorChangedNoticeData): RenderedEmail {
  if (data.resetBy !== undefined) return adminTwoFactorResetEmail(ctx, { ...data, resetBy: data.resetBy });
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t(data.enabled ? 'twoFactor.subjectOn' : 'twoFactor.subjectOff'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(
        `${t(data.enabled ? 'twoFactor.turnedOn' : 'twoFactor.turnedOff', { at: data.at })} ` +
          t(data.enabled ? 'twoFactor.onMeans' : 'twoFactor.offMeans'),
      ),
      paragraph(t('security.ifNotYouAdmin', { supportEmail: ctx.supportEmail })),
    ],
  });
}

/** An administrator reset the owner's second factor: who, when, what it means and what to do now. */
function adminTwoFactorResetEmail(
  ctx: MailContext,
  data: AdminTwoFactorChangedNoticeData & { resetBy: string },
): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('twoFactor.resetSubject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(
        t('twoFactor.resetBy', {
          resetBy: data.resetBy.trim()
            ? t('twoFactor.resetByName', { name: data.resetBy.trim() })
            : t('twoFactor.someAdministrator'),
          at: data.at,
        }),
      ),
      paragraph(t('twoFactor.resetIfNotYou', { supportEmail: ctx.supportEmail })),
    ],
  });
}

export function adminNewDeviceEmail(ctx: MailContext, data: AdminNewDeviceNoticeData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('newDevice.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('newDevice.signedIn')),
      fields(
        [t('newDevice.when'), data.at],
        [t('newDevice.address'), data.ipAddress ?? t('newDevice.unknown')],
        [t('newDevice.browser'), data.browser ?? t('newDevice.unknown')],
      ),
      paragraph(t('security.ifNotYouAdmin', { supportEmail: ctx.supportEmail })),
    ],
  });
}
