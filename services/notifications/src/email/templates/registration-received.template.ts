import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { composeEmail, fields, MailContext, mailTexts, paragraph, RenderedEmail } from './compose';

export interface RegistrationReceivedData {
  name: string;
  memberId: string;
  /** The language the form was filled in (issue 31); English when not given. */
  language?: Language;
}

/** To the applicant after the public registration form, in the language they filled it in. */
export function registrationReceivedEmail(ctx: MailContext, data: RegistrationReceivedData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('registrationReceived.subject', { memberId: data.memberId }),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('registrationReceived.thanks')),
      fields([t('email.memberId'), data.memberId]),
      paragraph(t('registrationReceived.review')),
      paragraph(t('registrationReceived.questions', { supportEmail: ctx.supportEmail })),
    ],
  });
}
