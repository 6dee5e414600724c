import { formatIndianDate, formatIndianTime } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface EventCancelledData {
  name: string;
  title: string;
  /** ISO timestamp of the event; shown as the date and time in India. */
  eventDate: string;
  location: string | null;
}

/** To a member who had signed up: the event they planned to attend will not take place. */
export function eventCancelledEmail(ctx: MailContext, data: EventCancelledData): RenderedEmail {
  const location = data.location?.trim();
  const rows: Array<[string, string]> = [
    ['Event', data.title],
    ['Date', formatIndianDate(data.eventDate)],
    ['Time', `${formatIndianTime(data.eventDate)} IST`],
    ...(location ? [['Location', location] as [string, string]] : []),
  ];
  return composeEmail(ctx, {
    subject: `Event cancelled: ${data.title}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`We are sorry to tell you that "${data.title}", which you signed up for, has been cancelled.`),
      fields(...rows),
      paragraph('We apologise for the inconvenience.'),
      paragraph(`You can find our other upcoming events in the member portal: ${portalLink(ctx, '/member-events')}`),
      paragraph(`If you have questions, write to us at ${ctx.supportEmail}.`),
    ],
  });
}
