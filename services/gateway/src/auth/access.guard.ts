import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonErrorCode, roleMayDo } from '@portal/contracts';
import type { Request } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { sessionExpired } from '../session/session-lifetime';
import { ACCESS_KEY, parseAccessRule } from './access.decorator';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = parseAccessRule(
      this.reflector.getAllAndOverride<unknown>(ACCESS_KEY, [context.getHandler(), context.getClass()]),
    );
    if (!rule) {
      throw new GatewayHttpError(CommonErrorCode.Forbidden, 'This route has no access rule');
    }
    if (rule.public) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user;
    if (!user) {
      // A session that was just ended for inactivity or age says so, so the web can tell the user why.
      if (req.sessionEnded) throw sessionExpired(req.sessionEnded);
      throw new GatewayHttpError(CommonErrorCode.Unauthenticated, 'Please log in to continue');
    }
    const allowed = user.userType === 'member' ? rule.member : rule.duty !== null && roleMayDo(user.role, rule.duty);
    if (!allowed) {
      throw new GatewayHttpError(CommonErrorCode.Forbidden, 'You do not have permission to do this');
    }
    return true;
  }
}
