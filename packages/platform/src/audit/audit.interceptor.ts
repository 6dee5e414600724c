import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { Observable } from 'rxjs';
import { CORRELATION_HEADER } from '../nats/namespace';
import { ACTOR_HEADER, actorFromHeader, runAsActor } from './audit-context';

/** Runs every RPC handler as the actor the gateway named, so what it changes is recorded against them. */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const ctx = context.switchToRpc().getContext<NatsContext>();
    const headers = ctx?.getHeaders?.() as MsgHdrs | undefined;
    const actor = actorFromHeader(headers?.get(ACTOR_HEADER) || undefined, headers?.get(CORRELATION_HEADER) || null);
    // The handler's observable is subscribed inside the actor's context, so its awaits keep it.
    return new Observable((subscriber) => runAsActor(actor, () => next.handle().subscribe(subscriber)));
  }
}
