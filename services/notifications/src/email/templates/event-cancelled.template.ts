import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { formatIndianDate, formatIndianTime } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface EventCancelledData {
  name: string;
  title: string;
  /** ISO timestamp of the event; shown as the date and time in India. */
  eventDate: string;
  location: string | null;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** To a member who had signed up: the event they planned to attend will not take place, in their language. */
export function eventCancelledEmail(ctx: MailContext, data: EventCancelledData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const location = data.location?.trim();
  const rows: Array<[string, string]> = [
    [t('eventCancelled.event'), data.title],
    [t('eventCancelled.date'), formatIndianDate(data.eventDate)],
    [t('eventCancelled.time'), t('eventCancelled.timeValue', { time: formatIndianTime(data.eventDate, language) })],
    ...(location ? [[t('eventCancelled.location'), location] as [string, string]] : []),
  ];
  return composeEmail(ctx, {
    language,
    subject: t('eventCancelled.subject', { title: data.title }),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('eventCancelled.sorry', { title: data.title })),
      fields(...rows),
      paragraph(t('eventCancelled.apologies')),
      paragraph(t('eventCancelled.otherEvents', { link: portalLink(ctx, '/member-events') })),
      paragraph(t('email.questionsShort', { supportEmail: ctx.supportEmail })),
    ],
  });
}
