import { CanActivate, ExecutionContext, mixin, Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AdminLoginRequest, CommonErrorCode, MemberLoginRequest } from '@portal/contracts';
import type { Request } from 'express';
import { createHttpValidationPipe } from '../http/http-validation.pipe';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { ADMIN_LOCAL } from './admin-local.strategy';
import { MEMBER_LOCAL } from './member-local.strategy';

const credentialsCheck = createHttpValidationPipe();

/**
 * Sign-in through a passport local strategy, in the order the login routes
 * promise. Guards run before pipes, so the guard checks the body itself first
 * (400 with field errors, as the validation pipe answers, before any service is
 * asked); then the strategy asks the services (their refusals pass through
 * unchanged); then `req.logIn` regenerates the session id before it stores the
 * user, so a session planted before login is worthless.
 * Put `@UseGuards(...)` above `@RateLimit(...)`: the rate limit must run first.
 */
function localLoginGuard(strategy: string, credentials: Type<object>): Type<CanActivate> {
  class LocalLoginGuard extends AuthGuard(strategy) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      req.body = (await credentialsCheck.transform(req.body, { type: 'body', metatype: credentials })) as object;
      await super.canActivate(context);
      await super.logIn(req);
      return true;
    }

    override handleRequest<TUser>(error: Error | null, user: TUser | false | null): TUser {
      if (error) throw error;
      // passport-local refuses by itself only when a field is missing, which the body check has already answered.
      if (!user) throw new GatewayHttpError(CommonErrorCode.Unauthenticated, 'Please log in to continue');
      return user;
    }
  }
  return mixin(LocalLoginGuard);
}

export const AdminLoginGuard = localLoginGuard(ADMIN_LOCAL, AdminLoginRequest);
export const MemberLoginGuard = localLoginGuard(MEMBER_LOCAL, MemberLoginRequest);
