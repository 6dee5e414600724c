import { Inject, Injectable } from '@nestjs/common';
import { AuditTrail, JsonLogger } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { ChannelMessagesRepository, ChannelMessageLogRow, MemberChannelRow } from './channel-messages.repository';
import type { MessageChannel } from './messaging-port';
import { readSmsWebhook, smsWebhookTokenValid } from './msg91-webhook';
import { isStopReply, readWhatsAppWebhook, whatsAppSignatureValid } from './whatsapp-webhook';

/** A member's choice of one channel as the portal shows it. */
export interface MessageChannelChoice {
  channel: MessageChannel;
  /** Opted in and not out: messages go there. */
  enabled: boolean;
  phone: string | null;
  /** When the member consented (the latest opt-in). */
  optedInAt: string | null;
  optedOutAt: string | null;
  /** 'member' (in the portal) or 'stop_reply' (they replied STOP). */
  optOutSource: string | null;
}

/** The channels offered: those with a configured adapter (WhatsApp Cloud API, MSG91 SMS). */
export const OFFERED_CHANNELS = Symbol('OFFERED_CHANNELS');

/** The number as the provider wants it: digits with the country code (a 10-digit Indian mobile gets 91). */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s()+-]/g, '').replace(/^0+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

export class MessagingInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The rules of members' message channels: consent, opt-out (also by a STOP reply) and delivery statuses. */
@Injectable()
export class MessagingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ChannelMessagesRepository,
    private readonly logger: JsonLogger,
    private readonly audit: AuditTrail,
    @Inject(OFFERED_CHANNELS) private readonly offered: readonly MessageChannel[],
  ) {}

  async choices(memberId: string): Promise<MessageChannelChoice[]> {
    const rows = await this.repository.choices(memberId);
    return this.offered.map((channel) =>
      toChoice(
        channel,
        rows.find((r) => r.channel === channel),
      ),
    );
  }

  /** Opting in records consent now; opting out ends it at once and gives up the messages still waiting. */
  async choose(
    memberId: string,
    input: { channel: string; enabled: boolean; phone?: string | null },
  ): Promise<MessageChannelChoice[]> {
    const channel = input.channel as MessageChannel;
    if (!this.offered.includes(channel))
      throw new MessagingInputError('channel', `Messages by ${input.channel} are not offered`);
    const phone = input.enabled ? normalisePhone(input.phone ?? '') : null;
    if (input.enabled && !phone) {
      const where = channel === 'whatsapp' ? 'you use on WhatsApp' : 'to receive SMS on';
      throw new MessagingInputError('phone', `Enter the mobile number ${where}, e.g. 98450 12345`);
    }
    await this.dataSource.transaction(async (tx) => {
      const before = (await this.repository.choices(memberId, tx)).find((r) => r.channel === channel);
      if (phone) await this.repository.optIn(tx, memberId, channel, phone);
      else await this.repository.optOut(tx, memberId, channel, 'member');
      // The consent's record: who chose what and when (the audit row carries the time and the request).
      await this.audit.record(tx, {
        action: phone ? 'message-channel.opted-in' : 'message-channel.opted-out',
        entity: 'message-channel',
        entityId: memberId,
        before: before ? { channel, phone: before.phone, enabled: before.opted_out_at === null } : null,
        after: { channel, phone: phone ?? before?.phone ?? null, enabled: !!phone },
      });
    });
    return this.choices(memberId);
  }

  /**
   * A WhatsApp webhook POST: refused unless signed with the app secret; statuses are stored on their messages, a STOP
   * reply opts out every member with that number at once (nothing is sent to them after it commits).
   */
  async receiveWhatsAppWebhook(
    rawBody: string,
    signature: string | undefined,
    appSecret: string,
  ): Promise<'processed' | 'invalid_signature'> {
    if (!whatsAppSignatureValid(rawBody, signature, appSecret)) return 'invalid_signature';
    await this.receiveWebhook(rawBody, 'whatsapp', readWhatsAppWebhook);
    return 'processed';
  }

  /**
   * An MSG91 webhook POST (a delivery report or a member's SMS to the virtual number): refused unless its URL
   * carries the configured token (MSG91 does not sign webhooks); a STOP reply opts out every member with that
   * number from SMS at once.
   */
  async receiveSmsWebhook(
    rawBody: string,
    token: string | undefined,
    expectedToken: string,
  ): Promise<'processed' | 'invalid_token'> {
    if (!smsWebhookTokenValid(token, expectedToken)) return 'invalid_token';
    await this.receiveWebhook(rawBody, 'sms', readSmsWebhook);
    return 'processed';
  }

  /**
   * An authenticated provider webhook: applied and audited in one transaction. A body that is not JSON is
   * acknowledged and dropped (the provider would only send it again).
   */
  private async receiveWebhook(
    rawBody: string,
    channel: 'whatsapp' | 'sms',
    read: (payload: unknown) => Parameters<MessagingService['apply']>[2],
  ): Promise<void> {
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody);
    } catch {
      return;
    }
    await this.dataSource.transaction(async (tx) => {
      const outcome = await this.apply(tx, channel, read(payload));
      await this.audit.record(tx, {
        action: `${channel}-webhook.received`,
        entity: `${channel}-webhook`,
        entityId: null,
        after: outcome,
      });
    });
  }

  /** A provider's statuses stored on their messages; a STOP reply opts that number's members out of the channel. */
  private async apply(
    tx: EntityManager,
    channel: MessageChannel,
    items: Array<
      { kind: 'status'; providerMessageId: string; status: string } | { kind: 'reply'; from: string; text: string }
    >,
  ): Promise<{ statuses: number; optedOut: string[] }> {
    let statuses = 0;
    const optedOut: string[] = [];
    for (const item of items) {
      if (item.kind === 'status') {
        if (await this.repository.recordDeliveryStatus(tx, channel, item.providerMessageId, item.status)) statuses++;
      } else if (isStopReply(item.text)) {
        const phone = normalisePhone(item.from) ?? item.from;
        for (const memberId of await this.repository.membersWithPhone(tx, channel, phone)) {
          await this.repository.optOut(tx, memberId, channel, 'stop_reply');
          optedOut.push(memberId);
          this.logger.event('info', `member opted out of ${channel} by a STOP reply`, { memberId, channel });
        }
      }
    }
    return { statuses, optedOut };
  }

  deliveryLog(memberId: string): Promise<ChannelMessageLogRow[]> {
    return this.repository.log(memberId);
  }
}

function toChoice(channel: MessageChannel, row: MemberChannelRow | undefined): MessageChannelChoice {
  return {
    channel,
    enabled: !!row && row.opted_out_at === null,
    phone: row?.phone ?? null,
    optedInAt: row ? new Date(row.opted_in_at).toISOString() : null,
    optedOutAt: row?.opted_out_at ? new Date(row.opted_out_at).toISOString() : null,
    optOutSource: row?.opt_out_source ?? null,
  };
}
