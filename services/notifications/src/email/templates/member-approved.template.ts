import { button, composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface MemberApprovedData {
  name: string;
  memberId: string;
  token: string;
  /** "24 hours" */
  validFor: string;
}

/** Approval with the set-up link: the member proves their address by opening it (DESIGN.md §7). */
export function memberApprovedEmail(ctx: MailContext, data: MemberApprovedData): RenderedEmail {
  return composeEmail(ctx, {
    subject: `Your membership of the ${ctx.associationName} has been approved`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`Good news: your membership application has been approved. Welcome to the ${ctx.associationName}!`),
      fields(['Member ID', data.memberId]),
      paragraph('To sign in to the member portal, first set up your password:'),
      button('Set up your password', portalLink(ctx, '/setup-password', { token: data.token })),
      paragraph(
        `This link is valid for ${data.validFor} and can be used once. If it has expired, ` +
          `request a new one at ${portalLink(ctx, '/setup-password')}.`,
      ),
      paragraph('Afterwards you can sign in with your member ID, e-mail address or phone number.'),
    ],
  });
}
