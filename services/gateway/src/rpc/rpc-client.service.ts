import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import { ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { isWireError, RpcRequest, RpcResponse, RpcSubject } from '@portal/contracts';
import {
  ACTOR_HEADER,
  CORRELATION_HEADER,
  namespaced,
  PortalMetrics,
  portalMetrics,
  RpcOutcome,
  RpcOutcomes,
} from '@portal/platform';
import { ErrorCode as NatsErrorCode, headers as natsHeaders, NatsError } from 'nats';
import { ClsService } from 'nestjs-cls';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_CONFIG, NATS_CLIENT } from '../gateway.tokens';
import { GatewayConfig } from '../config';
import { currentActorHeader, currentRequestId } from '../http/request-context';
import { GatewayHttpError, serviceUnavailable } from './gateway-http.error';

/** NATS failures that mean "nobody can answer now", as opposed to an answer that is an error. */
const UNAVAILABLE_NATS_CODES = new Set<string>([
  NatsErrorCode.NoResponders,
  NatsErrorCode.Timeout,
  NatsErrorCode.ConnectionClosed,
  NatsErrorCode.ConnectionDraining,
  NatsErrorCode.ConnectionRefused,
  NatsErrorCode.ConnectionTimeout,
  NatsErrorCode.Disconnect,
]);

/** Recognised by type: Nest's "no subscribers" answer, our own timeout, or a NATS connection failure. */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    error instanceof TimeoutError ||
    error instanceof EmptyResponseException ||
    (error instanceof NatsError && UNAVAILABLE_NATS_CODES.has(error.code))
  );
}

/** How a call ended, for portal_rpc_calls_total: a refusal the user can act on (4xx) is not a failure. */
export function callOutcome(error: unknown): RpcOutcome {
  if (isWireError(error)) return error.status < 500 ? RpcOutcomes.refused : RpcOutcomes.failed;
  return isServiceUnavailable(error) ? RpcOutcomes.unavailable : RpcOutcomes.failed;
}

/**
 * The only way the gateway calls a service: typed by the contract, namespaced,
 * bounded by a timeout, and turning every failure into an HTTP answer.
 * Every call is counted and timed by subject and outcome (README: Metrics).
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  private readonly calls: PortalMetrics['rpcCalls'];
  private readonly callDuration: PortalMetrics['rpcCallDuration'];

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly cls: ClsService,
    @Optional() metrics: PortalMetrics = portalMetrics,
  ) {
    this.calls = metrics.rpcCalls;
    this.callDuration = metrics.rpcCallDuration;
  }

  async rpc<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<S>> {
    const service = subject.split('.')[0];
    const headers = natsHeaders();
    // The request's id travels with every call it makes, taken from the request's context.
    const correlationId = currentRequestId(this.cls);
    if (correlationId) headers.set(CORRELATION_HEADER, correlationId);
    // Who asked, for the services' audit trail (only the gateway may publish these calls).
    const actor = currentActorHeader(this.cls);
    if (actor) headers.set(ACTOR_HEADER, actor);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    const started = process.hrtime.bigint();
    const count = (outcome: RpcOutcome) => {
      this.calls.inc({ subject, outcome });
      this.callDuration.observe({ subject, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    try {
      const answer = await firstValueFrom(
        this.client
          .send<RpcResponse<S>>(namespaced(this.config.NATS_NAMESPACE, subject), record)
          .pipe(timeout(options.timeoutMs ?? this.config.RPC_TIMEOUT_MS)),
      );
      count(RpcOutcomes.ok);
      return answer;
    } catch (error) {
      count(callOutcome(error));
      if (isWireError(error)) throw GatewayHttpError.forward(error);
      if (isServiceUnavailable(error)) throw serviceUnavailable(service);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
