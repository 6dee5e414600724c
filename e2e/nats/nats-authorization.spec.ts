import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { BackendServices, ContentSubjects, MembershipEvents, MembershipSubjects, ServiceName } from '@portal/contracts';
import {
  eventsStreamNameOf,
  freePort,
  LocalServer,
  NatsCredentials,
  newNatsCredentials,
  spawnNats,
  writeNatsAuthorizationConf,
} from '@portal/infra';
import {
  ensureEventsStream,
  eventsStreamName,
  eventSubject,
  namespaced,
  natsConnectionOptions,
} from '@portal/platform';
import { uniqueRunId, waitFor } from '@portal/testing';
import { AckPolicy, connect, ErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemberSessions } from '../support/fixtures/member-session';
import { download } from '../support/fixtures/payments';
import { rootDir, startTestStack, TestStack } from '../support/test-stack';

const codec = JSONCodec<unknown>();

/** A private nats-server with one user per service for the namespace, as `npm start` runs it. */
async function authorizedNats(dir: string, namespace: string, credentials: Record<ServiceName, NatsCredentials>) {
  const configFile = writeNatsAuthorizationConf(join(dir, 'nats.conf'), namespace, credentials);
  const logFile = join(dir, 'nats.log');
  const server = await spawnNats(join(dir, 'store'), await freePort(), { configFile, logFile });
  return {
    server,
    violations: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => /Violation/.test(l)),
  };
}

/** How a service connects (natsConnectionOptions), signed in as `service`. */
function connectAs(server: LocalServer, credentials: NatsCredentials): Promise<NatsConnection> {
  return connect(
    natsConnectionOptions({ NATS_URL: server.url, NATS_USER: credentials.user, NATS_PASSWORD: credentials.password }),
  );
}

/** Rejects with the server's PERMISSIONS_VIOLATION, nothing else. */
async function refused(attempt: Promise<unknown>, what: string): Promise<void> {
  await assert.rejects(attempt, (error: NatsError) => {
    assert.equal(error.code, ErrorCode.PermissionsViolation, `${what}: ${error.message}`);
    return true;
  });
}

describe('NATS with a user per service: forged requests and events are refused by the server', () => {
  const namespace = uniqueRunId('nats_');
  const credentials = newNatsCredentials();
  let dir: string;
  let nats: Awaited<ReturnType<typeof authorizedNats>>;
  const open: NatsConnection[] = [];
  const as = async (service: ServiceName) => {
    const nc = await connectAs(nats.server, credentials[service]);
    open.push(nc);
    return nc;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-nats-'));
    nats = await authorizedNats(dir, namespace, credentials);
  });

  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close().catch(() => undefined)));
    await nats?.server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('turns away a client without credentials or with a wrong password', async () => {
    for (const options of [{}, { user: 'gateway', pass: 'not-the-password' }]) {
      await assert.rejects(connect({ servers: nats.server.url, ...options }), (error: NatsError) => {
        assert.equal(error.code, ErrorCode.AuthorizationViolation);
        return true;
      });
    }
  });

  it('lets only the gateway approve a member: every other service’s request is refused and never reaches membership', async () => {
    const subject = namespaced(namespace, MembershipSubjects.ApproveMember);
    const membership = await as('membership');
    const received: unknown[] = [];
    membership.subscribe(subject, {
      queue: 'membership',
      callback: (_error, msg) => {
        received.push(codec.decode(msg.data));
        msg.respond(codec.encode({ response: { approved: true } }));
      },
    });
    await membership.flush();
    const approve = { pattern: MembershipSubjects.ApproveMember, data: { actor: { userType: 'admin' } } };

    const gateway = await as('gateway');
    const answer = await gateway.request(subject, codec.encode(approve), { timeout: 5000 });
    assert.deepEqual(codec.decode(answer.data), { response: { approved: true } });

    for (const service of BackendServices.filter((s) => s !== 'membership')) {
      const forger = await as(service);
      await refused(forger.request(subject, codec.encode(approve), { timeout: 5000 }), `${service} approving`);
    }
    // Positive control: a later request of the gateway arrives, and it is only the second one membership saw.
    await gateway.request(subject, codec.encode(approve), { timeout: 5000 });
    assert.equal(received.length, 2);
    // The server logs each refusal: what the stack's test below finds none of.
    await waitFor(async () => nats.violations().some((line) => line.includes(`User "content", Subject "${subject}"`)), {
      what: 'the refusal in the server log',
    });
  });

  it('lets no service answer another’s subjects, so none can pose as membership', async () => {
    const subject = namespaced(namespace, MembershipSubjects.ApproveMember);
    const content = await as('content');
    const violation = new Promise<NatsError | null>((resolve) => {
      content.subscribe(subject, { callback: (error) => resolve(error) });
    });
    assert.equal((await violation)?.code, ErrorCode.PermissionsViolation);
    // Positive control: content may answer its own subjects.
    const own = content.subscribe(namespaced(namespace, ContentSubjects.ListEvents), {
      callback: (_error, msg) => msg.respond(codec.encode({ response: [] })),
    });
    await content.flush();
    assert.equal(own.isClosed(), false);
    // Left subscribed, it would also answer the next test's request with its own reply, first or not.
    own.unsubscribe();
  });

  it('lets membership call only the RPCs its reports need from other services', async () => {
    const content = await as('content');
    content.subscribe(namespaced(namespace, ContentSubjects.ListEvents), {
      queue: 'content',
      callback: (_error, msg) => msg.respond(codec.encode({ response: { items: [] } })),
    });
    await content.flush();
    const membership = await as('membership');
    const answer = await membership.request(namespaced(namespace, ContentSubjects.ListEvents), codec.encode({}), {
      timeout: 5000,
    });
    assert.deepEqual(codec.decode(answer.data), { response: { items: [] } });
    await refused(
      membership.request(namespaced(namespace, ContentSubjects.DeleteEvent), codec.encode({}), { timeout: 5000 }),
      'membership deleting an event',
    );
  });

  it('lets a service publish its own events into the stream and refuses another service’s', async () => {
    assert.equal(eventsStreamNameOf(namespace), eventsStreamName(namespace), 'permissions name the real stream');
    const membership = await as('membership');
    const stream = await ensureEventsStream(await membership.jetstreamManager(), namespace);
    const approved = eventSubject(namespace, MembershipEvents.MemberApproved);

    const payments = await as('payments');
    await refused(
      payments.jetstream().publish(approved, codec.encode({ forged: true }), { msgID: 'forged', timeout: 5000 }),
      'payments publishing member.approved',
    );
    const gateway = await as('gateway');
    await refused(
      gateway.jetstream().publish(approved, codec.encode({ forged: true }), { msgID: 'forged-2', timeout: 5000 }),
      'gateway publishing member.approved',
    );

    const ack = await membership.jetstream().publish(approved, codec.encode({ id: 'real' }), { msgID: 'real' });
    assert.equal(ack.stream, stream);
    const info = await (await membership.jetstreamManager()).streams.info(stream);
    assert.equal(info.state.messages, 1, 'only membership’s own event is in the stream');
  });

  it('keeps each service’s durable consumers its own', async () => {
    const stream = eventsStreamName(namespace);
    const config = { ack_policy: AckPolicy.Explicit, filter_subject: eventSubject(namespace, 'membership.member.*') };
    const notificationsJsm = await (await as('notifications')).jetstreamManager();
    const mine = await notificationsJsm.consumers.add(stream, {
      ...config,
      durable_name: 'notifications-email-member-created',
    });
    assert.equal(mine.name, 'notifications-email-member-created');
    const contentJsm = await (await as('content')).jetstreamManager();
    await refused(
      contentJsm.consumers.add(stream, { ...config, durable_name: 'notifications-email-member-created' }),
      'content taking over a notifications consumer',
    );
    await refused(
      contentJsm.consumers.info(stream, 'notifications-email-member-created'),
      'content reading a notifications consumer',
    );
  });
});

describe('the portal on a NATS server with a user per service', () => {
  const runId = uniqueRunId('e2e_');
  const credentials = newNatsCredentials();
  let dir: string;
  let nats: Awaited<ReturnType<typeof authorizedNats>>;
  let stack: TestStack;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-nats-stack-'));
    nats = await authorizedNats(dir, runId, credentials);
    // startStack returns once every service reports healthy through the gateway.
    stack = await startTestStack({ runId, natsUrl: nats.server.url, natsCredentials: credentials });
  });

  afterAll(async () => {
    await stack?.teardown();
    await nats?.server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('works under each service’s credentials: a member is approved, sets a password from the e-mail and signs in; reports read other services', async () => {
    const sessions = await MemberSessions.open(stack);
    const member = await sessions.signedIn();
    assert.equal((await member.api.get(`/api/members/${member.member.id}`)).status, 200);
    // membership's reports ask payments, content and identity over NATS with membership's user.
    for (const type of ['payments', 'events']) {
      const res = await download(stack, sessions.admin, `/api/reports/${type}?format=csv`);
      assert.equal(res.status, 200, `${type} report: ${res.body.toString()}`);
    }
    assert.deepEqual(nats.violations(), [], 'no service was refused anything it does');
  });

  it('reports a service healthy from its container health check, which signs in as the service', async () => {
    const env = (service: ServiceName) => ({
      NATS_URL: nats.server.url,
      NATS_NAMESPACE: runId,
      NATS_USER: credentials[service].user,
      NATS_PASSWORD: credentials[service].password,
      DATABASE_URL: stack.databaseUrl(service),
    });
    const healthcheck = (service: ServiceName, extra: NodeJS.ProcessEnv = {}) =>
      new Promise<number>((resolve) => {
        execFile(
          process.execPath,
          [join(rootDir, 'packages/platform/dist/src/health/healthcheck.main.js'), service],
          { env: { ...env(service), ...extra } },
          (error) => resolve(error ? ((error as { code?: number }).code ?? 1) : 0),
        );
      });
    assert.equal(await healthcheck('identity'), 0);
    // With content's password the identity check cannot sign in: unhealthy.
    assert.equal(await healthcheck('identity', { NATS_PASSWORD: credentials.content.password }), 1);
  });
});
