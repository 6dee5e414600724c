import { composeEmail, fields, MailContext, paragraph, RenderedEmail } from './compose';

export interface RegistrationReceivedData {
  name: string;
  memberId: string;
}

/** To the applicant after the public registration form. */
export function registrationReceivedEmail(ctx: MailContext, data: RegistrationReceivedData): RenderedEmail {
  return composeEmail(ctx, {
    subject: `We have received your membership application (${data.memberId})`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `Thank you for applying for membership of the ${ctx.associationName}. We have received your application.`,
      ),
      fields(['Member ID', data.memberId]),
      paragraph(
        'An administrator will review your application. We will e-mail you when it has been reviewed; ' +
          'once it is approved you will receive a link to set your password for the member portal.',
      ),
      paragraph(`If you have any questions, write to us at ${ctx.supportEmail}.`),
    ],
  });
}
