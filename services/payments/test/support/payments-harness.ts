import 'reflect-metadata';
import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ActorDto,
  DomainEvent,
  EventOf,
  EventTypesCarrying,
  MemberEventData,
  MembershipEvents,
  Scheme,
} from '@portal/contracts';
import { RazorpaySandbox, startRazorpaySandbox } from '@portal/infra';
import {
  createRpcValidationPipe,
  ensureEventsStream,
  eventSubject,
  eventsStreamName,
  JsonLogger,
  loadConfig,
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
import { DataSource } from 'typeorm';
import { PaymentsAppModule } from '../../src/app.module';
import { PaymentsConfig } from '../../src/config';
import { MemberEventsConsumer } from '../../src/members/member-events.consumer';

export type MemberSnapshot = MemberEventData['member'];

export const ADMIN: ActorDto = { userId: 'admin-1', userType: 'admin' };
export const ASSOCIATION_NAME = 'Test Photographers Welfare Association';

const codec = StringCodec();
let counter = 0;

/** A member snapshot as membership's events carry it: active, opted into ESI; each call a new member. */
export function aMember(overrides: Partial<MemberSnapshot> = {}): MemberSnapshot {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const tag = randomUUID().slice(0, 6);
  return {
    id: randomUUID(),
    memberId: `PHOTO${n}`,
    firstName: 'Asha',
    lastName: `Rao${n}${tag}`,
    email: `asha.${n}.${tag}@example.in`,
    phone: `98765${String(10000 + counter).slice(-5)}`,
    status: 'active',
    optedSchemes: ['esi'] as Scheme[],
    membershipEndDate: null,
    ...overrides,
  };
}

export interface PaymentRecordRow {
  id: string;
  member_id: string;
  scheme: Scheme;
  amount: string;
  status: 'pending' | 'paid' | 'overdue';
  due_date: Date;
  period: string | null;
  period_months: number;
  razorpay_payment_id: string | null;
  razorpay_order_id: string | null;
  receipt_number: string | null;
  receipt_key: string | null;
}

/**
 * The payments service in this process over real Postgres and NATS, with its own
 * database and namespace, an embedded S3 bucket for receipts and the local Razorpay
 * sandbox (no webhooks are sent: tests deliver or drop them themselves). Jobs are
 * not scheduled: tests run DuesJob and Reconciliation by hand.
 */
export class PaymentsHarness {
  readonly runId = uniqueRunId('pay_');
  readonly namespace = this.runId;
  app!: INestMicroservice;
  dataSource!: DataSource;
  db!: Client;
  nats!: NatsConnection;
  s3!: S3Server;
  storage!: ObjectStorage;
  sandbox!: RazorpaySandbox;
  private s3Directory?: string;
  private adminUrl!: string;

  async setUp(): Promise<void> {
    this.adminUrl = await resolvePostgres();
    const natsUrl = await resolveNats();
    const databaseUrl = await createDatabase(this.adminUrl, `${this.runId}_payments`);
    this.s3Directory = await mkdtemp(join(tmpdir(), 'payments-s3-'));
    this.s3 = await startS3Server({ port: 0, directory: this.s3Directory, buckets: ['portal'] });
    const s3Settings = {
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY: this.s3.accessKey,
      S3_SECRET_KEY: this.s3.secretKey,
      S3_BUCKET: 'portal',
    };
    this.storage = new ObjectStorage(s3Settings);
    this.sandbox = await startRazorpaySandbox({ port: 0 });
    this.nats = await connect({ servers: natsUrl });
    await ensureEventsStream(await this.nats.jetstreamManager(), this.namespace);

    const config = loadConfig(PaymentsConfig, 'payments', {
      NATS_URL: natsUrl,
      NATS_NAMESPACE: this.namespace,
      DATABASE_URL: databaseUrl,
      RAZORPAY_KEY_ID: this.sandbox.keyId,
      RAZORPAY_KEY_SECRET: this.sandbox.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.sandbox.webhookSecret,
      RAZORPAY_API_URL: this.sandbox.apiUrl,
      RAZORPAY_TIMEOUT_MS: '2000',
      // The smallest the config allows; tests also age orders in SQL.
      RECONCILE_AFTER_SECONDS: '1',
      ASSOCIATION_NAME,
      ...s3Settings,
    });
    const logger = new JsonLogger('payments', testEnvironment().verbose ? 'debug' : 'error');
    this.app = await NestFactory.createMicroservice(
      PaymentsAppModule.register(config, logger, { scheduleJobs: false }),
      {
        strategy: new NamespacedNatsServer({
          servers: natsUrl,
          queue: 'payments',
          namespace: this.namespace,
          name: 'payments',
        }),
        logger,
      },
    );
    this.app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
    this.app.useGlobalPipes(createRpcValidationPipe());
    await this.app.listen();
    this.dataSource = this.app.get(DataSource);
    this.db = new Client({ connectionString: databaseUrl });
    await this.db.connect();
  }

  /** A provider of the running service (DuesJob, Reconciliation, OrdersService…). */
  get<T>(type: Type<T>): T {
    return this.app.get(type);
  }

  /** Publishes an event into the namespace's stream, as another service's outbox relay would. */
  async publish<T>(type: string, data: T): Promise<DomainEvent<T>> {
    const event = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.send(event, event.id);
    return event;
  }

  /**
   * Puts an event into the stream under `msgId` and answers its stream sequence; another
   * message id than the relay's makes JetStream keep a second copy (a redelivery).
   */
  async send(event: DomainEvent, msgId: string): Promise<number> {
    const ack = await this.nats
      .jetstream()
      .publish(eventSubject(this.namespace, event.type), codec.encode(JSON.stringify(event)), { msgID: msgId });
    if (ack.duplicate) throw new Error(`JetStream dropped ${msgId} as a duplicate`);
    return ack.seq;
  }

  /** Applies a membership event straight through the projection in one transaction (no NATS round trip). */
  async deliver(type: EventTypesCarrying<MemberEventData>, data: MemberEventData): Promise<void> {
    const event: EventOf<typeof type> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
    await this.dataSource.transaction((manager) => this.get(MemberEventsConsumer).apply(event, manager));
  }

  /** A member payments knows about (membership.member.created delivered), active and opted into ESI unless told. */
  async member(overrides: Partial<MemberSnapshot> = {}): Promise<MemberSnapshot> {
    const member = aMember(overrides);
    await this.deliver(MembershipEvents.MemberCreated, { member, source: 'admin' });
    return member;
  }

  async records(memberUuid: string, scheme?: Scheme): Promise<PaymentRecordRow[]> {
    const { rows } = await this.db.query<PaymentRecordRow>(
      `SELECT id, member_id, scheme, amount, status, due_date, to_char(period_start, 'YYYY-MM') AS period,
              period_months, razorpay_payment_id, razorpay_order_id, receipt_number, receipt_key
       FROM payment_records WHERE member_id = $1 AND ($2::text IS NULL OR scheme = $2)
       ORDER BY period_start NULLS LAST, created_at`,
      [memberUuid, scheme ?? null],
    );
    return rows;
  }

  /** Events payments wrote to its outbox, oldest first. */
  async outbox<T>(type: string, where: (event: DomainEvent<T>) => boolean = () => true): Promise<DomainEvent<T>[]> {
    const { rows } = await this.db.query<{ payload: DomainEvent<T> }>(
      'SELECT payload FROM outbox WHERE event_type = $1 ORDER BY created_at',
      [type],
    );
    return rows.map((r) => r.payload).filter(where);
  }

  /** Pays an order in the sandbox as the checkout's Pay button does; `webhooks: 0` sends none. */
  async payInSandbox(
    orderId: string,
    options: { method?: string; webhooks?: 0 | 1 | 2 } = {},
  ): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }> {
    const response = await fetch(`${this.sandbox.url}/v1/checkout/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: options.method ?? 'upi', webhooks: options.webhooks ?? 0 }),
    });
    if (!response.ok) throw new Error(`sandbox pay answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
  }

  waitFor<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
    return waitFor(probe, { timeoutMs: 20_000, what });
  }

  async tearDown(): Promise<void> {
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
    await this.sandbox?.stop().catch(() => undefined);
    await this.s3?.stop().catch(() => undefined);
    if (this.s3Directory) await rm(this.s3Directory, { recursive: true, force: true });
    if (this.adminUrl) await dropDatabases(this.adminUrl, this.runId);
  }
}

/** IST midnight of a calendar day, e.g. istMidnight('2026-11-01') = 2026-10-31T18:30:00Z. */
export const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
