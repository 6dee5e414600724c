import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/**
 * A service answer with `retryAfter` (e.g. a locked account) leaves the gateway
 * with a Retry-After header; the error filter then writes status and body.
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const seconds = error instanceof GatewayHttpError ? error.body.retryAfter : undefined;
        if (typeof seconds === 'number' && seconds > 0 && context.getType() === 'http') {
          const res = context.switchToHttp().getResponse<Response>();
          if (!res.headersSent) res.setHeader('Retry-After', String(Math.ceil(seconds)));
        }
        return throwError(() => error);
      }),
    );
  }
}
