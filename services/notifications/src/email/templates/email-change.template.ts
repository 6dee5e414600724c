import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface EmailChangeData {
  name: string;
  memberId: string;
  /** The new address, which this e-mail goes to. */
  email: string;
  token: string;
  /** "24 hours" (in the member's language) */
  validFor: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** Sent to the address a member wants to use instead: following the link proves it is theirs (issue 12). */
export function emailChangeEmail(ctx: MailContext, data: EmailChangeData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('emailChange.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('emailChange.asked')),
      fields([t('email.memberId'), data.memberId], [t('emailChange.newAddress'), data.email]),
      button(t('emailChange.button'), portalLink(ctx, '/confirm-email', { token: data.token })),
      paragraph(t('email.linkValidity', { validFor: data.validFor })),
      paragraph(t('emailChange.notYou', { supportEmail: ctx.supportEmail })),
    ],
  });
}
