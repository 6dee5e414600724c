import { button, composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

/** Security notices (issue 27): each tells the account's owner of a change they may not have made. */

export interface PasswordChangedNoticeData {
  name: string;
  how: 'changed' | 'reset';
  /** Where the owner signs in to act: the member or admin login. */
  userType: 'member' | 'admin';
  /** When it happened, as the association's people read it. */
  at: string;
}

export function passwordChangedEmail(ctx: MailContext, data: PasswordChangedNoticeData): RenderedEmail {
  const what = data.how === 'reset' ? 'reset with a link e-mailed to you' : 'changed';
  return composeEmail(ctx, {
    subject: data.how === 'reset' ? 'Your password was reset' : 'Your password was changed',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`The password of your ${ctx.associationName} account was ${what} on ${data.at}.`),
      paragraph('Every other device signed in to your account has been signed out.'),
      paragraph(
        'If this was you, there is nothing more to do. If it was not, reset your password at once ' +
          `and write to ${ctx.supportEmail}.`,
      ),
      button('Reset your password', portalLink(ctx, '/forgot-password')),
    ],
  });
}

export interface EmailChangedNoticeData {
  name: string;
  memberId: string;
  oldEmail: string;
  newEmail: string;
  changedBy: 'member' | 'admin';
  token: string;
  /** "7 days" */
  validFor: string;
}

/** Sent to the OLD address: the link puts it back and signs every device out. */
export function emailChangedEmail(ctx: MailContext, data: EmailChangedNoticeData): RenderedEmail {
  const by = data.changedBy === 'admin' ? ' by the association’s office' : '';
  return composeEmail(ctx, {
    subject: 'Your e-mail address was changed',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `The e-mail address of your ${ctx.associationName} member account was changed${by}. ` +
          'From now on, e-mail for the account goes to the new address.',
      ),
      fields(['Member ID', data.memberId], ['Previous address', data.oldEmail], ['New address', data.newEmail]),
      paragraph(
        'If you did not ask for this, follow the link below: it puts this address back and signs out every ' +
          'device signed in to your account. Then reset your password.',
      ),
      button('Restore my e-mail address', portalLink(ctx, '/restore-email', { token: data.token })),
      paragraph(
        `This link is valid for ${data.validFor} and can be used once. Questions? Write to ${ctx.supportEmail}.`,
      ),
    ],
  });
}

export interface AdminNewDeviceNoticeData {
  name: string;
  at: string;
  ipAddress: string | null;
  browser: string | null;
}

export interface AdminTwoFactorChangedNoticeData {
  name: string;
  enabled: boolean;
  at: string;
  /** The administrator who reset it from Admin Accounts (the owner had lost their authenticator app), if one did. */
  resetBy?: string;
}

/** Two-factor sign-in turned on or off: off without the owner knowing would leave the password alone. */
export function adminTwoFactorChangedEmail(ctx: MailContext, data: AdminTwoFactorChangedNoticeData): RenderedEmail {
  if (data.resetBy !== undefined) return adminTwoFactorResetEmail(ctx, { ...data, resetBy: data.resetBy });
  const state = data.enabled ? 'on' : 'off';
  return composeEmail(ctx, {
    subject: `Two-factor sign-in was turned ${state} for your account`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `Two-factor sign-in was turned ${state} for your ${ctx.associationName} admin account on ${data.at}. ` +
          (data.enabled
            ? 'From now on, signing in asks for the code from your authenticator app after your password. ' +
              'Keep your recovery codes somewhere safe.'
            : 'Signing in now asks for your password only.'),
      ),
      paragraph(
        'If this was you, there is nothing to do. If it was not, change your password at once and tell the ' +
          `association’s other admins (${ctx.supportEmail}).`,
      ),
    ],
  });
}

/** An administrator reset the owner's second factor: who, when, what it means and what to do now. */
function adminTwoFactorResetEmail(
  ctx: MailContext,
  data: AdminTwoFactorChangedNoticeData & { resetBy: string },
): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'Your two-factor sign-in was reset by an administrator',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `${data.resetBy} reset the two-factor sign-in of your ${ctx.associationName} admin account on ${data.at}, ` +
          'as you could no longer use your authenticator app. Your old recovery codes no longer work, every ' +
          'session of your account was signed out, and signing in now asks for your password only. Set up ' +
          'two-factor sign-in again from your Profile.',
      ),
      paragraph(
        'If you did not ask for this, change your password at once and tell the ' +
          `association’s other admins (${ctx.supportEmail}).`,
      ),
    ],
  });
}

export function adminNewDeviceEmail(ctx: MailContext, data: AdminNewDeviceNoticeData): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'New sign-in to your admin account',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`Your ${ctx.associationName} admin account was signed in to from a device it had not used before.`),
      fields(['When', data.at], ['Address', data.ipAddress ?? 'unknown'], ['Browser', data.browser ?? 'unknown']),
      paragraph(
        'If this was you, there is nothing to do. If it was not, change your password at once and tell the ' +
          `association’s other admins (${ctx.supportEmail}).`,
      ),
    ],
  });
}
