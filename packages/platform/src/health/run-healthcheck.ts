import { BackendServiceName, HealthSubjects } from '@portal/contracts';
import { connect, StringCodec } from 'nats';
import { randomUUID } from 'node:crypto';
import { BaseServiceConfig } from '../config/base-service.config';
import { loadConfig } from '../config/load-config';
import { namespaced } from '../nats/namespace';
import { natsConnectionOptions, NatsSettings } from '../nats/nats-connection';

/**
 * Container health check: asks the service's health subject the way Nest's
 * client does and exits 0 only when it answers 'up'.
 */
export async function runHealthcheck(nats: NatsSettings, namespace: string, subject: string): Promise<never> {
  const codec = StringCodec();
  try {
    // The service's own NATS user: the only one allowed to ask its health subject besides the gateway.
    const nc = await connect({ ...natsConnectionOptions(nats), timeout: 2000 });
    const reply = await nc.request(
      namespaced(namespace, subject),
      codec.encode(JSON.stringify({ pattern: subject, data: {}, id: randomUUID() })),
      {
        timeout: 3000,
      },
    );
    const answer = JSON.parse(codec.decode(reply.data)) as { response?: { status?: string } };
    await nc.close();
    process.exit(answer.response?.status === 'up' ? 0 : 1);
  } catch {
    process.exit(1);
  }
}

/**
 * The health check of one backend service, with the NATS settings of the
 * service's own validated configuration: a container whose configuration
 * would not start the service is reported unhealthy.
 */
export function runServiceHealthcheck(service: BackendServiceName): Promise<never> {
  const config = loadConfig(BaseServiceConfig, `${service} healthcheck`);
  return runHealthcheck(config, config.NATS_NAMESPACE, HealthSubjects[service]);
}
