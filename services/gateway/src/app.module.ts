import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { PassportModule } from '@nestjs/passport';
import { JsonLogger, natsConnectionOptions } from '@portal/platform';
import { ClsModule, ClsService } from 'nestjs-cls';
import type { Pool } from 'pg';
import { AccessGuard } from './auth/access.guard';
import { AdminLocalStrategy } from './auth/admin-local.strategy';
import { AdminAccountsController } from './admin-accounts/admin-accounts.controller';
import { AdminInvitationsController } from './admin-accounts/admin-invitations.controller';
import { AuthController } from './auth/auth.controller';
import { AccountLanguageController } from './auth/account-language.controller';
import { AdminAccountController } from './auth/admin-account.controller';
import { AdminTwoFactorSignIn } from './auth/admin-two-factor-sign-in';
import { AdminTwoFactorController } from './auth/admin-two-factor.controller';
import { SignInCompletion } from './auth/sign-in-completion';
import { TrustedDevices } from './auth/trusted-devices';
import { TrustedDevicesRepository } from './auth/trusted-devices.repository';
import { MemberAuthController } from './auth/member-auth.controller';
import { MemberLocalStrategy } from './auth/member-local.strategy';
import { PasswordController } from './auth/password.controller';
import { SessionSerializer } from './auth/session.serializer';
import { ContactController } from './contact/contact.controller';
import { GatewayConfig } from './config';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { filesProviders } from './files/object-storage.provider';
import { GATEWAY_CONFIG, NATS_CLIENT, PG_POOL } from './gateway.tokens';
import { HealthController } from './health/health.controller';
import { HttpExceptionFilter } from './http/http-exception.filter';
import { idCardsControllers } from './id-cards/id-cards.routes';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { membersControllers, membersProviders } from './members/members.routes';
import { paymentsControllers, paymentsProviders } from './payments/payments.routes';
import { contentControllers, contentProviders } from './content/content.routes';
import { NotificationsController } from './notifications/notifications.controller';
import { MessageChannelsController } from './notifications/message-channels.controller';
import { RegistrationController } from './registration/registration.controller';
import { reportsControllers, reportsProviders } from './reports/reports.routes';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogService } from './audit/audit-log.service';
import { SessionAudit } from './audit/session-audit';
import { RegistrationSubmission } from './registration/registration-submission.service';
import { RpcClient } from './rpc/rpc-client.service';
import { CachedSessionStore } from './session/cached-session-store';
import { sessionTable } from './session/session.setup';

class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}
  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** Signed-in sessions, cached in memory in front of the `session` table; main.ts mounts it. */
function sessionStore(config: GatewayConfig, logger: JsonLogger, pool: Pool): CachedSessionStore {
  const store = new CachedSessionStore(sessionTable(pool), config.DATABASE_URL, logger);
  store.start();
  return store;
}

@Module({})
export class GatewayAppModule {
  static register(config: GatewayConfig, logger: JsonLogger, pool: Pool): DynamicModule {
    return {
      module: GatewayAppModule,
      imports: [
        ClientsModule.register([
          {
            name: NATS_CLIENT,
            transport: Transport.NATS,
            // Reconnect for ever: a NATS restart must not need a gateway restart.
            options: {
              ...natsConnectionOptions(config),
              name: 'gateway',
              maxReconnectAttempts: -1,
              reconnectTimeWait: 500,
            },
          },
        ]),
        RateLimitModule.register(config, pool, logger),
        // The request context is opened by requestContextMiddleware in main.ts, before the session middleware.
        ClsModule.forRoot({ global: true, middleware: { mount: false } }),
        PassportModule.register({ session: true }),
      ],
      controllers: [
        AuthController,
        MemberAuthController,
        AdminAccountController,
        AccountLanguageController,
        AdminTwoFactorController,
        AdminAccountsController,
        AdminInvitationsController,
        PasswordController,
        HealthController,
        ContactController,
        ...membersControllers,
        ...paymentsControllers,
        ...contentControllers,
        DashboardController,
        NotificationsController,
        MessageChannelsController,
        RegistrationController,
        ...reportsControllers,
        AuditLogController,
        ...idCardsControllers,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: JsonLogger, useValue: logger },
        { provide: PG_POOL, useValue: pool },
        { provide: APP_GUARD, useClass: AccessGuard },
        {
          provide: APP_FILTER,
          inject: [ClsService],
          useFactory: (cls: ClsService) => new HttpExceptionFilter(logger, cls),
        },
        RpcClient,
        AdminLocalStrategy,
        SignInCompletion,
        TrustedDevicesRepository,
        TrustedDevices,
        AdminTwoFactorSignIn,
        MemberLocalStrategy,
        SessionSerializer,
        PoolCloser,
        { provide: CachedSessionStore, useFactory: () => sessionStore(config, logger, pool) },
        ...filesProviders,
        ...paymentsProviders,
        ...contentProviders,
        ...membersProviders,
        DashboardService,
        RegistrationSubmission,
        ...reportsProviders,
        AuditLogService,
        SessionAudit,
      ],
    };
  }
}
