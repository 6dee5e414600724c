import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ChannelMessagesRepository } from './channel-messages.repository';
import type { MessageChannel } from './messaging-port';
import { WhatsAppTemplateName } from './whatsapp-templates';

/** A message for a member on every channel they chose; nothing for a member who never opted in or opted out. */
export interface MemberMessage {
  memberId: string;
  /** The occasion, unique like the e-mail's key (`payment_due:<member>:<occasion>:<record>`); the channel is added. */
  dedupeKey: string;
  template: WhatsAppTemplateName;
  language: string;
  parameters: string[];
  /** Only these channels (an admin's notice sent by WhatsApp only); absent: every channel the member chose. */
  channels?: readonly MessageChannel[];
}

/**
 * The channel part of the outbox: turns a decision to message a member into one queued row of channel_messages per
 * channel the member chose, inside the caller's transaction (with the notification and the e-mail), so it is sent
 * once the transaction commits, retried with the e-mail's backoff, and never twice for one occasion.
 */
@Injectable()
export class ChannelQueue {
  constructor(private readonly messages: ChannelMessagesRepository) {}

  /** Answers how many messages were queued (0 for a member who chose no channel). */
  async enqueue(tx: EntityManager, message: MemberMessage): Promise<number> {
    if (!tx.queryRunner?.isTransactionActive) throw new Error('ChannelQueue.enqueue must run inside a transaction');
    let queued = 0;
    for (const choice of await this.messages.activeChoices(tx, message.memberId)) {
      if (message.channels && !message.channels.includes(choice.channel)) continue;
      const inserted = await this.messages.insertQueued(tx, {
        dedupeKey: `${message.dedupeKey}:${choice.channel}`,
        memberId: message.memberId,
        channel: choice.channel,
        recipient: choice.phone,
        template: message.template,
        language: message.language,
        parameters: message.parameters,
      });
      if (inserted) queued++;
    }
    if (queued > 0) await this.messages.notifyQueued(tx);
    return queued;
  }
}
