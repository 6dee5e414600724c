import { DynamicModule, Global, Module } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import type { Pool } from 'pg';
import { GatewayConfig } from '../config';
import { KnownDevices } from './known-devices';
import { LoginThrottle } from './login-throttle';
import { loginThrottlePolicy, rateLimitPolicies } from './rate-limit.policy';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit-store';
import { SignInGuessingRepository } from './sign-in-guessing.repository';
import { RateLimiter } from './rate-limiter.service';

/** Global so `@RateLimit(...)` and the sign-in throttle work in any module. */
@Global()
@Module({})
export class RateLimitModule {
  static register(config: GatewayConfig, pool: Pool, logger: JsonLogger): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        { provide: RateLimitStore, useFactory: () => new RateLimitStore(pool) },
        {
          provide: RateLimiter,
          inject: [RateLimitStore],
          useFactory: (store: RateLimitStore) => new RateLimiter(store, rateLimitPolicies(config), logger),
        },
        {
          provide: LoginThrottle,
          inject: [RateLimitStore],
          useFactory: (store: RateLimitStore) => {
            const policy = loginThrottlePolicy(config);
            const guessing = new SignInGuessingRepository(pool, policy.perAccountTotal);
            return new LoginThrottle(store, policy, logger, guessing);
          },
        },
        {
          provide: KnownDevices,
          useFactory: () =>
            new KnownDevices(pool, config.SESSION_SECRET, config.PUBLIC_URL.startsWith('https://'), logger),
        },
        RateLimitGuard,
      ],
      exports: [RateLimiter, RateLimitGuard, LoginThrottle, KnownDevices],
    };
  }
}
