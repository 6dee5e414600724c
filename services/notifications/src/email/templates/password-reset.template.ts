import { button, composeEmail, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface PasswordResetData {
  name: string;
  token: string;
  validFor: string;
}

/** The link asked for on /forgot-password. */
export function passwordResetEmail(ctx: MailContext, data: PasswordResetData): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'Reset your password',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`We received a request to reset the password of your ${ctx.associationName} member account.`),
      button('Reset your password', portalLink(ctx, '/reset-password', { token: data.token })),
      paragraph(`This link is valid for ${data.validFor} and can be used once.`),
      paragraph('If you did not ask for this, you can ignore this e-mail; your password stays as it is.'),
    ],
  });
}
