import { DynamicModule, Module } from '@nestjs/common';
import {
  memberDataExportHandler,
  NATS_CONNECTION,
  PLATFORM_OPTIONS,
  PlatformModuleOptions,
  ServiceRpcClient,
} from '@portal/platform';
import type { NatsConnection } from 'nats';
import { DataCopiesErasureConsumer } from './data-copies-erasure.consumer';
import { DataCopiesHandler } from './data-copies.handler';
import { DataCopiesRepository } from './data-copies.repository';
import { DATA_COPY_SETTINGS, DataCopiesService, MEMBERSHIP_EXPORT_OPTIONS } from './data-copies.service';

/** Issue 32 "A copy of everything": the member's copies (membership.data-copy.*) and membership.member-data.export. */
@Module({})
export class DataCopiesModule {
  /** `idCards`: the app's own IdCardsModule registration (its IdCardMaker makes the certificate in the copy). */
  static register(idCards: DynamicModule, settings: { publicUrl: string }): DynamicModule {
    return {
      module: DataCopiesModule,
      imports: [idCards],
      controllers: [DataCopiesHandler, memberDataExportHandler('membership', MEMBERSHIP_EXPORT_OPTIONS)],
      providers: [
        {
          provide: ServiceRpcClient,
          inject: [NATS_CONNECTION, PLATFORM_OPTIONS],
          useFactory: (nats: NatsConnection, platform: PlatformModuleOptions) =>
            new ServiceRpcClient(nats, platform.config.NATS_NAMESPACE),
        },
        { provide: DATA_COPY_SETTINGS, useValue: { publicUrl: settings.publicUrl.replace(/\/+$/, '') } },
        DataCopiesRepository,
        DataCopiesService,
        DataCopiesErasureConsumer,
      ],
      exports: [DataCopiesService],
    };
  }
}
