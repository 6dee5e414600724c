import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import type { RpcRequest, RpcResponse, RpcSubject } from '@portal/contracts';
import { GatewayConfig } from '@portal/gateway/dist/src/config';
import { RpcClient } from '@portal/gateway/dist/src/rpc/rpc-client.service';
import { CLS_ID, ClsServiceManager } from 'nestjs-cls';
import { randomUUID } from 'node:crypto';

export interface GatewayRpc {
  /** One call as a request's handler makes it: inside a request context whose id travels as a header. */
  rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>>;
  end(): Promise<void>;
}

/**
 * The gateway's RPC client (Nest's NATS ClientProxy as app.module.ts registers it, wrapped in RpcClient) in
 * the benchmark's process: what the gateway does for a request once its HTTP, session and routing work is done.
 */
export async function gatewayRpc(natsUrl: string, namespace: string): Promise<GatewayRpc> {
  const proxy: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { servers: natsUrl, name: 'gateway', maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  });
  await proxy.connect();
  const cls = ClsServiceManager.getClsService();
  const config = { NATS_NAMESPACE: namespace, RPC_TIMEOUT_MS: 10_000 } as GatewayConfig;
  const client = new RpcClient(proxy, config, cls);
  function rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> {
    // Every HTTP request runs in its own context (request-context.ts).
    return cls.run({ ifNested: 'override' }, (): Promise<RpcResponse<S>> => {
      cls.set(CLS_ID, randomUUID());
      return client.rpc(subject, payload);
    });
  }
  // ClientProxy.close() is typed `any`.
  const end = async (): Promise<void> => {
    await (proxy.close() as Promise<void>);
  };
  return { rpc, end };
}
