import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface PasswordResetData {
  name: string;
  token: string;
  validFor: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** The link asked for on /forgot-password, in the member's language. */
export function passwordResetEmail(ctx: MailContext, data: PasswordResetData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('passwordReset.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('passwordReset.requested')),
      button(t('passwordReset.button'), portalLink(ctx, '/reset-password', { token: data.token })),
      paragraph(t('email.linkValidity', { validFor: data.validFor })),
      paragraph(t('passwordReset.notYou')),
    ],
  });
}
