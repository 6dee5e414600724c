import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { JsonLogger } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId, waitFor } from '@portal/testing';
import express from 'express';
import session, { type SessionData, type Store } from 'express-session';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { openGatewayDatabase } from '../gateway-database';
import { endOtherSessions } from './session-revocation';
import { CachedSessionStore } from './cached-session-store';
import { sessionTable } from './session.setup';

const logger = new JsonLogger('gateway-test', 'error');
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const get = (store: Store, sid: string) =>
  new Promise<SessionData | null>((resolve, reject) =>
    store.get(sid, (error, session) => (error ? reject(asError(error)) : resolve(session ?? null))),
  );
const set = (store: Store, sid: string, session: SessionData) =>
  new Promise<void>((resolve, reject) =>
    store.set(sid, session, (error) => (error ? reject(asError(error)) : resolve())),
  );
const destroy = (store: Store, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(asError(error)) : resolve())));

function memberSession(id: string, note = 'first'): SessionData {
  return {
    cookie: { expires: new Date(Date.now() + 3_600_000), originalMaxAge: 3_600_000 },
    passport: { user: { id, userType: 'member' } },
    note,
  } as unknown as SessionData;
}

/** Waits until `check` holds, for at most two seconds (notifications arrive within milliseconds). */
const eventually = (check: () => Promise<boolean>) =>
  waitFor(check, { timeoutMs: 2000, intervalMs: 20, what: 'the replicas to agree' });

/** Two gateway replicas over one real `session` table, each with its in-memory copies. */
describe('CachedSessionStore over Postgres', () => {
  const runId = uniqueRunId('gateway_sessions_');
  let adminUrl: string;
  let url: string;
  let pool: Pool;
  let sut: CachedSessionStore;
  let other: CachedSessionStore;

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    url = await createDatabase(adminUrl, `${runId}_db`);
    pool = await openGatewayDatabase(url);
    sut = new CachedSessionStore(sessionTable(pool), url, logger, { reconnectMs: 100 });
    other = new CachedSessionStore(sessionTable(pool), url, logger, { reconnectMs: 100 });
    sut.start();
    other.start();
    await eventually(async () => sut.caching && other.caching);
  });
  afterAll(async () => {
    await sut?.onApplicationShutdown();
    await other?.onApplicationShutdown();
    await pool?.end();
    await dropDatabases(adminUrl, runId);
  });

  it('a signed-in request reads its session once from the table and then from memory', async () => {
    await set(sut, 'sid-read', memberSession('m-1'));
    assert.equal((await get(sut, 'sid-read'))?.passport?.user?.id, 'm-1');
    // Changed behind the store's back without a notice (the trigger is what notices): memory still answers.
    await pool.query(`ALTER TABLE session DISABLE TRIGGER session_changed`);
    try {
      await pool.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{note}', '"sneaked"')::json WHERE sid = $1`, [
        'sid-read',
      ]);
    } finally {
      await pool.query(`ALTER TABLE session ENABLE TRIGGER session_changed`);
    }
    assert.equal(((await get(sut, 'sid-read')) as unknown as { note: string }).note, 'first');
  });

  it('a member signed out on one replica is signed out on the other at once', async () => {
    await set(sut, 'sid-out', memberSession('m-2'));
    assert.ok(await get(other, 'sid-out'));
    assert.ok(await get(other, 'sid-out'));
    await destroy(sut, 'sid-out');
    await eventually(async () => (await get(other, 'sid-out')) === null);
  });

  it("ending a member's other sessions (password change) reaches every replica's copies", async () => {
    await set(sut, 'sid-keep', memberSession('m-3'));
    await set(sut, 'sid-thief', memberSession('m-3'));
    assert.ok(await get(other, 'sid-thief'));
    assert.equal(await endOtherSessions(pool, { id: 'm-3', userType: 'member' }, 'sid-keep'), 1);
    await eventually(async () => (await get(other, 'sid-thief')) === null);
    assert.ok(await get(other, 'sid-keep'));
  });

  it('a session written on one replica is read as written on the other', async () => {
    await set(sut, 'sid-write', memberSession('m-4', 'before'));
    assert.equal(((await get(other, 'sid-write')) as unknown as { note: string }).note, 'before');
    await set(sut, 'sid-write', memberSession('m-4', 'after'));
    await eventually(async () => ((await get(other, 'sid-write')) as unknown as { note: string }).note === 'after');
  });

  it('a change made while the listening connection is down is never answered from memory', async () => {
    await set(sut, 'sid-down', memberSession('m-5'));
    assert.ok(await get(sut, 'sid-down'));
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await eventually(async () => !sut.caching);
    await pool.query(`DELETE FROM session WHERE sid = 'sid-down'`);
    assert.equal(await get(sut, 'sid-down'), null);
    await eventually(async () => sut.caching);
    assert.equal(await get(sut, 'sid-down'), null);
  });

  it("the copy a request gets is its own: changing it does not change the next request's", async () => {
    await set(sut, 'sid-copy', memberSession('m-6', 'kept'));
    const first = (await get(sut, 'sid-copy')) as unknown as { note: string };
    first.note = 'changed by a request';
    assert.equal(((await get(sut, 'sid-copy')) as unknown as { note: string }).note, 'kept');
  });

  it('an expired session is not answered from memory', async () => {
    const session = memberSession('m-7');
    session.cookie.expires = new Date(Date.now() + 300);
    await set(sut, 'sid-expiring', session);
    assert.ok(await get(sut, 'sid-expiring'));
    // The table keeps expiry to the whole second (connect-pg-simple rounds it up). A sleep on purpose: the
    // passing of the expiry time is what this tests.
    await sleep(1_400);
    assert.equal(await get(sut, 'sid-expiring'), null);
  });

  describe('sign-in regenerating the session', () => {
    const destroyed: string[] = [];
    const written: string[] = [];
    let store: CachedSessionStore;
    let server: ReturnType<express.Express['listen']>;
    let base: string;

    beforeAll(async () => {
      const table = sessionTable(pool);
      const destroyRow = table.destroy.bind(table);
      // Watched, not replaced: the row is still deleted.
      table.destroy = (sid, callback) => {
        destroyed.push(sid);
        destroyRow(sid, callback);
      };
      const writeRow = table.set.bind(table);
      table.set = (sid, data, callback) => {
        written.push(sid);
        writeRow(sid, data, callback);
      };
      store = new CachedSessionStore(table, url, logger);
      store.start();
      const app = express();
      app.use(session({ store, secret: 'regenerate-spec-secret', resave: false, saveUninitialized: false }));
      const signIn = (req: express.Request) =>
        new Promise<void>((resolve, reject) =>
          req.session.regenerate((error) => {
            if (error) return reject(asError(error));
            (req.session as unknown as { user: string }).user = 'admin-1';
            req.session.save((saveError) => (saveError ? reject(asError(saveError)) : resolve()));
          }),
        );
      app.post('/login', (req, res, next) => {
        signIn(req).then(() => res.json({ sid: req.sessionID }), next);
      });
      app.post('/login-then-note', (req, res, next) => {
        signIn(req)
          .then(() => ((req.session as unknown as { note: string }).note = 'after the save'))
          .then(() => res.json({ sid: req.sessionID }), next);
      });
      app.post('/login-twice', (req, res, next) => {
        signIn(req)
          .then(() => ((res.locals.first = req.sessionID), signIn(req)))
          .then(() => res.json({ first: res.locals.first, sid: req.sessionID }), next);
      });
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      await store?.onApplicationShutdown();
    });

    const post = async (path: string, cookie?: string) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: cookie ? { cookie } : {} });
      assert.equal(res.status, 200);
      const body = (await res.json()) as { sid: string; first?: string };
      return { ...body, cookie: String(res.headers.get('set-cookie')).split(';')[0] };
    };
    const rowExists = async (sid: string) =>
      (await pool.query('SELECT 1 FROM session WHERE sid = $1', [sid])).rowCount === 1;

    it('a first sign-in stores the new session without deleting a row that was never there', async () => {
      destroyed.length = 0;
      const { sid } = await post('/login');
      assert.deepEqual(destroyed, []);
      assert.ok(await rowExists(sid));
    });

    it('a sign-in writes its session row once, not again when the request ends', async () => {
      written.length = 0;
      const { sid } = await post('/login');
      assert.deepEqual(written, [sid]);
    });

    it('a session changed after its sign-in save is written again with the change', async () => {
      written.length = 0;
      const { sid } = await post('/login-then-note');
      assert.deepEqual(written, [sid, sid]);
      const { rows } = await pool.query<{ sess: { note?: string } }>('SELECT sess FROM session WHERE sid = $1', [sid]);
      assert.equal(rows[0]?.sess.note, 'after the save');
    });

    it('signing in again from a stored session deletes its row, so the old cookie is worthless', async () => {
      const first = await post('/login');
      destroyed.length = 0;
      const again = await post('/login', first.cookie);
      assert.notEqual(again.sid, first.sid);
      assert.deepEqual(destroyed, [first.sid]);
      assert.equal(await rowExists(first.sid), false);
      assert.ok(await rowExists(again.sid));
    });

    it('a session stored earlier in the same request is deleted when it is regenerated', async () => {
      destroyed.length = 0;
      const { first, sid } = await post('/login-twice');
      assert.deepEqual(destroyed, [first]);
      assert.equal(await rowExists(first!), false);
      assert.ok(await rowExists(sid));
    });
  });
});
