import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * On a login route: the user the login guard has just signed in, as its
 * strategy answered (the whole profile; the session itself keeps only id and type).
 */
export const SignedIn = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): unknown => ctx.switchToHttp().getRequest<Request>().user,
);
