export * from './compose';
export * from './registration-received.template';
export * from './member-approved.template';
export * from './member-rejected.template';
export * from './membership-renewed.template';
export * from './renewal-requested.template';
export * from './password-setup.template';
export * from './password-reset.template';
export * from './contact-message.template';
export * from './payment-receipt.template';
export * from './credit-note.template';
export * from './event-cancelled.template';
export * from './email-change.template';
export * from './security-notices.template';
export * from './admin-invitation.template';
export * from './notification.template';

/** Names recorded in the delivery log; also the second half of an event e-mail's dedupe key. */
export const EmailTemplates = {
  RegistrationReceived: 'registration-received',
  MemberApproved: 'member-approved',
  MemberRejected: 'member-rejected',
  MembershipRenewed: 'membership-renewed',
  RenewalRequested: 'renewal-requested',
  PasswordSetup: 'password-setup',
  PasswordReset: 'password-reset',
  ContactMessage: 'contact-message',
  ContactConfirmation: 'contact-confirmation',
  PaymentReceipt: 'payment-receipt',
  CreditNote: 'credit-note',
  EventCancelled: 'event-cancelled',
  EmailChange: 'email-change',
  PasswordChanged: 'password-changed',
  EmailChanged: 'email-changed',
  AdminNewDevice: 'admin-new-device',
  AdminTwoFactorChanged: 'admin-two-factor-changed',
  AdminInvitation: 'admin-invitation',
  Notification: 'notification',
  RenewalReminder: 'renewal-reminder',
  PaymentReminder: 'payment-reminder',
  /** Issue 32: a member's copy of their data is ready. */
  DataCopyReady: 'data-copy-ready',
} as const;
export type EmailTemplateName = (typeof EmailTemplates)[keyof typeof EmailTemplates];
