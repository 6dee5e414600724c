import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPng } from '../support/fixtures/files';
import { adminClient, createMember } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { createEvent, inDays, listEvents } from '../support/fixtures/content';
import {
  addRecord,
  createOrder,
  dueNextYear,
  listRecords,
  projectedInPayments,
  storedOrders,
} from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { HOSTILE_AMOUNTS, hostileWebhookBodies } from '../support/hostile-payment-inputs';
import { sharedTestStack, TestStack } from '../support/test-stack';
import {
  Caller,
  deepJson,
  hasBody,
  Input,
  inputsFor,
  LONE_SURROGATE,
  MB,
  NAN_LIKE_STRINGS,
  NUL,
  OUT_OF_RANGE_LITERALS,
  Route,
  routesOf,
  withNumberLiteral,
} from '../support/hostile-inputs';

/**
 * Bad input gets a clear 4xx, never a 500 (issue 9). The table-driven part reads every route the gateway
 * documents at /api/docs-json and sends each one a set of hostile inputs, as the admin and as an anonymous
 * caller: NUL characters and lone surrogates in every string, 1 MB strings, numbers out of range, arrays
 * and objects where strings belong, broken bodies (malformed, too deep, too large, other charsets and
 * encodings, wrong content types), odd path parameters. An input that must be refused must get a 4xx
 * with a JSON message; one that is harmless for the route (an ignored extra field) may also pass.
 */

describe('hostile input on every route', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let routes: Route[] = [];
  let member: { id: string };

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    member = await createMember(admin, { firstName: 'Nanjunda' });
    const docs = await new ApiClient(stack.url).get('/api/docs-json');
    assert.equal(docs.status, 200, docs.text);
    routes = routesOf(docs.json);
  });
  afterAll(async () => {
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

  describe('payments: amounts and signed webhooks', () => {
    let payer: { id: string };
    let record: { id: string };
    let orderId: string;

    beforeAll(async () => {
      const created = await createMember(admin, { firstName: 'Mallikarjun', optedSchemes: ['esi'] });
      assert.equal((await admin.post(`/api/members/${created.id}/approve`)).status, 200);
      payer = created;
      await projectedInPayments(admin, payer.id, 'esi', 'active');
      record = await addRecord(admin, { memberId: payer.id, scheme: 'esi', amount: 200, dueDate: dueNextYear() });
      orderId = await createOrder(admin, { memberId: payer.id, scheme: 'esi', paymentRecordId: record.id });
    });

    it('refuses every hostile amount with 400 and a message on records, scheme settings and orders, storing nothing', async () => {
      const esi = (await admin.get('/api/scheme-settings')).json.find((s: { scheme: string }) => s.scheme === 'esi');
      const failures: string[] = [];
      for (const { label, value } of HOSTILE_AMOUNTS) {
        const calls: Array<[string, Promise<{ status: number; json: any; text: string }>]> = [
          ['add record', admin.post('/api/payment-records', { memberId: payer.id, scheme: 'esi', amount: value })],
          ['update record', admin.request('PUT', `/api/payment-records/${record.id}`, { amount: value })],
          ['scheme setting', admin.request('PUT', `/api/scheme-settings/${esi.id}`, { amount: value })],
          [
            'create order',
            admin.post('/api/razorpay/create-order', { memberId: payer.id, scheme: 'esi', amount: value }),
          ],
        ];
        for (const [what, call] of calls) {
          const res = await call;
          if (res.status !== 400 || typeof res.json?.message !== 'string')
            failures.push(`${what}, ${label}: ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
      assert.deepEqual(failures, []);
      const records = (await admin.get(`/api/payment-records?memberId=${payer.id}`)).json;
      assert.deepEqual(
        records.map((r: { id: string; amount: string }) => [r.id, r.amount]),
        [[record.id, '200.00']],
      );
      const after = (await admin.get('/api/scheme-settings')).json.find((s: { scheme: string }) => s.scheme === 'esi');
      assert.equal(after.amount, '200.00');
    });

    it('never answers 5xx to a correctly signed webhook whose body no real event looks like, and records nothing', async () => {
      const secret = stack.razorpaySandbox!.webhookSecret;
      const failures: string[] = [];
      let n = 0;
      for (const { label, body } of hostileWebhookBodies(orderId)) {
        n += 1;
        const res = await fetch(`${stack.url}/api/razorpay/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
            'x-razorpay-event-id': `evt_Hostile${String(n).padStart(6, '0')}`,
          },
          body,
        });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${label}: ${res.status} ${text.slice(0, 160)}`);
      }
      assert.deepEqual(failures, []);
      const records = (await admin.get(`/api/payment-records?memberId=${payer.id}`)).json;
      assert.deepEqual(
        records.map((r: { status: string }) => r.status),
        ['pending'],
        'the due the order pays is still pending',
      );
    });
  });

  describe('numbers JSON cannot hold (issue 26)', () => {
    /** Sends `text` as the JSON body, byte for byte (JSON.stringify cannot write 1e309), as the admin. */
    const raw = (method: string, path: string, text: string) =>
      fetch(`${stack.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: admin.sessionCookie ?? '' },
        body: text,
      }).then(async (res) => ({ status: res.status, text: await res.text() }));
    const fieldsNamed = (text: string): unknown[] => {
      try {
        return ((JSON.parse(text) as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);
      } catch {
        return [];
      }
    };

    it('refuses them on every route that takes a number, with 400 naming the field, and changes nothing', async () => {
      admin = await adminClient(stack);
      const event = await createEvent(admin, { title: 'Seat limit stays', capacity: 10 });
      const esi = (await admin.get('/api/scheme-settings')).json.find((s: { scheme: string }) => s.scheme === 'esi');
      const payer = await createMember(admin, { firstName: 'Basavaraj', optedSchemes: ['esi'] });
      assert.equal((await admin.post(`/api/members/${payer.id}/approve`)).status, 200);
      await projectedInPayments(admin, payer.id, 'esi', 'active');
      const record = await addRecord(admin, { memberId: payer.id, scheme: 'esi', amount: 250, dueDate: dueNextYear() });
      const routes: Array<{ method: string; path: string; body: Record<string, unknown>; field: string }> = [
        { method: 'POST', path: '/api/events', body: { title: 'Never made', eventDate: inDays(5) }, field: 'capacity' },
        {
          method: 'PUT',
          path: `/api/events/${event.id}`,
          body: { title: event.title, eventDate: event.eventDate },
          field: 'capacity',
        },
        { method: 'PUT', path: `/api/scheme-settings/${esi.id}`, body: {}, field: 'amount' },
        {
          method: 'POST',
          path: '/api/payment-records',
          body: { memberId: payer.id, scheme: 'esi', dueDate: dueNextYear() },
          field: 'amount',
        },
        { method: 'PUT', path: `/api/payment-records/${record.id}`, body: {}, field: 'amount' },
        {
          method: 'POST',
          path: '/api/razorpay/create-order',
          body: { memberId: payer.id, scheme: 'esi' },
          field: 'amount',
        },
        {
          method: 'POST',
          path: '/api/razorpay/create-order',
          body: { memberId: payer.id, scheme: 'esi' },
          field: 'months',
        },
      ];
      const failures: string[] = [];
      for (const { method, path, body, field } of routes) {
        const bodies = [
          ...OUT_OF_RANGE_LITERALS.map((literal) => withNumberLiteral(body, field, literal)),
          ...NAN_LIKE_STRINGS.map((text) => JSON.stringify({ ...body, [field]: text })),
        ];
        for (const text of bodies) {
          const res = await raw(method, path, text);
          if (res.status !== 400 || !fieldsNamed(res.text).includes(field))
            failures.push(`${method} ${path} ${text.slice(0, 120)}: ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
      assert.deepEqual(failures, []);

      const events = await listEvents(admin);
      assert.equal(events.find((e) => e.id === event.id)?.capacity, 10, 'the seat limit is still 10');
      assert.ok(!events.some((e) => e.title === 'Never made'), 'no event was made');
      const after = (await admin.get('/api/scheme-settings')).json.find((s: { scheme: string }) => s.scheme === 'esi');
      assert.equal(after.amount, esi.amount, 'the ESI amount is unchanged');
      assert.deepEqual(
        (await listRecords(admin, `memberId=${payer.id}`)).map((r) => [r.id, r.amount, r.status]),
        [[record.id, '250.00', 'pending']],
        'one record, as it was',
      );
      assert.deepEqual(await storedOrders(stack, payer.id), [], 'no order was made');

      // Positive control: the same routes take a number JSON holds, so the refusals above were the numbers'.
      const seats = await raw(
        'PUT',
        `/api/events/${event.id}`,
        JSON.stringify({ title: event.title, eventDate: event.eventDate, capacity: 12 }),
      );
      assert.equal(seats.status, 200, seats.text);
      assert.equal((await listEvents(admin)).find((e) => e.id === event.id)?.capacity, 12);
      const amount = await raw('PUT', `/api/payment-records/${record.id}`, '{"amount": 2.6e2}');
      assert.equal(amount.status, 200, amount.text);
      assert.equal((await listRecords(admin, `memberId=${payer.id}`))[0].amount, '260.00');
    });

    it('refuses NaN-like and out-of-range page numbers in a list query with 400 naming the parameter', async () => {
      for (const name of ['page', 'limit']) {
        for (const text of NAN_LIKE_STRINGS) {
          const res = await admin.get(`/api/members?${name}=${encodeURIComponent(text)}`);
          assert.equal(res.status, 400, `${name}=${text}: ${res.text}`);
          assert.ok(fieldsNamed(res.text).includes(name), `${name}=${text}: ${res.text}`);
        }
      }
      assert.equal((await admin.get('/api/members?page=1&limit=10')).status, 200);
    });
  });

  describe('report parameters (issue 13)', () => {
    it('refuses hostile report parameters with a 400 naming the parameter, before any file starts', async () => {
      const cases: Array<[string, string]> = [
        ['format=a%00b', 'format'],
        ['format=csv&format=pdf', 'format'],
        [`from=${'9'.repeat(2000)}`, 'from'],
        ['from=2025-02-30', 'from'],
        ['to=%ED%A0%80', 'to'],
        ['from=-99999-01-01', 'from'],
      ];
      for (const [query, field] of cases) {
        const res = await admin.get(`/api/reports/members?${query}`);
        const said = `${query.slice(0, 60)}: ${res.text.slice(0, 200)}`;
        assert.equal(res.status, 400, said);
        assert.equal(res.headers.get('content-disposition'), null, said);
        assert.equal(res.json.errors[0].field, field, said);
      }
      const type = await admin.get('/api/reports/members%00');
      assert.equal(type.status, 400, type.text);
    });
  });

  describe('ID cards and verification (issue 13)', () => {
    it('refuses hostile generation requests with a 400 and starts no job', async () => {
      const bodies: unknown[] = [
        {},
        { memberIds: [] },
        { memberIds: 'PHOTO0001' },
        { memberIds: [NUL] },
        { memberIds: [{ id: 'PHOTO0001' }] },
        { memberIds: ['x'.repeat(MB)] },
        { memberIds: Array.from({ length: 10001 }, (_, n) => `PHOTO${n}`) },
        { all: 'yes' },
        { all: false },
        { all: true, memberIds: 99 },
        { all: true, memberIds: ['PHOTO0001'] },
      ];
      for (const body of bodies) {
        const res = await admin.post('/api/id-cards/generate', body);
        const said = `${JSON.stringify(body).slice(0, 80)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status === 400 || res.status === 413, said);
        assert.equal(typeof res.json.message, 'string', said);
        assert.equal(res.json.jobId, undefined, said);
      }
    });

    it('answers odd job ids and verification links with a 4xx that reveals nothing', async () => {
      for (const jobId of ['a%00b', 'not-a-job', '%ED%A0%80', '9'.repeat(2000)]) {
        const res = await admin.get(`/api/id-cards/jobs/${jobId}`);
        assert.ok(
          res.status >= 400 && res.status < 500,
          `${jobId.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`,
        );
      }
      for (const query of ['', '?sig=', '?sig=a%00b', `?sig=${'A'.repeat(5000)}`, '?sig=x&sig=y', '?sig=%ED%A0%80']) {
        for (const path of ['/api/verify/PHOTO0001', '/api/verify/a%00b', `/api/verify/${'P'.repeat(3000)}`]) {
          const res = await new ApiClient(stack.url).get(`${path}${query}`);
          const said = `${path.slice(0, 40)}${query.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`;
          assert.ok(res.status >= 400 && res.status < 500, said);
          assert.equal(typeof res.json.message, 'string', said);
          assert.doesNotMatch(res.text, /Nanjunda/, said);
        }
      }
    });
  });

  describe('notifications (issue 13)', () => {
    it('refuses hostile notification bodies with a 400 and a message, sending nothing', async () => {
      const valid = { title: 'Annual meeting', message: 'On Sunday.', type: 'general' };
      const bodies: unknown[] = [
        {},
        { ...valid, title: `Ann${NUL}ual` },
        { ...valid, message: `On ${LONE_SURROGATE}Sunday` },
        { ...valid, title: 'x'.repeat(201) },
        { ...valid, message: 'x'.repeat(MB - 1024) },
        { ...valid, type: 'urgent' },
        { ...valid, type: ['general'] },
        { ...valid, status: 'deleted' },
        { ...valid, scheme: { $ne: null } },
        { ...valid, memberId: "1' OR '1'='1" },
        { ...valid, memberId: member.id.toUpperCase().replace(/.$/, 'Z') },
        { ...valid, status: 'active', memberId: member.id },
        { ...valid, email: 'yes' },
        [valid],
      ];
      const before = (await admin.get('/api/notifications/sent')).json.length;
      for (const body of bodies) {
        const res = await admin.post('/api/notifications', body);
        const said = `${JSON.stringify(body).slice(0, 80)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status === 400 || res.status === 413, said);
        assert.equal(typeof res.json.message, 'string', said);
      }
      assert.equal((await admin.get('/api/notifications/sent')).json.length, before);
    });

    it('answers odd notification ids with a 4xx when marking read', async () => {
      for (const id of ['a%00b', 'not-an-id', '%ED%A0%80', '9'.repeat(2000), "1'%20OR%20'1'%3D'1"]) {
        const res = await admin.post(`/api/notifications/${id}/read`);
        const said = `${id.slice(0, 40)}: ${res.status} ${res.text.slice(0, 200)}`;
        assert.ok(res.status >= 400 && res.status < 500, said);
        assert.equal(typeof res.json.message, 'string', said);
      }
    });
  });

  describe('every documented route', () => {
    const covered = new Map<string, Set<Caller>>();
    const failures: string[] = [];
    let tried = 0;

    async function send(caller: Caller, route: Route, input: Input): Promise<void> {
      if (caller === 'admin' && !admin.sessionCookie) admin = await adminClient(stack);
      const res = await fetch(`${stack.url}${input.path}`, {
        method: route.method,
        redirect: 'manual',
        headers: {
          ...input.headers,
          ...(caller === 'admin' && admin.sessionCookie ? { cookie: admin.sessionCookie } : {}),
        },
        body: hasBody(route) ? input.body : undefined,
      });
      const text = await res.text();
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

    async function tryAll(caller: Caller): Promise<void> {
      for (const route of routes) {
        for (const input of inputsFor(route)) await send(caller, route, input);
      }
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
