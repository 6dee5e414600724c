import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { adminClient } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

const IDLE_MESSAGE = 'You were signed out after a period of inactivity. Please log in again.';
const LIFETIME_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * Sessions end when idle and at an absolute age (issue 9). The sleeps here are the idleness and the use under
 * test (time passing with or without requests), not a wait for something to happen. The admin's times are shortened from 30 minutes
 * and 12 hours to seconds (SESSION_IDLE_ADMIN, SESSION_MAX_ADMIN), which is what the configuration is for.
 */
describe('session idle timeout and lifetime', () => {
  let stack: TestStack;
  /**
   * The four timed cases, each on a session of its own, run side by side from the start: their waits are time
   * passing for one session, which another session's requests do not shorten or lengthen. One after another
   * they took the sum of their waits (about 18 s); together, the longest (the 6 s lifetime).
   */
  let timed: Record<'idle' | 'working' | 'lifetime' | 'currentUser', Promise<void>>;

  beforeAll(async () => {
    // Idle 3 s: the use under test below leaves 2.8 s between requests for a request's own time on a loaded
    // machine (at 2 s, one slow answer once ended a session in use as idle).
    stack = await startTestStack({ env: { SESSION_IDLE_ADMIN: '3s', SESSION_MAX_ADMIN: '6s' } });
    timed = { idle: idle(), working: working(), lifetime: lifetime(), currentUser: currentUser() };
    // Each is awaited by its own test below; until then a failure is held, not reported as unhandled.
    for (const run of Object.values(timed)) run.catch(() => undefined);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('signs the admin out after the idle time: the next request is refused with SESSION_EXPIRED and why', async () => {
    await timed.idle;
  });

  it('keeps an admin who keeps working signed in past the idle time', async () => {
    await timed.working;
  });

  it('ends an admin session at its absolute lifetime even while it is in use', async () => {
    await timed.lifetime;
  });

  it('answers the web’s current-user call as signed out, with a header telling why', async () => {
    await timed.currentUser;
  });

  async function idle() {
    const admin = await adminClient(stack);
    assert.equal((await admin.get('/api/dashboard/stats')).status, 200);
    const cookie = admin.sessionCookie!;
    await sleep(3500);
    const res = await admin.get('/api/dashboard/stats');
    assert.equal(res.status, 401, res.text);
    assert.equal(res.json.code, 'SESSION_EXPIRED');
    assert.equal(res.json.message, IDLE_MESSAGE);
    // Ended on the server, not only refused once: the old cookie now finds no session at all.
    const again = await fetch(`${stack.url}/api/dashboard/stats`, { headers: { cookie } });
    assert.equal(again.status, 401);
    assert.equal(((await again.json()) as { code: string }).code, 'UNAUTHENTICATED');
    // Signing in again works at once, from the same browser.
    const login = await admin.post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: stack.admin.password,
    });
    assert.equal(login.status, 200, login.text);
    assert.equal((await admin.get('/api/dashboard/stats')).status, 200);
  }

  async function working() {
    const admin = await adminClient(stack);
    const started = Date.now();
    while (Date.now() - started < 4500) {
      const res = await admin.get('/api/dashboard/stats');
      assert.equal(res.status, 200, `after ${Date.now() - started} ms: ${res.text}`);
      await sleep(400);
    }
  }

  async function lifetime() {
    // Counted from before the sign-in was asked for: the server starts the lifetime when it makes the session,
    // which on a loaded machine is well before the answer arrives here.
    const signedIn = Date.now();
    const admin = await adminClient(stack);
    let refused: { status: number; json: any; text: string } | undefined;
    while (!refused && Date.now() - signedIn < 12_000) {
      const res = await admin.get('/api/dashboard/stats');
      if (res.status !== 200) refused = res;
      else await sleep(200);
    }
    assert.ok(refused, 'refused within 12 seconds');
    assert.ok(Date.now() - signedIn >= 6000, `not before its lifetime of 6 seconds: ${refused.status} ${refused.text}`);
    assert.equal(refused.status, 401);
    assert.equal(refused.json.code, 'SESSION_EXPIRED');
    assert.equal(refused.json.message, LIFETIME_MESSAGE);
  }

  async function currentUser() {
    const admin = await adminClient(stack);
    await sleep(3500);
    const me = await admin.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.text, '', 'the same empty answer as any signed-out visitor');
    assert.equal(me.headers.get('x-session-expired'), 'idle');
    const later = await admin.get('/api/auth/user');
    assert.equal(later.headers.get('x-session-expired'), null, 'said once, then an ordinary visitor');
  }

  it('lets no browser or proxy keep API answers carrying personal data (Cache-Control: no-store)', async () => {
    const admin = await adminClient(stack);
    for (const path of ['/api/auth/user', '/api/members', '/api/dashboard/stats']) {
      const res = await admin.get(path);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
    }
    const refused = await new ApiClient(stack.url).get('/api/members');
    assert.equal(refused.headers.get('cache-control'), 'no-store', 'error answers too');
  });
});
