/** The channels a member can choose besides e-mail and the portal. */
export type MessageChannel = 'whatsapp' | 'sms';

/** One message for a provider: an approved template, its language and its body's parameters in order. */
export interface OutgoingMessage {
  /** The member's number: digits with the country code, no `+` (WhatsApp's wa_id form). */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/** What the provider answered: its id of the message, named again in its delivery-status webhooks. */
export interface SentMessage {
  providerMessageId: string;
}

/** A failed send. `permanent`: this message was refused and trying again cannot help (a bad number, template). */
export class MessagingFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The messaging port: one adapter a channel (WhatsApp Cloud API; SMS later). */
export interface MessagingPort {
  readonly channel: MessageChannel;
  send(message: OutgoingMessage): Promise<SentMessage>;
}

/** Injection token of the adapters, one per configured channel. */
export const MESSAGING_PORTS = Symbol('MESSAGING_PORTS');
