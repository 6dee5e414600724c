import { DynamicModule, Module } from '@nestjs/common';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { AdminsModule } from './admins/admins.module';
import { UserEntity } from './admins/user.entity';
import { IdentityConfig } from './config';
import { CreateUsers1763700001000 } from './migrations/1763700001000-CreateUsers';


@Module({})
export class IdentityAppModule {
  static register(config: IdentityConfig, logger: JsonLogger): DynamicModule {
    return {
      module: IdentityAppModule,
      imports: [
        PlatformModule.forService({
          service: 'identity',
          config,
          logger,
          entities: [UserEntity],
          migrations: [CreateUsers1763700001000],
        }),
        AdminsModule.register(config),
      ],
    };
  }
}
