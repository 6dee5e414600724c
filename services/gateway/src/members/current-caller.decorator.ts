import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ActorDto } from '@portal/contracts';
import type { Request } from 'express';
import { correlationIdOf } from '../http/correlation-id.middleware';

/** Who is asking (as services expect it) and the request's correlation id for the RPCs it makes. */
export interface Caller {
  actor: ActorDto;
  correlationId: string;
}

export function callerOf(req: Request): Caller {
  const user = req.session?.user;
  return {
    actor: user ? { userId: user.id, userType: user.userType } : { userId: '', userType: 'public' },
    correlationId: correlationIdOf(req),
  };
}

/** `@CurrentCaller() caller: Caller` in a route handler. */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller => callerOf(ctx.switchToHttp().getRequest<Request>()));
