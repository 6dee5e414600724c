import { DynamicModule, Module, Provider } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { NotificationsConfig, whatsAppKeys } from '../config';
import { ChannelMessagesRepository } from './channel-messages.repository';
import { ChannelQueue } from './channel-queue';
import { ChannelSender } from './channel-sender';
import { MessagingHandler, WHATSAPP_KEYS } from './messaging.handler';
import { MessagingService, OFFERED_CHANNELS } from './messaging.service';
import { MessagingPort } from './messaging-port';
import { WhatsAppCloudAdapter } from './whatsapp-cloud.adapter';

/**
 * Issue 33: messages on the channels members read. The members' choices with their consent, the channel part of
 * the outbox (ChannelQueue) and its sender, the WhatsApp Cloud API adapter and its webhook. Without WhatsApp keys
 * no channel is offered, nothing is queued and no sender runs.
 */
@Module({})
export class MessagingModule {
  static register(config: NotificationsConfig): DynamicModule {
    const whatsApp = whatsAppKeys(config);
    const ports: MessagingPort[] = whatsApp
      ? [
          new WhatsAppCloudAdapter({
            apiUrl: whatsApp.apiUrl,
            apiVersion: whatsApp.apiVersion,
            phoneNumberId: whatsApp.phoneNumberId,
            accessToken: whatsApp.accessToken,
            timeoutMs: config.WHATSAPP_TIMEOUT_MS,
          }),
        ]
      : [];
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
