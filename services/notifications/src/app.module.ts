import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { NotificationsConfig } from './config';

@Module({})
export class NotificationsAppModule {
  static register(config: NotificationsConfig, logger: JsonLogger): DynamicModule {
    return {
      module: NotificationsAppModule,
      imports: [PlatformModule.forService({ service: 'notifications', config, logger, entities: [], migrations: [] })],
    };
  }
}
