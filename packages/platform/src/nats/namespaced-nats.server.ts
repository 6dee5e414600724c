import { ServerNats } from '@nestjs/microservices';
import type { Msg, NatsConnection, NatsError, Subscription } from 'nats';

/** How long a stopping service waits for the requests it is still handling. */
const GRACE_PERIOD_MS = 5000;

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
  private inFlight = 0;
  private settled?: () => void;

  constructor(options: NamespacedNatsOptions) {
    super({
      servers: options.servers,
      queue: options.queue,
      name: options.name,
      ...(options.user ? { user: options.user, pass: options.pass, inboxPrefix: options.inboxPrefix } : {}),
      // Keep reconnecting for ever: NATS may restart under a running service.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // close() below unsubscribes and waits for the handlers still running; Nest's own wait is a fixed
      // sleep of gracePeriod whatever is running, which held every stop (and every test stack's) for a second.
      gracefulShutdown: true,
      gracePeriod: 0,
    });
    this.namespace = options.namespace;
    this.queue = options.queue;
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.queue;
    for (const pattern of this.messageHandlers.keys()) {
      // The handler is looked up by the bare pattern.
      const handle = this.getMessageHandler(pattern).bind(this) as (error: NatsError | null, msg: Msg) => unknown;
      const sub: Subscription = client.subscribe(`${this.namespace}.${pattern}`, {
        queue,
        callback: (error: NatsError | null, msg: Msg) => this.track(handle(error, msg)),
      });
      this.subscriptionList.push(sub);
    }
  }

  /**
   * Says it is listening only once the NATS server has its subscriptions: a flush after subscribing, so a request
   * sent right after start-up (a caller on another connection) finds a responder instead of 503 no responders.
   */
  override start(callback: (error?: unknown) => void): void {
    const client = (this as unknown as { natsClient: NatsConnection }).natsClient;
    this.bindEvents(client);
    client.flush().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  /** Stops taking messages, lets the handlers still running answer (up to GRACE_PERIOD_MS), then closes. */
  override async close(): Promise<void> {
    for (const sub of this.subscriptionList) sub.unsubscribe();
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, GRACE_PERIOD_MS);
        this.settled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      // Nest sends an answer on the tick after its handler settles.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await super.close();
  }

  private get subscriptionList(): Subscription[] {
    return (this as unknown as { subscriptions: Subscription[] }).subscriptions;
  }

  private track(work: unknown): void {
    this.inFlight += 1;
    void Promise.resolve(work)
      .catch(() => undefined)
      .finally(() => {
        this.inFlight -= 1;
        if (this.inFlight === 0) this.settled?.();
      });
  }
}
