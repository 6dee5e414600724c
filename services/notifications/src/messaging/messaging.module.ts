import { DynamicModule, Module, Provider } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { msg91Keys, NotificationsConfig, whatsAppKeys } from '../config';
import { ChannelMessagesRepository } from './channel-messages.repository';
import { ChannelQueue } from './channel-queue';
import { ChannelSender } from './channel-sender';
import { MessagingHandler, MSG91_KEYS, WHATSAPP_KEYS } from './messaging.handler';
import { MessagingService, OFFERED_CHANNELS } from './messaging.service';
import { MessagingPort } from './messaging-port';
import { Msg91SmsAdapter } from './msg91-sms.adapter';
import { WhatsAppCloudAdapter } from './whatsapp-cloud.adapter';

/**
 * Issue 33: messages on the channels members read. The members' choices with their consent, the channel part of
 * the outbox (ChannelQueue) and its sender, the WhatsApp Cloud API and MSG91 SMS adapters and their webhooks. A
 * channel without its keys is not offered; without any, nothing is queued and no sender runs.
 */
@Module({})
export class MessagingModule {
  static register(config: NotificationsConfig): DynamicModule {
    const whatsApp = whatsAppKeys(config);
    const msg91 = msg91Keys(config);
    const ports: MessagingPort[] = [];
    if (whatsApp) {
      ports.push(
        new WhatsAppCloudAdapter({
          apiUrl: whatsApp.apiUrl,
          apiVersion: whatsApp.apiVersion,
          phoneNumberId: whatsApp.phoneNumberId,
          accessToken: whatsApp.accessToken,
          timeoutMs: config.WHATSAPP_TIMEOUT_MS,
        }),
      );
    }
    if (msg91) {
      ports.push(
        new Msg91SmsAdapter({
          apiUrl: msg91.apiUrl,
          authKey: msg91.authKey,
          templateIds: msg91.templateIds,
          timeoutMs: config.MSG91_TIMEOUT_MS,
        }),
      );
    }
    const sender: Provider[] = ports.length
      ? [
          {
            provide: ChannelSender,
            inject: [ChannelMessagesRepository, JsonLogger],
            useFactory: (messages: ChannelMessagesRepository, logger: JsonLogger) =>
              new ChannelSender(messages, ports, logger, { databaseUrl: config.DATABASE_URL }),
          },
        ]
      : [];
    return {
      module: MessagingModule,
      controllers: [MessagingHandler],
      providers: [
        { provide: WHATSAPP_KEYS, useValue: whatsApp },
        { provide: MSG91_KEYS, useValue: msg91 },
        { provide: OFFERED_CHANNELS, useValue: ports.map((p) => p.channel) },
        ChannelMessagesRepository,
        ChannelQueue,
        MessagingService,
        ...sender,
      ],
      exports: [ChannelQueue],
    };
  }
}
