import { describe, it } from '@jest/globals';
import {
  BackendServices,
  ContentEvents,
  ContentSubjects,
  IdentityEvents,
  IdentitySubjects,
  MembershipEvents,
  MembershipSubjects,
  NotificationsSubjects,
  PaymentsEvents,
  PaymentsSubjects,
  MemberDataSubjects,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ByteStreamSenders,
  composeNatsConf,
  EventConsumerDurables,
  natsPermissions as sut,
  RpcSubjectsByService,
  ServiceRpcCalls,
} from './nats-authorization';

const root = join(__dirname, '..', '..', '..');

/** NATS subject matching: `*` is one token, `>` the rest. */
function matches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}
const allowed = (patterns: string[], subject: string) => patterns.some((p) => matches(p, subject));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('NATS permissions derived from the contract', () => {
  const permissions = sut('portal');

  it('lets only the gateway call a service, and each service answer only its own subjects', () => {
    for (const owner of BackendServices) {
      for (const subject of RpcSubjectsByService[owner]) {
        const wire = `portal.${subject}`;
        assert.ok(allowed(permissions.gateway.publish.allow, wire), `gateway may call ${wire}`);
        assert.ok(allowed(permissions[owner].subscribe.allow, wire), `${owner} may answer ${wire}`);
        for (const other of BackendServices.filter((s) => s !== owner)) {
          assert.ok(!allowed(permissions[other].subscribe.allow, wire), `${other} must not answer ${wire}`);
          const granted = ServiceRpcCalls[other].includes(subject);
          assert.equal(allowed(permissions[other].publish.allow, wire), granted, `${other} calling ${wire}`);
        }
      }
    }
  });

  it('lets each service publish only its own events, and the gateway none', () => {
    const events = [IdentityEvents, MembershipEvents, ContentEvents, PaymentsEvents].flatMap((map) =>
      Object.values(map),
    );
    assert.ok(events.includes(MembershipEvents.MemberApproved));
    for (const type of events) {
      const wire = `portal.events.${type}`;
      const owner = type.split('.')[0];
      assert.ok(!allowed(permissions.gateway.publish.allow, wire), `gateway must not publish ${wire}`);
      for (const service of BackendServices) {
        assert.equal(
          allowed(permissions[service].publish.allow, wire),
          service === owner,
          `${service} publishing ${wire}`,
        );
      }
    }
  });

  it('keeps a forged approval out: no user but the gateway may publish membership.member.approve', () => {
    const wire = `portal.${MembershipSubjects.ApproveMember}`;
    const callers = Object.entries(permissions).filter(([, p]) => allowed(p.publish.allow, wire));
    assert.deepEqual(
      callers.map(([user]) => user),
      ['gateway'],
    );
  });

  it('names every durable consumer the services register, each under its own service', () => {
    for (const service of BackendServices) {
      const declared = sourceFiles(join(root, 'services', service, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/durable:\s*'([^']+)'/g)].map((m) => m[1]),
      );
      assert.deepEqual(
        [...declared].sort(),
        [...EventConsumerDurables[service]].sort(),
        `${service}'s consumers and EventConsumerDurables (infra/src/runner/nats-authorization.ts) must agree`,
      );
      for (const durable of declared) assert.ok(durable.startsWith(`${service}-`), durable);
    }
  });

  it('grants exactly the service-to-service RPCs the services make (ServiceRpcClient)', () => {
    const maps: Record<string, Record<string, string>> = {
      IdentitySubjects,
      MembershipSubjects,
      PaymentsSubjects,
      ContentSubjects,
      NotificationsSubjects,
      MemberDataSubjects,
    };
    for (const service of BackendServices) {
      const called = sourceFiles(join(root, 'services', service, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\.rpc\(\s*([A-Z]\w*Subjects)\.(\w+)/g)].map((m) => {
          const subject = maps[m[1]]?.[m[2]];
          assert.ok(subject, `${m[1]}.${m[2]} (called by ${service}) is no RPC subject`);
          return subject;
        }),
      );
      assert.deepEqual(
        [...new Set(called)].sort(),
        [...ServiceRpcCalls[service]].sort(),
        `${service}'s calls and ServiceRpcCalls (infra/src/runner/nats-authorization.ts) must agree`,
      );
    }
  });

  it('lets the gateway take byte streams from their senders and grant or cancel them, and no one else', () => {
    const data = 'portal.byte-stream.Q1w2E3r4T5y6U7i8O9p0Aa';
    const control = `${data}.ctl`;
    assert.ok(allowed(permissions.gateway.subscribe.allow, data));
    assert.ok(allowed(permissions.gateway.publish.allow, control));
    assert.ok(!allowed(permissions.gateway.publish.allow, data), 'the gateway sends no bytes');
    for (const service of BackendServices) {
      const sends = ByteStreamSenders.includes(service);
      assert.equal(allowed(permissions[service].publish.allow, data), sends, `${service} publishes byte streams`);
      assert.equal(allowed(permissions[service].subscribe.allow, control), sends, `${service} takes grants`);
      assert.ok(!allowed(permissions[service].subscribe.allow, data), `${service} must not read another's stream`);
    }
    assert.deepEqual(ByteStreamSenders, ['membership']);
  });

  it('is what infra/docker/nats.conf holds (regenerate: node infra/dist/src/runner/write-nats-conf.js)', () => {
    assert.equal(readFileSync(join(root, 'infra', 'docker', 'nats.conf'), 'utf8'), composeNatsConf());
  });
});
