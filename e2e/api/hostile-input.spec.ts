import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPng } from '../support/fixtures/files';
import { FormClient } from '../support/fixtures/multipart';
import { ApiClient } from '../support/http-client';
import { TestStack } from '../support/test-stack';
import { Caller, Input, inputsFor } from '../support/hostile-inputs';
import { hasBody, Route } from '../support/hostile-routes';
import { deepJson, LONE_SURROGATE, MB, NUL } from '../support/hostile-values';
import { adminClient } from '../support/fixtures/members';
import { openHostileRun } from '../support/fixtures/hostile-run';

/**
 * Bad input gets a clear 4xx, never a 500 (issue 9). The table-driven part reads every route the gateway
 * documents at /api/docs-json and sends each one a set of hostile inputs, as the admin and as an anonymous
 * caller: NUL characters and lone surrogates in every string, 1 MB strings, numbers out of range, arrays
 * and objects where strings belong, broken bodies (malformed, too deep, too large, other charsets and
 * encodings, wrong content types), odd path parameters. An input that must be refused must get a 4xx
 * with a JSON message; one that is harmless for the route (an ignored extra field) may also pass.
 */

/** Inputs the sweep has in flight at once: enough to keep a two-core stack busy, few enough not to queue. */
const IN_FLIGHT = 6;

const sweepAgent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
/** The headers fetch adds to every request (Node 20's undici): the gateway sees what it saw when the sweep used fetch. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

/**
 * One request of the sweep, sent as fetch sends it (its default headers, its URL parsing, a Content-Length of 0 on
 * a POST or PUT without a body, no redirects followed) but over node:http: with fetch this process spent about 6 s
 * more CPU on the sweeps' 18,000 requests (14.6 s against 8.5-8.8 s for the file), on two cores the stack needs.
 */
function sendAsFetch(
  address: string,
  method: string,
  { headers, body }: { headers: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; text: string }> {
  const url = new URL(address);
  const length = body !== undefined ? Buffer.byteLength(body) : ['POST', 'PUT'].includes(method) ? 0 : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: sweepAgent,
        headers: {
          ...FETCH_HEADERS,
          ...headers,
          ...(length !== undefined ? { 'content-length': String(length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const bytes = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
            resolve({ status: res.statusCode!, text: bytes.toString('utf8') });
          } catch (error) {
            // A body that does not decompress fails this request, as fetch would, not the whole jest worker.
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('hostile input on every route', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let member: { id: string };
  let routes: Route[] = [];

  beforeAll(async () => {
    ({ stack, admin, member, routes } = await openHostileRun());
  });
  afterAll(async () => {
    sweepAgent.destroy();
    await stack?.teardown();
  });

  describe('the inputs the probe found giving 500', () => {
    it('refuses a NUL in the member login identifier and the forgot-password e-mail with 400 and a field message', async () => {
      const api = new ApiClient(stack.url);
      const login = await api.post('/api/auth/member/login', { identifier: NUL, password: 'some-password-1' });
      assert.equal(login.status, 400, login.text);
      assert.equal(login.json.code, 'VALIDATION_FAILED');
      assert.deepEqual(login.json.errors, [
        { field: 'identifier', message: 'Contains a character that is not allowed' },
      ]);
      const forgot = await api.post('/api/auth/forgot-password', { email: `a${NUL}@e2e.test` });
      assert.equal(forgot.status, 400, forgot.text);
      assert.equal(forgot.json.errors[0].field, 'email');
    });

    it('refuses a NUL in the member search and in a member id with 400 naming the parameter', async () => {
      const search = await admin.get('/api/members?search=a%00b');
      assert.equal(search.status, 400, search.text);
      assert.deepEqual(search.json.errors, [{ field: 'search', message: 'Contains a character that is not allowed' }]);
      const byId = await admin.get('/api/members/a%00b');
      assert.equal(byId.status, 400, byId.text);
      assert.deepEqual(byId.json.errors, [{ field: 'id', message: 'Contains a character that is not allowed' }]);
    });

    it('refuses a NUL or a lone surrogate in a name when registering or editing a member, changing nothing', async () => {
      const register = await new ApiClient(stack.url).post('/api/register', { firstName: `Ra${NUL}vi` });
      assert.equal(register.status, 400, register.text);
      assert.equal(register.json.errors[0].field, 'firstName');
      const edit = await admin.request('PUT', `/api/members/${member.id}`, { firstName: `Ra${LONE_SURROGATE}vi` });
      assert.equal(edit.status, 400, edit.text);
      assert.deepEqual(edit.json.errors, [{ field: 'firstName', message: 'Contains a character that is not allowed' }]);
      const after = await admin.get(`/api/members/${member.id}`);
      assert.equal((after.json.member ?? after.json).firstName, 'Nanjunda');
    });

    it('refuses a NUL in a registration form field, naming the field, before any file is kept', async () => {
      const res = await new FormClient(stack.url, new ApiClient(stack.url)).post('/api/register', [
        { name: 'firstName', value: 'Manjunath' },
        { name: 'city', value: `Udu${NUL}pi` },
        { name: 'passportPhoto', fileName: 'me.png', type: 'image/png', data: tinyPng() },
      ]);
      assert.equal(res.status, 400, res.text);
      assert.deepEqual(res.json.errors, [{ field: 'city', message: 'Contains a character that is not allowed' }]);
    });

    it('answers unreadable bodies with 413, 415 or 400 and a code, never 500', async () => {
      const send = (headers: Record<string, string>, body: string | Buffer) =>
        fetch(`${stack.url}/api/auth/member/login`, { method: 'POST', headers, body }).then(async (res) => ({
          status: res.status,
          json: (await res.json()) as { code: string; message: string },
        }));
      const json = { 'content-type': 'application/json' };
      const tooLarge = await send(json, JSON.stringify({ identifier: 'x'.repeat(1.1 * MB), password: 'p' }));
      assert.deepEqual([tooLarge.status, tooLarge.json.code], [413, 'PAYLOAD_TOO_LARGE']);
      const charset = await send({ 'content-type': 'application/json; charset=koi9' }, '{}');
      assert.deepEqual([charset.status, charset.json.code], [415, 'UNSUPPORTED_MEDIA_TYPE']);
      const encoding = await send({ ...json, 'content-encoding': 'bogus' }, '{}');
      assert.deepEqual([encoding.status, encoding.json.code], [400, 'VALIDATION_FAILED']);
      const deep = await send(json, deepJson(5000));
      assert.deepEqual([deep.status, deep.json.code], [400, 'VALIDATION_FAILED']);
      assert.equal(deep.json.message, 'The request body is nested too deeply');
      const malformed = await send(json, '{"identifier": ');
      assert.deepEqual([malformed.status, malformed.json.code], [400, 'VALIDATION_FAILED']);
      assert.equal(malformed.json.message, 'The request body is not valid JSON');
    });

    it('refuses a page number out of range with 400 and a message on page', async () => {
      for (const page of ['1e20', '99999999999999999999']) {
        const res = await admin.get(`/api/members?page=${page}`);
        assert.equal(res.status, 400, `page=${page}: ${res.text}`);
        assert.deepEqual(res.json.errors, [{ field: 'page', message: 'page must be at most 100000' }]);
      }
      assert.equal((await admin.get('/api/members?page=100000')).status, 200, 'the highest page is still a page');
    });
  });

  describe('every documented route', () => {
    const covered = new Map<string, Set<Caller>>();
    const failures: string[] = [];
    let tried = 0;

    async function send(caller: Caller, route: Route, input: Input): Promise<void> {
      if (caller === 'admin' && !admin.sessionCookie) admin = await adminClient(stack);
      const res = await sendAsFetch(`${stack.url}${input.path}`, route.method, {
        headers: {
          ...input.headers,
          ...(caller === 'admin' && admin.sessionCookie ? { cookie: admin.sessionCookie } : {}),
        },
        body: hasBody(route) ? input.body : undefined,
      });
      const text = res.text;
      tried += 1;
      const key = `${route.method} ${route.path}`;
      if (!covered.has(key)) covered.set(key, new Set());
      covered.get(key)!.add(caller);
      let message: unknown;
      let errors: unknown;
      try {
        ({ message, errors } = JSON.parse(text) as { message?: unknown; errors?: unknown });
      } catch {
        message = undefined;
      }
      const namesField =
        Array.isArray(errors) && errors.some((e) => (e as { field?: unknown } | null)?.field === input.field);
      const said = `${caller} ${route.method} ${input.path.slice(0, 100)} [${input.label}] → ${res.status} ${text.slice(0, 160)}`;
      if (res.status >= 500) failures.push(`5xx: ${said}`);
      else if (res.status >= 400 && typeof message !== 'string') failures.push(`no JSON message: ${said}`);
      else if (input.expect === 'refuse' && res.status < 400) failures.push(`not refused: ${said}`);
      else if (input.field && (res.status !== 400 || !namesField))
        failures.push(`not 400 naming ${input.field}: ${said}`);
      // A logout that went through ended the admin's session: sign in again for the next input.
      if (caller === 'admin' && res.status < 400 && /logout/.test(route.path)) admin.sessionCookie = undefined;
    }

    /** Each route's inputs in turn, made as they are sent (a few hold megabytes). */
    function* inputsOf(some: Route[]): Generator<[Route, Input]> {
      for (const route of some) for (const input of inputsFor(route)) yield [route, input];
    }

    async function tryAll(caller: Caller): Promise<void> {
      // The inputs are independent, so several are in flight at once: one at a time, the stack sat idle
      // between round trips (about 9,000 a caller). A logout ends the session the admin's requests share, so
      // the routes that sign out go last, one input at a time, signing in again after each that succeeded.
      const signsOut = (route: Route) => /logout/.test(route.path);
      const pending = inputsOf(routes.filter((route) => !signsOut(route)));
      const sender = async () => {
        for (let next = pending.next(); !next.done; next = pending.next()) await send(caller, ...next.value);
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
      if (caller === 'admin') {
        // Else the admin's inputs above were refused for want of a session, not for what they held.
        const user = await admin.get('/api/auth/user');
        assert.equal(user.json?.userType, 'admin', `still signed in as the admin: ${user.text}`);
      }
      for (const [route, input] of inputsOf(routes.filter(signsOut))) await send(caller, route, input);
    }

    it('never answers 500 to anything an anonymous caller sends, and refuses what it must with a JSON message', async () => {
      await tryAll('anonymous');
      assert.deepEqual(failures.splice(0), []);
    }, 900_000);

    it('never answers 500 to anything the admin sends, and refuses what it must with a JSON message', async () => {
      await tryAll('admin');
      assert.deepEqual(failures.splice(0), []);
    }, 900_000);

    it('covered every documented route as both callers, and says how many inputs it tried', () => {
      console.log(`hostile inputs tried: ${tried}, routes covered: ${covered.size} of ${routes.length} documented`);
      assert.ok(routes.length > 0, 'routes documented at /api/docs-json');
      const missed = routes
        .map((route) => `${route.method} ${route.path}`)
        .filter((key) => covered.get(key)?.size !== 2);
      assert.deepEqual(missed, []);
      assert.ok(tried > routes.length * 20, `at least 20 inputs a route on average (${tried})`);
    });
  });
});
