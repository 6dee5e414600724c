import 'reflect-metadata';
import { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import {
  DomainEvent,
  EventOf,
  EventTypesCarrying,
  MemberEventData,
  MembershipEvents,
  RpcRequest,
  RpcResponse,
  RpcSubject,
  WireError,
} from '@portal/contracts';
import {
  createServiceApp,
  ensureEventsStream,
  eventSubject,
  eventsStreamName,
  JsonLogger,
  MemberEvent,
  namespaced,
  ObjectStorage,
  ObjectStorageSettings,
  typeOrmOptions,
} from '@portal/platform';
import {
  createDatabase,
  databaseUrl,
  dropDatabases,
  migratedTemplate,
  resolveNats,
  resolvePostgres,
  S3Server,
  startS3Server,
  testEnvironment,
  uniqueRunId,
  waitFor,
} from '@portal/testing';
import { connect, NatsConnection, StringCodec } from 'nats';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { DataSource, EntityManager } from 'typeorm';
import { memberSnapshot, MemberSnapshot } from './member-snapshot';
import { platformOptionsOf, serviceTemplateRecipe } from './module-migrations';

/** Settings handed to a service's config loader, as the process environment would hold them. */
export type ServiceEnv = Record<string, string>;

export interface ServiceHarnessOptions {
  /** The service's name: its queue group, logger and database name. */
  service: string;
  /** Prefix of the run's database and NATS namespace names (default: the service's name). */
  runPrefix?: string;
  /**
   * The service's root module, built from the settings (NATS_URL, NATS_NAMESPACE, DATABASE_URL, S3_* and the
   * harness's `env()`); it runs its own migrations. Without it no service starts: the test wires what it needs.
   */
  module?: (env: ServiceEnv, logger: JsonLogger) => DynamicModule;
  /** Entities and migrations of a DataSource the harness opens itself, for tests that wire services by hand. */
  schema?: { entities: Parameters<typeof typeOrmOptions>[1]; migrations: Parameters<typeof typeOrmOptions>[2] };
  /** An embedded S3 server with the bucket `portal`, its settings passed as S3_*. */
  objectStorage?: boolean;
  /** Connect to NATS and create the namespace's events stream (implied by `module`). */
  nats?: boolean;
  /** Start the service in setUp (default); false: the test calls startApp, as often as it wants replicas. */
  startOnSetUp?: boolean;
  /** How long an RPC may take before the test fails (default 20 s). */
  rpcTimeoutMs?: number;
  /**
   * For a service that keeps a copy of members: the provider that applies membership's member events (its
   * durable consumer's `apply`), and what `member()` makes a member by default.
   */
  memberCopy?: { consumer: Type<MemberEventApplier>; defaults?: Partial<MemberSnapshot> };
  /**
   * Start from an empty database, the service running every migration itself (for tests of the migration run);
   * otherwise the database is a copy of the run's migrated template (packages/testing/src/migrated-templates.ts).
   */
  emptyDatabase?: boolean;
}

export interface MemberEventApplier {
  apply(event: MemberEvent, manager: EntityManager): Promise<void>;
}

const codec = StringCodec();

/**
 * One service under test in this process over real Postgres and NATS (DESIGN.md §9), each run with its own
 * database, NATS namespace and events stream and, when asked, an embedded S3 bucket: booted as
 * `bootstrapService` boots it (queue group, error filter, validation pipe) and called over NATS the way the
 * gateway calls it. Services extend it with their own settings (`env`) and test helpers.
 */
export class ServiceHarness {
  readonly runId: string;
  readonly namespace: string;
  /** The first instance of the service (see startApp). */
  app!: INestMicroservice;
  dataSource!: DataSource;
  /** A plain connection to the service's database, for looking at rows. */
  db!: Client;
  nats!: NatsConnection;
  s3!: S3Server;
  storage!: ObjectStorage;
  adminUrl!: string;
  natsUrl!: string;
  databaseUrl!: string;
  protected s3Directory?: string;
  private ownDataSource?: DataSource;
  private rpcClient?: ClientProxy;
  private readonly apps = new Set<INestMicroservice>();

  constructor(protected readonly options: ServiceHarnessOptions) {
    this.runId = uniqueRunId(options.runPrefix ?? `${options.service}_`);
    this.namespace = this.runId;
  }

  /** The service's own settings besides NATS, database and S3 (subclasses add theirs). */
  protected env(): ServiceEnv {
    return {};
  }

  async setUp(): Promise<void> {
    const { module, schema, objectStorage, startOnSetUp = true } = this.options;
    this.adminUrl = await resolvePostgres();
    const database = `${this.runId}_${this.options.service}`;
    this.databaseUrl = databaseUrl(this.adminUrl, database);
    if (objectStorage) {
      this.s3Directory = await mkdtemp(join(tmpdir(), `${this.options.service}-s3-`));
      this.s3 = await startS3Server({ port: 0, directory: this.s3Directory, buckets: ['portal'] });
      this.storage = new ObjectStorage(this.s3Settings());
    }
    if (module || this.options.nats) {
      this.natsUrl = await resolveNats();
      this.nats = await connect({ servers: this.natsUrl });
      await ensureEventsStream(await this.nats.jetstreamManager(), this.namespace);
    }
    // After S3 and NATS: the module's settings (which name them) are read for its migrations.
    const template = this.templateRecipe();
    await createDatabase(this.adminUrl, database, template && (await migratedTemplate(this.adminUrl, template)));
    if (schema) {
      this.ownDataSource = new DataSource(typeOrmOptions(this.databaseUrl, schema.entities, schema.migrations));
      this.dataSource = await this.ownDataSource.initialize();
    }
    if (module && startOnSetUp) await this.startApp();
    this.db = new Client({ connectionString: this.databaseUrl });
    await this.db.connect();
  }

  /** Starts one instance of the service; the first becomes `app`. Start several to have replicas share work. */
  async startApp(): Promise<INestMicroservice> {
    const { module, service } = this.options;
    if (!module) throw new Error(`the ${service} harness has no module to start`);
    const logger = new JsonLogger(service, testEnvironment().verbose ? 'debug' : 'error');
    const app = await createServiceApp(service, module(this.appEnv(), logger), logger, {
      servers: this.natsUrl,
      namespace: this.namespace,
    });
    await app.listen();
    this.apps.add(app);
    if (!this.app) this.useApp(app);
    return app;
  }

  private appEnv(): ServiceEnv {
    return {
      NATS_URL: this.natsUrl,
      NATS_NAMESPACE: this.namespace,
      DATABASE_URL: this.databaseUrl,
      ...(this.s3 ? this.s3Settings() : {}),
      ...this.env(),
    };
  }

  /** How the run's migrated template of this database is made: the migrations `schema` or the module names. */
  private templateRecipe() {
    const { module, schema, service, emptyDatabase } = this.options;
    if (emptyDatabase) return undefined;
    if (schema) return serviceTemplateRecipe(service, schema, false);
    if (!module) return undefined;
    const platform = platformOptionsOf(module(this.appEnv(), new JsonLogger(service, 'error')));
    return platform && serviceTemplateRecipe(service, platform);
  }

  async stopApp(app: INestMicroservice): Promise<void> {
    this.apps.delete(app);
    await app.close();
    const next = [...this.apps][0];
    if (this.app === app && next) this.useApp(next);
  }

  private useApp(app: INestMicroservice): void {
    this.app = app;
    if (!this.ownDataSource) this.dataSource = app.get(DataSource);
  }

  s3Settings(): ObjectStorageSettings & ServiceEnv {
    return {
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY: this.s3.accessKey,
      S3_SECRET_KEY: this.s3.secretKey,
      S3_BUCKET: 'portal',
    };
  }

  /** A provider of the running service. */
  get<T>(type: Type<T>): T {
    return this.app.get(type);
  }

  /** One request as the gateway sends it. */
  rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> {
    this.rpcClient ??= ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: this.natsUrl } });
    return firstValueFrom(
      this.rpcClient
        .send<RpcResponse<S>>(namespaced(this.namespace, subject), payload)
        .pipe(timeout(this.options.rpcTimeoutMs ?? 20_000)),
    );
  }

  /** The error answer of a request that must fail. */
  rpcError(subject: RpcSubject, payload: unknown): Promise<WireError> {
    return this.rpc(subject, payload as never).then(
      (answer) => assert.fail(`expected an error answer, got ${JSON.stringify(answer)}`),
      (error: WireError) => error,
    );
  }

  /**
   * Publishes an event into the namespace's stream, as another service's outbox relay would. `msgId` defaults
   * to the event id; another one makes JetStream keep a second copy (a redelivery).
   */
  async publish<T>(
    type: string,
    data: T,
    options: { event?: DomainEvent<T>; msgId?: string } = {},
  ): Promise<DomainEvent<T>> {
    const event = options.event ?? { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.send(event, options.msgId ?? event.id);
    return event;
  }

  /** Puts an event into the stream under `msgId` and answers its stream sequence; a dropped duplicate fails. */
  async send(event: DomainEvent, msgId: string): Promise<number> {
    const ack = await this.nats
      .jetstream()
      .publish(eventSubject(this.namespace, event.type), codec.encode(JSON.stringify(event)), { msgID: msgId });
    if (ack.duplicate) throw new Error(`JetStream dropped ${msgId} as a duplicate`);
    return ack.seq;
  }

  /**
   * Resolves once every durable consumer of the namespace has handled (acknowledged) every event in the stream:
   * the positive control before asserting that an event changed nothing. A handler that keeps failing times out.
   */
  async eventsHandled(timeoutMs = 20_000): Promise<void> {
    const jsm = await this.nats.jetstreamManager();
    const stream = eventsStreamName(this.namespace);
    await waitFor(
      async () => {
        const consumers = await jsm.consumers.list(stream).next();
        return consumers.length > 0 && consumers.every((c) => c.num_pending === 0 && c.num_ack_pending === 0);
      },
      { timeoutMs, intervalMs: 50, what: `every consumer of ${stream} to handle every event` },
    );
  }

  /** Applies a membership event straight through the service's member copy in one transaction (no NATS round trip). */
  async deliver(type: EventTypesCarrying<MemberEventData>, data: MemberEventData): Promise<void> {
    const { memberCopy, service } = this.options;
    if (!memberCopy) throw new Error(`the ${service} harness keeps no copy of members`);
    const event: EventOf<typeof type> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.dataSource.transaction((manager) => this.get(memberCopy.consumer).apply(event, manager));
  }

  /** A member the service knows about (membership.member.created delivered), with the harness's defaults. */
  async member(overrides: Partial<MemberSnapshot> = {}): Promise<MemberSnapshot> {
    const member = memberSnapshot({ ...this.options.memberCopy?.defaults, ...overrides });
    await this.deliver(MembershipEvents.MemberCreated, { member, source: 'admin' });
    return member;
  }

  /** Events the service wrote to its outbox, oldest first. */
  async outbox<T>(type: string, where: (event: DomainEvent<T>) => boolean = () => true): Promise<DomainEvent<T>[]> {
    const { rows } = await this.db.query<{ payload: DomainEvent<T> }>(
      'SELECT payload FROM outbox WHERE event_type = $1 ORDER BY created_at, id',
      [type],
    );
    return rows.map((r) => r.payload).filter(where);
  }

  waitFor<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
    return waitFor(probe, { timeoutMs: 20_000, what });
  }

  async tearDown(): Promise<void> {
    await this.rpcClient?.close();
    for (const app of [...this.apps]) await this.stopApp(app).catch(() => undefined);
    await this.ownDataSource?.destroy().catch(() => undefined);
    await this.db?.end().catch(() => undefined);
    if (this.nats) {
      // The namespace's stream lives on the shared NATS server: remove it with the run.
      const jsm = await this.nats.jetstreamManager();
      await jsm.streams.delete(eventsStreamName(this.namespace)).catch(() => undefined);
      await this.nats.drain().catch(() => undefined);
    }
    await this.s3?.stop().catch(() => undefined);
    if (this.s3Directory) await rm(this.s3Directory, { recursive: true, force: true });
    if (this.adminUrl) await dropDatabases(this.adminUrl, this.runId);
  }
}
