import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createEvent, inDays } from '../support/fixtures/content';
import { MemberSessions } from '../support/fixtures/member-session';
import { addRecord } from '../support/fixtures/payments';
import { startTestStack, TestStack } from '../support/test-stack';

// Issue 28: `npm start` runs the six services in one Node process (infra/src/runner/services-in-one-process.ts)
// to fit a small server. Each must still work as in its own process: its own database, NATS user and queue
// group, events between them, and a clean close on SIGTERM.
describe('npm start with the six services in one process', () => {
  let stack: TestStack;
  let exitCode: number | null | undefined;

  beforeAll(async () => {
    stack = await startTestStack({ oneProcess: true });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('runs every service in one Node process, and each one reports healthy', async () => {
    const processes = new Set(Object.values(stack.services));
    assert.equal(processes.size, 1);
    const [all] = processes;
    assert.ok(all.pid, 'the process has started');
    const cmdline = readFileSync(`/proc/${all.pid}/cmdline`, 'utf8');
    assert.match(cmdline, /services-in-one-process\.js/);

    const health = await fetch(`${stack.url}/api/health`);
    assert.equal(health.status, 200);
    const body = (await health.json()) as { services: Record<string, string> };
    assert.deepEqual(body.services, {
      content: 'up',
      gateway: 'up',
      identity: 'up',
      membership: 'up',
      notifications: 'up',
      payments: 'up',
    });
  });

  it('lets a member added by the admin sign in, be paid for, and see an event and their notices', async () => {
    const sessions = await MemberSessions.open(stack);
    // Membership creates the member; identity learns of them by event and hashes the password; payments and
    // content keep their own copies from the same events.
    const { api: own, member } = await sessions.signedIn({ optedSchemes: ['esi'] });
    const record = await addRecord(sessions.admin, { memberId: member.id, scheme: 'esi', amount: 200, status: 'paid' });
    const event = await createEvent(sessions.admin, { title: 'One process meet', eventDate: inDays(5) });

    const payments = await own.get('/api/payment-records');
    assert.equal(payments.status, 200, payments.text);
    assert.ok(JSON.stringify(payments.json).includes(record.id), 'the member sees the record payments holds');
    const events = await own.get('/api/events');
    assert.equal(events.status, 200, events.text);
    assert.ok(JSON.stringify(events.json).includes(event.id), 'the member sees the event content holds');
    const notices = await own.get('/api/notifications');
    assert.equal(notices.status, 200, notices.text);
  });

  it('closes every service on SIGTERM and ends with status 0', async () => {
    const [all] = new Set(Object.values(stack.services));
    const exited = new Promise<number | null>((resolve) => all.onExit(resolve));
    await all.stop();
    exitCode = await exited;
    assert.equal(exitCode, 0, all.lastLines.join('\n'));
    assert.ok(
      all.lastLines.some((line) => line.includes('services closed on SIGTERM')),
      all.lastLines.join('\n'),
    );
  });
});
