import { composeEmail, fields, MailContext, paragraph, quote, RenderedEmail } from './compose';

export interface ContactMessageData {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The visitor's message, to the support address (sent with Reply-To: the visitor). */
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
}

/**
 * The short confirmation to the visitor. It repeats nothing of the message, so
 * the form cannot be used to send arbitrary text to someone else's address.
 */
export function contactConfirmationEmail(ctx: MailContext, data: ContactConfirmationData): RenderedEmail {
  return composeEmail(ctx, {
    subject: `We received your message – ${ctx.associationName}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `Thank you for contacting the ${ctx.associationName}. We have received your message and will get back to you soon.`,
      ),
      paragraph('Office hours: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM.'),
    ],
  });
}
