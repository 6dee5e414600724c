import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { isWireError, RpcRequest, RpcResponse, RpcSubject, statusForErrorCode } from '@portal/contracts';
import { CORRELATION_HEADER, namespaced } from '@portal/platform';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_CONFIG, NATS_CLIENT } from '../gateway.tokens';
import { GatewayConfig } from '../config';
import { GatewayHttpError, serviceUnavailable } from './gateway-http.error';

function looksUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error ?? '');
  return /no responders|no subscribers|empty response|connection|disconnect|closed|CONNECTION_REFUSED|TIMEOUT/i.test(text);
}

/**
 * The only way the gateway calls a service: typed by the contract, namespaced,
 * bounded by a timeout, and turning every failure into an HTTP answer.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async rpc<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    options: { correlationId?: string; timeoutMs?: number } = {},
  ): Promise<RpcResponse<S>> {
    const service = subject.split('.')[0];
    const headers = natsHeaders();
    if (options.correlationId) headers.set(CORRELATION_HEADER, options.correlationId);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    try {
      return await firstValueFrom(
        this.client
          .send<RpcResponse<S>>(namespaced(this.config.NATS_NAMESPACE, subject), record)
          .pipe(timeout(options.timeoutMs ?? this.config.RPC_TIMEOUT_MS)),
      );
    } catch (error) {
      if (isWireError(error)) {
        throw new GatewayHttpError(statusForErrorCode(error.code), { ...error, status: statusForErrorCode(error.code) });
      }
      if (error instanceof TimeoutError || looksUnavailable(error)) throw serviceUnavailable(service);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
