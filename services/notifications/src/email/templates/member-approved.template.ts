import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface MemberApprovedData {
  name: string;
  memberId: string;
  token: string;
  /** "24 hours" (validityOf, in the member's language) */
  validFor: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/**
 * Approval with the set-up link: the member proves their address by opening it (DESIGN.md §7). In the member's
 * language.
 */
export function memberApprovedEmail(ctx: MailContext, data: MemberApprovedData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('memberApproved.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('memberApproved.welcome')),
      fields([t('email.memberId'), data.memberId]),
      paragraph(t('memberApproved.setUpFirst')),
      button(t('passwordSetup.button'), portalLink(ctx, '/setup-password', { token: data.token })),
      paragraph(t('memberApproved.validity', { validFor: data.validFor, link: portalLink(ctx, '/setup-password') })),
      paragraph(t('memberApproved.signIn')),
    ],
  });
}
