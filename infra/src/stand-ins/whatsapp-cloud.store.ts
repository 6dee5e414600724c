import { randomBytes } from 'node:crypto';
import { MessageStore } from './message-store';

/** A delivery status of the WhatsApp Business Cloud API, in the order a message goes through them. */
export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One template message as the stand-in received it. */
export interface SentWhatsAppMessage {
  /** `wamid.…`, answered to the sender and named in every status webhook. */
  id: string;
  phoneNumberId: string;
  /** The recipient's WhatsApp id: digits with the country code, no `+`. */
  to: string;
  template: string;
  language: string;
  /** The body component's text parameters, in order. */
  bodyParameters: string[];
  /** The request body as sent. */
  request: unknown;
  receivedAt: Date;
  /** Statuses sent to the webhook so far, oldest first. */
  statuses: WhatsAppStatus[];
}

/** A reply a test or a developer made as the member (an inbound `messages` webhook). */
export interface InboundWhatsAppMessage {
  id: string;
  from: string;
  text: string;
  receivedAt: Date;
}

export function wamid(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

/** What the stand-in keeps in memory (message-store.ts). */
export function newWhatsAppStore(): MessageStore<SentWhatsAppMessage, InboundWhatsAppMessage> {
  return new MessageStore<SentWhatsAppMessage, InboundWhatsAppMessage>('WhatsApp message');
}
