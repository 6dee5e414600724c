import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { composeEmail, MailContext, mailTexts, paragraph, quote, RenderedEmail } from './compose';

export interface MemberRejectedData {
  name: string;
  reason: string | null;
  /** The member's language (issue 31); English when not given. The reviewer's reason stays as written. */
  language?: Language;
}

/** The outcome of a rejected application, with the admin's reason when one was given, in the member's language. */
export function memberRejectedEmail(ctx: MailContext, data: MemberRejectedData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const reason = data.reason?.trim();
  return composeEmail(ctx, {
    language,
    subject: t('memberRejected.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('memberRejected.outcome')),
      ...(reason
        ? [paragraph(t('memberRejected.reasonGiven')), quote(reason)]
        : [paragraph(t('memberRejected.noReason'))]),
      paragraph(t('memberRejected.applyAgain', { supportEmail: ctx.supportEmail })),
    ],
  });
}
