import { DynamicModule, Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { IdentityConfig } from '../config';
import { AdminTwoFactorHandler } from './admin-two-factor.handler';
import { AdminTwoFactorRepository } from './admin-two-factor.repository';
import { AdminTwoFactorService } from './admin-two-factor.service';
import { AdminsHandler } from './admins.handler';
import { TwoFactorSecrets } from './two-factor-secrets';
import { AdminsRepository } from './admins.repository';
import { AdminsService } from './admins.service';

const CONFIG = Symbol('IDENTITY_CONFIG');

/** Seeds the first admin from ADMIN_EMAIL / ADMIN_PASSWORD at start-up (idempotent). */
class FirstAdminSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminsService,
    private readonly logger: JsonLogger,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FIRST_NAME } = this.config;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    if (await this.admins.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FIRST_NAME ?? 'Admin')) {
      this.logger.event('info', 'first admin created', { email: ADMIN_EMAIL });
    }
  }
}

@Module({})
export class AdminsModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AdminsModule,
      controllers: [AdminsHandler, AdminTwoFactorHandler],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: TwoFactorSecrets, useValue: new TwoFactorSecrets(config.TWO_FACTOR_ENCRYPTION_KEY) },
        AdminsRepository,
        AdminsService,
        AdminTwoFactorRepository,
        AdminTwoFactorService,
        FirstAdminSeeder,
      ],
      exports: [AdminsService],
    };
  }
}
