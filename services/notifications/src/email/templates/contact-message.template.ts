import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { composeEmail, fields, MailContext, mailTexts, paragraph, quote, RenderedEmail } from './compose';

export interface ContactMessageData {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * The visitor's message, to the support address (sent with Reply-To: the visitor). In English: the address is the
 * office's, not one person's with a language of their own.
 */
export function contactMessageEmail(ctx: MailContext, data: ContactMessageData): RenderedEmail {
  return composeEmail(ctx, {
    subject: `Contact form: ${data.subject}`,
    signOff: false,
    blocks: [
      paragraph('A visitor sent this message through the contact form of the website.'),
      fields(['Name', data.name], ['E-mail', data.email], ['Subject', data.subject]),
      quote(data.message),
      paragraph(`Reply to this e-mail to answer ${data.name} directly.`),
    ],
  });
}

export interface ContactConfirmationData {
  name: string;
  /** The language of the visitor's request (issue 31); English when not given. */
  language?: Language;
}

/**
 * The short confirmation to the visitor, in the language they wrote in. It repeats nothing of the message, so
 * the form cannot be used to send arbitrary text to someone else's address.
 */
export function contactConfirmationEmail(ctx: MailContext, data: ContactConfirmationData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('contactConfirmation.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [paragraph(t('contactConfirmation.thanks')), paragraph(t('contactConfirmation.officeHours'))],
  });
}
