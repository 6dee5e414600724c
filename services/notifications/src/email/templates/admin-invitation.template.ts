import { button, composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface AdminInvitationData {
  /** The invited person. */
  name: string;
  /** Who invited them. */
  invitedBy: string;
  /** The role's label (ADMIN_ROLE_LABELS), e.g. Treasurer. */
  roleLabel: string;
  email: string;
  token: string;
  /** When the link stops working, as people read it (e.g. "30 Nov 2026 at 3:15 PM IST"). */
  expiresAt: string;
}

/** An invitation to an admin account of the portal (issue 27): who invited, with which role, and until when. */
export function adminInvitationEmail(ctx: MailContext, data: AdminInvitationData): RenderedEmail {
  return composeEmail(ctx, {
    subject: `You are invited to the ${ctx.associationName} admin portal`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `${data.invitedBy} has invited you to an admin account of the ${ctx.associationName} portal. ` +
          'Choose a password with the link below to start using it.',
      ),
      fields(['Role', data.roleLabel], ['Sign-in e-mail', data.email], ['Link valid until', data.expiresAt]),
      button('Accept the invitation', portalLink(ctx, '/accept-invitation', { token: data.token })),
      paragraph(
        'The link can be used once. If it has expired, ask an administrator to send a new one. ' +
          `If you did not expect this invitation, you can ignore this e-mail, or write to ${ctx.supportEmail}.`,
      ),
    ],
  });
}
