import { CommonErrorCode, isWireError, RpcRequest, RpcResponse, RpcSubject } from '@portal/contracts';
import { ErrorCode as NatsErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../errors/domain.exception';
import { namespaced } from '../nats/namespace';

/** NATS failures that mean "nobody can answer now", as opposed to an answer that is an error. */
const UNAVAILABLE = new Set<string>([
  NatsErrorCode.NoResponders,
  NatsErrorCode.Timeout,
  NatsErrorCode.ConnectionClosed,
  NatsErrorCode.ConnectionDraining,
  NatsErrorCode.Disconnect,
]);

interface NestReply {
  response?: unknown;
  err?: unknown;
}

const codec = JSONCodec<unknown>();

/** The owner's error as the caller's own, so it reaches the gateway with the same code, message and fields. */
class ForwardedRpcError extends DomainException {}

/**
 * How a service asks another service over NATS request/reply (the reports ask payments and content for
 * their rows): typed by the same contract map as the gateway's client, namespaced, bounded by a timeout.
 * The packet is Nest's NATS record (`{ pattern, data, id }`, answered `{ response | err }`), so the
 * owner's ordinary `@MessagePattern` handler answers it. "Nobody answers" becomes 503 SERVICE_UNAVAILABLE.
 */
export class ServiceRpcClient {
  constructor(
    private readonly nats: NatsConnection,
    private readonly namespace: string,
    private readonly defaultTimeoutMs = 5000,
  ) {}

  async rpc<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<S>> {
    const service = subject.split('.')[0];
    let reply: NestReply;
    try {
      const message = await this.nats.request(
        namespaced(this.namespace, subject),
        codec.encode({ pattern: subject, data: payload, id: randomUUID() }),
        { timeout: options.timeoutMs ?? this.defaultTimeoutMs },
      );
      reply = codec.decode(message.data) as NestReply;
    } catch (error) {
      if (error instanceof NatsError && UNAVAILABLE.has(error.code)) throw serviceUnavailable(service);
      throw error;
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isWireError(reply.err)) {
        const { code, message, errors, field } = reply.err;
        throw new ForwardedRpcError(code, message, { errors, field });
      }
      // Nest's own "no handler" answer and anything else without our error shape.
      throw serviceUnavailable(service);
    }
    return reply.response as RpcResponse<S>;
  }
}

/** 503 '<Service> service is unavailable, please try again', as the gateway words it (DESIGN.md §3). */
export function serviceUnavailable(service: string): DomainException {
  const name = service.charAt(0).toUpperCase() + service.slice(1);
  return new DomainException(CommonErrorCode.ServiceUnavailable, `${name} service is unavailable, please try again`);
}
