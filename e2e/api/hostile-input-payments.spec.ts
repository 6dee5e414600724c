import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
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
import { TestStack } from '../support/test-stack';
import { NAN_LIKE_STRINGS, OUT_OF_RANGE_LITERALS, withNumberLiteral } from '../support/hostile-values';
import { adminClient, createMember } from '../support/fixtures/members';
import { openHostileRun } from '../support/fixtures/hostile-run';

/**
 * Bad input gets a clear 4xx, never a 500 (issues 9 and 26): payment amounts, Razorpay's signed webhooks with
 * hostile bodies, and numbers JSON cannot hold on every route that takes a number. The sweep over every route is
 * in hostile-input.spec.ts.
 */

describe('hostile input: payments and numbers', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ stack, admin } = await openHostileRun());
  });
  afterAll(async () => {
    await stack?.teardown();
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
});
