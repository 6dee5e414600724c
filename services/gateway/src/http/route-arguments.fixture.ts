import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { ExecutionContext } from '@nestjs/common';

interface CustomRouteArgument {
  index: number;
  data: unknown;
  factory?: (data: unknown, ctx: ExecutionContext) => unknown;
}

/**
 * What a handler's custom parameter decorators (`@RequestLanguage()`, made with createParamDecorator) give it for
 * `req`, by parameter index, as Nest would resolve them: so a test of a controller sees its handler read the request
 * through the decorator, not only what it does with the value.
 */
export function customRouteArguments(controller: Type, method: string, req: unknown): Map<number, unknown> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    CustomRouteArgument
  >;
  const ctx = { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
  return new Map(
    Object.values(args)
      .filter((arg) => typeof arg.factory === 'function')
      .map((arg) => [arg.index, arg.factory!(arg.data, ctx)]),
  );
}
