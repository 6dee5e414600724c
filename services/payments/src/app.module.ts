import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { PaymentsConfig } from './config';

@Module({})
export class PaymentsAppModule {
  static register(config: PaymentsConfig, logger: JsonLogger): DynamicModule {
    return {
      module: PaymentsAppModule,
      imports: [PlatformModule.forService({ service: 'payments', config, logger, entities: [], migrations: [] })],
    };
  }
}
