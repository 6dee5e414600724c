import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { statusForErrorCode } from '@portal/contracts';
import { Observable, tap } from 'rxjs';
import { isDomainException } from '../errors/domain.exception';
import { PLATFORM_OPTIONS } from '../platform.tokens';
import { RpcOutcome, RpcOutcomes } from './metric-names';
import { PortalMetrics } from './portal-metrics';

/** A domain rule the caller did not meet (4xx) is refused; anything else that is thrown failed. */
export function handledOutcome(error: unknown): RpcOutcome {
  return isDomainException(error) && statusForErrorCode(error.code) < 500 ? RpcOutcomes.refused : RpcOutcomes.failed;
}

/** The contract's subject: `e2e_x1.identity.admin.login` → `identity.admin.login`, the same in every namespace. */
export function contractSubject(subject: string, namespace: string): string {
  return subject.startsWith(`${namespace}.`) ? subject.slice(namespace.length + 1) : subject;
}

/** Counts and times every RPC request a service handles, by subject and outcome (README: Metrics). */
@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  private readonly handled: PortalMetrics['rpcHandled'];
  private readonly duration: PortalMetrics['rpcHandleDuration'];

  constructor(
    metrics: PortalMetrics,
    @Inject(PLATFORM_OPTIONS) private readonly options: { config: { NATS_NAMESPACE: string } },
  ) {
    this.handled = metrics.rpcHandled;
    this.duration = metrics.rpcHandleDuration;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const ctx = context.switchToRpc().getContext<NatsContext>();
    const raw = typeof ctx?.getSubject === 'function' ? ctx.getSubject() : 'unknown';
    const subject = contractSubject(raw, this.options.config.NATS_NAMESPACE);
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = (outcome: RpcOutcome) => {
      if (recorded) return;
      recorded = true;
      this.handled.inc({ subject, outcome });
      this.duration.observe({ subject, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    return next.handle().pipe(
      tap({
        complete: () => record(RpcOutcomes.ok),
        error: (error: unknown) => record(handledOutcome(error)),
      }),
    );
  }
}
