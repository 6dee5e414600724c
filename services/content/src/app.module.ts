import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { ContentConfig } from './config';
import { EventEntity } from './events/event.entity';
import { EventsModule } from './events/events.module';
import { CreateEvents1763700020000 } from './migrations/1763700020000-CreateEvents';

export const ContentEntities = [EventEntity];
export const ContentMigrations = [CreateEvents1763700020000];

@Module({})
export class ContentAppModule {
  static register(config: ContentConfig, logger: JsonLogger): DynamicModule {
    return {
      module: ContentAppModule,
      imports: [
        PlatformModule.forService({
          service: 'content',
          config,
          logger,
          entities: ContentEntities,
          migrations: ContentMigrations,
        }),
        EventsModule,
      ],
    };
  }
}
