import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface PasswordSetupData {
  name: string;
  token: string;
  validFor: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** A fresh set-up link asked for on /setup-password, in the member's language. */
export function passwordSetupEmail(ctx: MailContext, data: PasswordSetupData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('passwordSetup.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('passwordSetup.requested')),
      button(t('passwordSetup.button'), portalLink(ctx, '/setup-password', { token: data.token })),
      paragraph(t('email.linkValidity', { validFor: data.validFor })),
      paragraph(t('passwordSetup.notYou')),
    ],
  });
}
