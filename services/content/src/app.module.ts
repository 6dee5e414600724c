import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { ContentConfig } from './config';

@Module({})
export class ContentAppModule {
  static register(config: ContentConfig, logger: JsonLogger): DynamicModule {
    return {
      module: ContentAppModule,
      imports: [PlatformModule.forService({ service: 'content', config, logger, entities: [], migrations: [] })],
    };
  }
}
