import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ActorDto } from '@portal/contracts';
import type { Request } from 'express';

/** Who is asking, as services expect it (the request's correlation id travels in the request's context). */
export interface Caller {
  actor: ActorDto;
}

export function callerOf(req: Request): Caller {
  const user = req.user;
  return { actor: user ? { userId: user.id, userType: user.userType } : { userId: '', userType: 'public' } };
}

/** `@CurrentCaller() caller: Caller` in a route handler. */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller =>
  callerOf(ctx.switchToHttp().getRequest<Request>()),
);
