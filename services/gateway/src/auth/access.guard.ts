import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { ACCESS_KEY, AccessRule } from './access.decorator';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rule) {
      throw new GatewayHttpError(403, { status: 403, code: 'FORBIDDEN', message: 'This route has no access rule' });
    }
    if (rule === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().session?.user;
    if (!user) {
      throw new GatewayHttpError(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Please log in to continue' });
    }
    const allowed =
      rule === 'authenticated' ||
      rule === 'admin-or-member' ||
      (rule === 'admin' && user.userType === 'admin') ||
      (rule === 'member' && user.userType === 'member');
    if (!allowed) {
      throw new GatewayHttpError(403, { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
    return true;
  }
}
