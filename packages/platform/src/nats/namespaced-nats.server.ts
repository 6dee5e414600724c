import { ServerNats } from '@nestjs/microservices';
import type { Msg, NatsConnection, NatsError, Subscription } from 'nats';

interface NamespacedNatsOptions {
  servers: string;
  queue: string;
  namespace: string;
  name: string;
  /** The service's NATS user and password (natsConnectionOptions), when the server asks for them. */
  user?: string;
  pass?: string;
  inboxPrefix?: string;
}

/**
 * Nest's NATS transport with every handler pattern prefixed by the namespace.
 * Decorators stay static (`@MessagePattern(IdentitySubjects.AdminLogin)`) while
 * the wire subject is `<ns>.identity.admin.login`, in the service's queue group.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly namespace: string;
  private readonly queue: string;

  constructor(options: NamespacedNatsOptions) {
    super({
      servers: options.servers,
      queue: options.queue,
      name: options.name,
      ...(options.user ? { user: options.user, pass: options.pass, inboxPrefix: options.inboxPrefix } : {}),
      // Keep reconnecting for ever: NATS may restart under a running service.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      gracefulShutdown: true,
      gracePeriod: 1000,
    });
    this.namespace = options.namespace;
    this.queue = options.queue;
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.queue;
    for (const pattern of this.messageHandlers.keys()) {
      const sub: Subscription = client.subscribe(`${this.namespace}.${pattern}`, {
        queue,
        // The handler is looked up by the bare pattern.
        callback: this.getMessageHandler(pattern).bind(this) as (error: NatsError | null, msg: Msg) => void,
      });
      (this as unknown as { subscriptions: Subscription[] }).subscriptions.push(sub);
    }
  }
}
