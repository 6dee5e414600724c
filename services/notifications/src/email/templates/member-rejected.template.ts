import { composeEmail, MailContext, paragraph, quote, RenderedEmail } from './compose';

export interface MemberRejectedData {
  name: string;
  reason: string | null;
}

/** The outcome of a rejected application, with the admin's reason when one was given. */
export function memberRejectedEmail(ctx: MailContext, data: MemberRejectedData): RenderedEmail {
  const reason = data.reason?.trim();
  return composeEmail(ctx, {
    subject: 'Update on your membership application',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `Thank you for your interest in the ${ctx.associationName}. After reviewing your application, ` +
          'we are unable to approve your membership at this time.',
      ),
      ...(reason
        ? [paragraph('The reason given by the reviewer:'), quote(reason)]
        : [paragraph('No specific reason was recorded for this decision.')]),
      paragraph(`If you have questions or would like to apply again, write to us at ${ctx.supportEmail}.`),
    ],
  });
}
