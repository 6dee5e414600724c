import { AdminRole, AdminRoles, DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { button, composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface AdminInvitationData {
  /** The invited person. */
  name: string;
  /** Who invited them. */
  invitedBy: string;
  /** Their role, named in `language` (a role this service does not know is shown as it came). */
  role: string;
  email: string;
  token: string;
  /** When the link stops working, as people read it in `language` (e.g. "30/11/2026 at 3:15 pm IST"). */
  expiresAt: string;
  /** The inviting admin's language (issue 31); English when not given. */
  language?: Language;
}

const isAdminRole = (role: string): role is AdminRole => (AdminRoles as readonly string[]).includes(role);

/** An invitation to an admin account of the portal (issue 27): who invited, with which role, and until when. */
export function adminInvitationEmail(ctx: MailContext, data: AdminInvitationData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: t('adminInvitation.subject'),
    greeting: t('email.greeting', { name: data.name.trim() || t('adminInvitation.defaultName') }),
    blocks: [
      paragraph(
        t('adminInvitation.invited', { invitedBy: data.invitedBy.trim() || t('adminInvitation.someAdministrator') }),
      ),
      fields(
        [t('adminInvitation.role'), isAdminRole(data.role) ? t(`adminRole.${data.role}`) : data.role],
        [t('adminInvitation.signInEmail'), data.email],
        [t('adminInvitation.validUntil'), data.expiresAt],
      ),
      button(t('adminInvitation.button'), portalLink(ctx, '/accept-invitation', { token: data.token })),
      paragraph(t('adminInvitation.linkOnce', { supportEmail: ctx.supportEmail })),
    ],
  });
}
