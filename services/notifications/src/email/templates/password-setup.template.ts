import { button, composeEmail, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface PasswordSetupData {
  name: string;
  token: string;
  validFor: string;
}

/** A fresh set-up link asked for on /setup-password. */
export function passwordSetupEmail(ctx: MailContext, data: PasswordSetupData): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'Set up your password',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`We received a request to set up the password of your ${ctx.associationName} member account.`),
      button('Set up your password', portalLink(ctx, '/setup-password', { token: data.token })),
      paragraph(`This link is valid for ${data.validFor} and can be used once.`),
      paragraph('If you did not ask for this, you can ignore this e-mail; your account stays as it is.'),
    ],
  });
}
