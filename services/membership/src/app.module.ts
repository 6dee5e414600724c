import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { MembershipConfig } from './config';

@Module({})
export class MembershipAppModule {
  static register(config: MembershipConfig, logger: JsonLogger): DynamicModule {
    return {
      module: MembershipAppModule,
      imports: [PlatformModule.forService({ service: 'membership', config, logger, entities: [], migrations: [] })],
    };
  }
}
