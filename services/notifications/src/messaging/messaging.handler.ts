import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChooseMessageChannelRequest,
  MessageChannelsAnswer,
  MessageChannelsRequest,
  NotificationsSubjects as S,
  ReceiveSmsWebhookRequest,
  ReceiveWhatsAppWebhookAnswer,
  ReceiveWhatsAppWebhookRequest,
  VerifyWhatsAppWebhookAnswer,
  VerifyWhatsAppWebhookRequest,
  type ActorDto,
} from '@portal/contracts';
import type { Msg91Keys, WhatsAppKeys } from '../config';
import { forbidden, invalid } from '../notices/notices.exception';
import { MessagingInputError, MessagingService } from './messaging.service';

export const WHATSAPP_KEYS = Symbol('WHATSAPP_KEYS');
export const MSG91_KEYS = Symbol('MSG91_KEYS');

function memberOf(actor: ActorDto): string {
  if (actor.userType !== 'member') throw forbidden('Only a member chooses their message channels');
  return actor.userId;
}

@Controller()
export class MessagingHandler {
  constructor(
    private readonly messaging: MessagingService,
    @Inject(WHATSAPP_KEYS) private readonly whatsApp: WhatsAppKeys | null,
    @Inject(MSG91_KEYS) private readonly msg91: Msg91Keys | null,
  ) {}

  @MessagePattern(S.MessageChannels)
  async channels(@Payload() { actor }: MessageChannelsRequest): Promise<MessageChannelsAnswer> {
    return { channels: await this.messaging.choices(memberOf(actor)) };
  }

  @MessagePattern(S.ChooseMessageChannel)
  async choose(@Payload() { actor, input }: ChooseMessageChannelRequest): Promise<MessageChannelsAnswer> {
    try {
      return { channels: await this.messaging.choose(memberOf(actor), input) };
    } catch (error) {
      if (error instanceof MessagingInputError) throw invalid([{ field: error.field, message: error.message }]);
      throw error;
    }
  }

  /** An unsigned or wrongly signed body changes nothing and is answered like any other (no oracle). */
  @MessagePattern(S.ReceiveWhatsAppWebhook)
  async receive(@Payload() body: ReceiveWhatsAppWebhookRequest): Promise<ReceiveWhatsAppWebhookAnswer> {
    if (!this.whatsApp) throw forbidden('WhatsApp is not configured');
    const outcome = await this.messaging.receiveWhatsAppWebhook(body.rawBody, body.signature, this.whatsApp.appSecret);
    if (outcome === 'invalid_signature') throw forbidden('Invalid webhook signature');
    return { outcome };
  }

  /** A missing or wrong token changes nothing (MSG91 does not sign; the URL's token is the secret). */
  @MessagePattern(S.ReceiveSmsWebhook)
  async receiveSms(@Payload() body: ReceiveSmsWebhookRequest): Promise<ReceiveWhatsAppWebhookAnswer> {
    if (!this.msg91) throw forbidden('SMS is not configured');
    const outcome = await this.messaging.receiveSmsWebhook(body.rawBody, body.token, this.msg91.webhookToken);
    if (outcome === 'invalid_token') throw forbidden('Invalid webhook token');
    return { outcome };
  }

  @MessagePattern(S.VerifyWhatsAppWebhook)
  verify(@Payload() query: VerifyWhatsAppWebhookRequest): VerifyWhatsAppWebhookAnswer {
    const ok = !!this.whatsApp && query.mode === 'subscribe' && query.verifyToken === this.whatsApp.verifyToken;
    return { challenge: ok ? (query.challenge ?? '') : null };
  }
}
