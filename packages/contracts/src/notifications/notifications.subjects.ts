export const NotificationsSubjects = {
  /** The landing page's contact form: e-mails the support address and confirms to the visitor. */
  SendContactMessage: 'notifications.contact-message.send',
} as const;
