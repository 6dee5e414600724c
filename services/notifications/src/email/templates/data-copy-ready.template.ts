import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, fields, MailContext, mailTexts, paragraph, RenderedEmail } from './compose';

export interface DataCopyReadyData {
  name: string;
  memberId: string;
  /** "5 December 2026" */
  until: string;
  /** Profile Settings, where the member downloads it once signed in. */
  link: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** Issue 32: the copy of all the personal data the portal holds about the member is ready to download. */
export function dataCopyReadyEmail(ctx: MailContext, data: DataCopyReadyData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('dataCopyReady.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('dataCopyReady.ready')),
      fields([t('email.memberId'), data.memberId], [t('dataCopyReady.until'), data.until]),
      button(t('dataCopyReady.button'), data.link),
      paragraph(t('dataCopyReady.security', { supportEmail: ctx.supportEmail })),
    ],
  });
}
