import { DynamicModule, Global, Module } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import type { Pool } from 'pg';
import { GatewayConfig } from '../config';
import { RateLimitGuard } from './rate-limit.guard';
import { rateLimitPolicies } from './rate-limit.policy';
import { RateLimiter } from './rate-limiter.service';

/** Global so `@RateLimit(...)` works on a controller in any module. */
@Global()
@Module({})
export class RateLimitModule {
  static register(config: GatewayConfig, pool: Pool, logger: JsonLogger): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        { provide: RateLimiter, useFactory: () => new RateLimiter(pool, rateLimitPolicies(config), logger) },
        RateLimitGuard,
      ],
      exports: [RateLimiter, RateLimitGuard],
    };
  }
}
