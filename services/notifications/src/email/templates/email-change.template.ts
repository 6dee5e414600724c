import { button, composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface EmailChangeData {
  name: string;
  memberId: string;
  /** The new address, which this e-mail goes to. */
  email: string;
  token: string;
  /** "24 hours" */
  validFor: string;
}

/** Sent to the address a member wants to use instead: following the link proves it is theirs (issue 12). */
export function emailChangeEmail(ctx: MailContext, data: EmailChangeData): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'Confirm your new e-mail address',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `You asked to use this address for your ${ctx.associationName} member account. ` +
          'Your e-mail address changes when you confirm it:',
      ),
      fields(['Member ID', data.memberId], ['New e-mail address', data.email]),
      button('Confirm your e-mail address', portalLink(ctx, '/confirm-email', { token: data.token })),
      paragraph(`This link is valid for ${data.validFor} and can be used once.`),
      paragraph(
        'If you did not ask for this, you can ignore this e-mail; the account keeps its current address. ' +
          `Questions? Write to ${ctx.supportEmail}.`,
      ),
    ],
  });
}
