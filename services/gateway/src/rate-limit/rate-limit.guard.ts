import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonErrorCode } from '@portal/contracts';
import type { Request } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { clientKey } from './client-key';
import { RATE_LIMIT_KEY, RateLimitSelector } from './rate-limit.policy';
import { RATE_LIMITED_MESSAGE, RateLimiter } from './rate-limiter.service';

/** Counts the request against its route's bucket; beyond the limit answers 429 with Retry-After (written by the error filter). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const selector = this.reflector.get<RateLimitSelector | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!selector) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const bucket = typeof selector === 'function' ? selector(req) : selector;
    // req.ip honours TRUST_PROXY (express 'trust proxy'), so behind a proxy this is the real client.
    const verdict = await this.limiter.hit(bucket, clientKey(req.ip));
    if (verdict.allowed) return true;
    throw new GatewayHttpError(CommonErrorCode.RateLimited, RATE_LIMITED_MESSAGE, { retryAfter: verdict.retryAfter });
  }
}
