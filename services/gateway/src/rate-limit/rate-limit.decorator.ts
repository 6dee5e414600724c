import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RATE_LIMIT_KEY, RateLimitSelector } from './rate-limit.policy';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * Limits how often one client IP may call a route (429 with Retry-After beyond
 * the bucket's limit), e.g. `@RateLimit('registration')` on POST /api/register.
 */
export const RateLimit = (bucket: RateLimitSelector) =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, bucket), UseGuards(RateLimitGuard));
