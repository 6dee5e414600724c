import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { clientKey } from './client-key';
import { RATE_LIMIT_KEY, RateLimitSelector } from './rate-limit.policy';
import { RateLimiter } from './rate-limiter.service';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/** Counts the request against its route's bucket; beyond the limit answers 429 with Retry-After. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const selector = this.reflector.get<RateLimitSelector | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!selector) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const bucket = typeof selector === 'function' ? selector(req) : selector;
    // req.ip honours TRUST_PROXY (express 'trust proxy'), so behind a proxy this is the real client.
    const verdict = await this.limiter.hit(bucket, clientKey(req.ip));
    if (verdict.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfter));
    throw new GatewayHttpError(429, { status: 429, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE, retryAfter: verdict.retryAfter });
  }
}
