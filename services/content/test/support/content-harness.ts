import 'reflect-metadata';
import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import {
  ActorDto,
  DomainEvent,
  EventOf,
  EventTypesCarrying,
  MemberEventData,
  MembershipEvents,
  RpcRequest,
  RpcResponse,
  RpcSubject,
  Scheme,
  WireError,
} from '@portal/contracts';
import {
  createRpcValidationPipe,
  ensureEventsStream,
  eventSubject,
  eventsStreamName,
  JsonLogger,
  loadConfig,
  NamespacedNatsServer,
  ObjectNotFoundError,
  ObjectStorage,
  RpcDomainExceptionFilter,
} from '@portal/platform';
import {
  createDatabase,
  dropDatabases,
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
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { Client } from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { DataSource } from 'typeorm';
import { ContentAppModule } from '../../src/app.module';
import { ContentConfig } from '../../src/config';
import { MemberEventsConsumer } from '../../src/members/member-events.consumer';

export type MemberSnapshot = MemberEventData['member'];

export const ADMIN: ActorDto = { userId: 'admin-1', userType: 'admin' };
export const PUBLIC: ActorDto = { userId: 'anonymous', userType: 'public' };

const codec = StringCodec();
const OBJECT_SUFFIX = '._S3rver_object';
let counter = 0;

/** A member snapshot as membership's events carry it: active with no end date; each call a new member. */
export function aMember(overrides: Partial<MemberSnapshot> = {}): MemberSnapshot {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    id: randomUUID(),
    memberId: `PHOTO${n}`,
    firstName: 'Asha',
    lastName: `Rao${n}`,
    email: `asha.${n}.${randomUUID().slice(0, 6)}@example.in`,
    phone: `98765${String(10000 + counter).slice(-5)}`,
    status: 'active',
    optedSchemes: [] as Scheme[],
    membershipEndDate: null,
    ...overrides,
  };
}

export const asMember = (member: { id: string }): ActorDto => ({ userId: member.id, userType: 'member' });

/**
 * The content service in this process over real Postgres and NATS, with its own
 * database and namespace and an embedded S3 bucket; called over NATS the way the
 * gateway calls it, so answers pass the validation pipe and the error filter.
 */
export class ContentHarness {
  readonly runId = uniqueRunId('content_');
  readonly namespace = this.runId;
  app!: INestMicroservice;
  dataSource!: DataSource;
  db!: Client;
  nats!: NatsConnection;
  client!: ClientProxy;
  s3!: S3Server;
  storage!: ObjectStorage;
  private s3Directory?: string;
  private adminUrl!: string;

  async setUp(): Promise<void> {
    this.adminUrl = await resolvePostgres();
    const natsUrl = await resolveNats();
    const databaseUrl = await createDatabase(this.adminUrl, `${this.runId}_content`);
    this.s3Directory = await mkdtemp(join(tmpdir(), 'content-s3-'));
    this.s3 = await startS3Server({ port: 0, directory: this.s3Directory, buckets: ['portal'] });
    const s3Settings = {
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY: this.s3.accessKey,
      S3_SECRET_KEY: this.s3.secretKey,
      S3_BUCKET: 'portal',
    };
    this.storage = new ObjectStorage(s3Settings);
    this.nats = await connect({ servers: natsUrl });
    await ensureEventsStream(await this.nats.jetstreamManager(), this.namespace);

    const config = loadConfig(ContentConfig, 'content', {
      NATS_URL: natsUrl,
      NATS_NAMESPACE: this.namespace,
      DATABASE_URL: databaseUrl,
      ...s3Settings,
    });
    const logger = new JsonLogger('content', testEnvironment().verbose ? 'debug' : 'error');
    this.app = await NestFactory.createMicroservice(ContentAppModule.register(config, logger), {
      strategy: new NamespacedNatsServer({
        servers: natsUrl,
        queue: 'content',
        namespace: this.namespace,
        name: 'content',
      }),
      logger,
    });
    this.app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
    this.app.useGlobalPipes(createRpcValidationPipe());
    await this.app.listen();
    this.dataSource = this.app.get(DataSource);
    this.client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: natsUrl } });
    await this.client.connect();
    this.db = new Client({ connectionString: databaseUrl });
    await this.db.connect();
  }

  get<T>(type: Type<T>): T {
    return this.app.get(type);
  }

  /** One request as the gateway sends it. */
  rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> {
    return firstValueFrom(
      this.client.send<RpcResponse<S>>(`${this.namespace}.${subject}`, payload).pipe(timeout(20_000)),
    );
  }

  /** The error answer of a request that must fail. */
  rpcError(subject: RpcSubject, payload: unknown): Promise<WireError> {
    return this.rpc(subject, payload as never).then(
      (answer) => assert.fail(`expected an error answer, got ${JSON.stringify(answer)}`),
      (error: WireError) => error,
    );
  }

  /** Applies a membership event straight through the projection in one transaction. */
  async deliver(type: EventTypesCarrying<MemberEventData>, data: MemberEventData): Promise<void> {
    const event: EventOf<typeof type> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.dataSource.transaction((manager) => this.get(MemberEventsConsumer).apply(event, manager));
  }

  /** A member content knows about (membership.member.created delivered), active unless told. */
  async member(overrides: Partial<MemberSnapshot> = {}): Promise<MemberSnapshot> {
    const member = aMember(overrides);
    await this.deliver(MembershipEvents.MemberCreated, { member, source: 'admin' });
    return member;
  }

  /** Publishes an event into the namespace's stream, as membership's outbox relay would. */
  async publish<T>(type: string, data: T): Promise<void> {
    const event = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.nats
      .jetstream()
      .publish(eventSubject(this.namespace, type), codec.encode(JSON.stringify(event)), { msgID: event.id });
  }

  /** Events content wrote to its outbox, oldest first. */
  async outbox<T>(type: string, where: (event: DomainEvent<T>) => boolean = () => true): Promise<DomainEvent<T>[]> {
    const { rows } = await this.db.query<{ payload: DomainEvent<T> }>(
      'SELECT payload FROM outbox WHERE event_type = $1 ORDER BY created_at, id',
      [type],
    );
    return rows.map((r) => r.payload).filter(where);
  }

  /** Stores bytes as the gateway's upload would, under a fresh key. */
  async upload(data: Buffer, contentType: string, prefix = 'uploads'): Promise<string> {
    const key = `${prefix}/${randomUUID()}`;
    await this.storage.upload(key, [data], contentType);
    return key;
  }

  /** The stored object's bytes, or null when there is none. */
  async stored(key: string): Promise<Buffer | null> {
    try {
      const { body } = await this.storage.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  /** Every key in the bucket, read from the embedded store's folder (s3rver keeps `<key>._S3rver_object`). */
  async storedKeys(): Promise<string[]> {
    const root = join(this.s3Directory!, 'portal');
    // Spread into this realm's array: readdir's own would not deep-equal the test's arrays.
    const files = [...(await readdir(root, { recursive: true }))];
    return files
      .filter((file) => file.endsWith(OBJECT_SUFFIX))
      .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(sep).join('/'))
      .sort();
  }

  waitFor<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
    return waitFor(probe, { timeoutMs: 20_000, what });
  }

  async tearDown(): Promise<void> {
    await this.client?.close();
    await this.app?.close().catch(() => undefined);
    await this.db?.end().catch(() => undefined);
    if (this.nats) {
      // The namespace's stream lives on the shared NATS server: remove it with the run.
      await (
        await this.nats.jetstreamManager()
      ).streams
        .delete(eventsStreamName(this.namespace))
        .catch(() => undefined);
      await this.nats.drain().catch(() => undefined);
    }
    await this.s3?.stop().catch(() => undefined);
    if (this.s3Directory) await rm(this.s3Directory, { recursive: true, force: true });
    if (this.adminUrl) await dropDatabases(this.adminUrl, this.runId);
  }
}

/** A date-time `days` from now (negative: in the past), as ISO with offset. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
