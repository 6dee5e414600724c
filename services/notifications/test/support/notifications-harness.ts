import 'reflect-metadata';
import { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { DomainEvent, RpcRequest, RpcResponse, RpcSubject } from '@portal/contracts';
import { startMailCatcher, MailCatcher } from '@portal/infra';
import {
  createRpcValidationPipe,
  ensureEventsStream,
  eventSubject,
  eventsStreamName,
  JsonLogger,
  loadConfig,
  namespaced,
  NamespacedNatsServer,
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
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { NotificationsAppModule } from '../../src/app.module';
import { NotificationsConfig } from '../../src/config';

export interface EmailRow {
  id: string;
  dedupe_key: string;
  recipient: string;
  reply_to: string | null;
  template: string;
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ key: string; fileName: string; contentType: string }> | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

export const PUBLIC_URL = 'https://portal.test.example';
export const SUPPORT_EMAIL = 'support@association.test';
export const ASSOCIATION_NAME = 'Test Photographers Association';

const codec = StringCodec();

/**
 * The notifications service in this process (as many replicas as a test
 * wants) over real Postgres and NATS, with its own database, namespace,
 * mail catcher and embedded object storage (`storage` writes into the bucket
 * the service reads attachments from).
 */
export class NotificationsHarness {
  readonly runId = uniqueRunId('notif_');
  readonly namespace = this.runId;
  mail!: MailCatcher;
  db!: Client;
  nats!: NatsConnection;
  databaseUrl!: string;
  s3!: S3Server;
  storage!: ObjectStorage;
  private s3Directory?: string;
  private adminUrl!: string;
  private natsUrl!: string;
  private rpcClient?: ClientProxy;
  private readonly replicas = new Set<INestMicroservice>();

  async setUp(): Promise<void> {
    this.adminUrl = await resolvePostgres();
    this.natsUrl = await resolveNats();
    this.databaseUrl = await createDatabase(this.adminUrl, `${this.runId}_notifications`);
    this.mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    this.s3Directory = await mkdtemp(join(tmpdir(), 'notifications-s3-'));
    this.s3 = await startS3Server({ port: 0, directory: this.s3Directory, buckets: ['portal'] });
    this.storage = new ObjectStorage(this.s3Settings());
    this.nats = await connect({ servers: this.natsUrl });
    await ensureEventsStream(await this.nats.jetstreamManager(), this.namespace);
  }

  /** Starts one replica of the service; start several to share the work. */
  async startReplica(): Promise<INestMicroservice> {
    const config = loadConfig(NotificationsConfig, 'notifications', {
      NATS_URL: this.natsUrl,
      NATS_NAMESPACE: this.namespace,
      DATABASE_URL: this.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${this.mail.smtpPort}`,
      PUBLIC_URL,
      SUPPORT_EMAIL,
      ASSOCIATION_NAME,
      MAIL_FROM: 'Test Association <no-reply@association.test>',
      ...this.s3Settings(),
    });
    const logger = new JsonLogger('notifications', testEnvironment().verbose ? 'debug' : 'error');
    const app = await NestFactory.createMicroservice(NotificationsAppModule.register(config, logger), {
      strategy: new NamespacedNatsServer({
        servers: this.natsUrl,
        queue: 'notifications',
        namespace: this.namespace,
        name: 'notifications',
      }),
      logger,
    });
    app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
    app.useGlobalPipes(createRpcValidationPipe());
    await app.listen();
    this.replicas.add(app);
    if (!this.db) {
      this.db = new Client({ connectionString: this.databaseUrl });
      await this.db.connect();
    }
    return app;
  }

  private s3Settings() {
    return {
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY: this.s3.accessKey,
      S3_SECRET_KEY: this.s3.secretKey,
      S3_BUCKET: 'portal',
    };
  }

  async stopReplica(app: INestMicroservice): Promise<void> {
    this.replicas.delete(app);
    await app.close();
  }

  /** Publishes an event as a service's outbox relay would; `msgId` defaults to the event id. */
  async publish<T>(
    type: string,
    data: T,
    options: { event?: DomainEvent<T>; msgId?: string } = {},
  ): Promise<DomainEvent<T>> {
    const event = options.event ?? { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.nats.jetstream().publish(eventSubject(this.namespace, type), codec.encode(JSON.stringify(event)), {
      msgID: options.msgId ?? event.id,
    });
    return event;
  }

  async rpc<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> {
    this.rpcClient ??= ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: this.natsUrl } });
    return firstValueFrom(
      this.rpcClient.send<RpcResponse<S>>(namespaced(this.namespace, subject), payload).pipe(timeout(5000)),
    );
  }

  async rows(recipient: string): Promise<EmailRow[]> {
    const { rows } = await this.db.query<EmailRow>(
      'SELECT * FROM email_messages WHERE recipient = $1 ORDER BY created_at',
      [recipient],
    );
    return rows;
  }

  messagesTo(address: string) {
    return this.mail.messages().filter((m) => m.envelope.rcptTo.includes(address));
  }

  waitForRow(recipient: string, match: (row: EmailRow) => boolean, what: string): Promise<EmailRow> {
    return waitFor(async () => (await this.rows(recipient)).find(match), { timeoutMs: 20_000, what });
  }

  async tearDown(): Promise<void> {
    for (const app of [...this.replicas]) await this.stopReplica(app).catch(() => undefined);
    await this.rpcClient?.close();
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
    await this.mail?.stop();
    await this.s3?.stop().catch(() => undefined);
    if (this.s3Directory) await rm(this.s3Directory, { recursive: true, force: true });
    if (this.adminUrl) await dropDatabases(this.adminUrl, this.runId);
  }
}

/** Lets a few poll cycles of the sender pass, so a wrongly resent e-mail would have arrived. */
export const settle = (ms = 2500) => new Promise((resolve) => setTimeout(resolve, ms));
