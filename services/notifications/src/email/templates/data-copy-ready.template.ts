import { button, composeEmail, fields, MailContext, paragraph, RenderedEmail } from './compose';

export interface DataCopyReadyData {
  name: string;
  memberId: string;
  /** "5 December 2026" */
  until: string;
  /** Profile Settings, where the member downloads it once signed in. */
  link: string;
}

/** Issue 32: the copy of all the personal data the portal holds about the member is ready to download. */
export function dataCopyReadyEmail(ctx: MailContext, data: DataCopyReadyData): RenderedEmail {
  return composeEmail(ctx, {
    subject: 'Your copy of your data is ready',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(
        `The copy you asked for of all the personal data ${ctx.associationName} holds about you is ready: one ZIP ` +
          'file with your details, payments, receipts, event sign-ups, messages and your files.',
      ),
      fields(['Member ID', data.memberId], ['Download until', data.until]),
      button('Sign in to download it', data.link),
      paragraph(
        'For your security the file is only downloaded after you sign in, from Profile Settings, and only for the ' +
          `next 7 days; after that, ask for a new one there. Questions? Write to ${ctx.supportEmail}.`,
      ),
    ],
  });
}
