import { createTransport, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { LoadedAttachment } from './email-attachments';

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: { address: string; name: string };
  replyTo?: { address: string; name: string };
  subject: string;
  html: string;
  text: string;
  attachments?: LoadedAttachment[];
}

/** Sends one message; rejects with nodemailer's error (code, command, responseCode) when SMTP refuses. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * SMTP from SMTP_URL. One connection per message (no pool), so an outage or a
 * recovery of the server is seen by the very next message, and short timeouts
 * so a dead server fails an attempt in seconds instead of hanging the sender.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter: Transporter = createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 30_000,
    }),
  );
  return {
    send: async (mail) => {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
