import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { Observable, tap } from 'rxjs';
import { JsonLogger } from '../logging/json-logger';
import { CORRELATION_HEADER } from '../nats/namespace';

/** One structured log line per RPC request: subject, outcome, duration, correlation id. */
@Injectable()
export class RequestLogInterceptor implements NestInterceptor {
  constructor(private readonly logger: JsonLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const started = process.hrtime.bigint();
    const ctx = context.switchToRpc().getContext<NatsContext>();
    const subject = typeof ctx?.getSubject === 'function' ? ctx.getSubject() : 'unknown';
    const headers = ctx?.getHeaders?.() as MsgHdrs | undefined;
    const correlationId = headers?.get(CORRELATION_HEADER) || undefined;
    const done = (outcome: string, code?: string) =>
      this.logger.event(outcome === 'ok' ? 'info' : 'warn', 'rpc', {
        subject,
        outcome,
        ...(code ? { code } : {}),
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        ...(correlationId ? { correlationId } : {}),
      });
    return next.handle().pipe(
      tap({
        complete: () => done('ok'),
        error: (err: unknown) => done('error', (err as { code?: string })?.code),
      }),
    );
  }
}
