import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import type { Request } from 'express';
import { requestLanguage } from './answer-language';

/**
 * `@RequestLanguage() language: Language` in a route handler: the language the reader reads (answer-language.ts:
 * the signed-in person's saved one, else Accept-Language), for what a service writes for them (a receipt's PDF, a
 * report's, a confirmation or invitation e-mail). Route handlers take it so, not from the request themselves.
 */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language =>
  requestLanguage(ctx.switchToHttp().getRequest<Request>()),
);
