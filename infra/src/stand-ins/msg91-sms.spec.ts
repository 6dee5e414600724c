import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMsg91Sms, type Msg91Sms } from './msg91-sms';

const AUTH_KEY = 'test-authkey';

const flow = (sut: Msg91Sms, body: unknown, authkey = AUTH_KEY) =>
  fetch(`${sut.url}/api/v5/flow`, {
    method: 'POST',
    headers: { authkey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const request = (mobiles = '919876543210') => ({
  template_id: '6650f1c2d6fc0512a3b40001',
  short_url: '0',
  recipients: [{ mobiles, VAR1: 'Ravi', VAR2: 'https://rzp.io/i/abc' }],
});

describe('MSG91 SMS stand-in', () => {
  let sut: Msg91Sms;
  let hook: Server;
  const received: unknown[] = [];
  const waiting: Array<() => void> = [];

  const nextHook = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (received.length >= count ? resolve() : waiting.push(check));
      check();
    });

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('{}');
        waiting.splice(0).forEach((w) => w());
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/sms/webhook?token=t`;
    sut = await startMsg91Sms({ port: 0, authKey: AUTH_KEY, webhookUrl, webhookRetryMs: 10 });
  });
  afterAll(async () => {
    await sut.stop();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it("accepts a Flow request, answers MSG91's request id, keeps it, shows it and reports its delivery", async () => {
    const res = await flow(sut, request());
    assert.equal(res.status, 200);
    const answer = (await res.json()) as { type: string; message: string };
    assert.equal(answer.type, 'success');
    assert.match(answer.message, /^[0-9a-f]{24}$/);
    const [sms] = sut.messages();
    assert.equal(sms.requestId, answer.message);
    assert.equal(sms.to, '919876543210');
    assert.deepEqual(sms.variables, { VAR1: 'Ravi', VAR2: 'https://rzp.io/i/abc' });
    await nextHook(1);
    assert.deepEqual(
      { ...(received[0] as Record<string, unknown>), date: undefined },
      {
        date: undefined,
        number: '919876543210',
        senderId: 'KPWAIN',
        requestId: answer.message,
        credit: '1',
        campaignName: 'API',
        status: '1',
        desc: 'DELIVERED',
      },
    );
    const page = await (await fetch(`${sut.url}/`)).text();
    assert.match(page, /919876543210/);
    assert.match(page, /https:\/\/rzp\.io\/i\/abc/);
  });

  it("refuses a wrong authkey and a body MSG91 would refuse, in MSG91's error form", async () => {
    const denied = await flow(sut, request(), 'wrong');
    assert.equal(denied.status, 401);
    assert.deepEqual(await denied.json(), { type: 'error', message: 'Authentication failure', code: '401' });
    const bad = await flow(sut, { ...request(), recipients: [{ mobiles: 'abc' }] });
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { type: string }).type, 'error');
  });

  it('answers 503 while failing, and sends a simulated reply to the webhook', async () => {
    sut.setFailing(true);
    assert.equal((await flow(sut, request('919800000001'))).status, 503);
    sut.setFailing(false);
    const before = received.length;
    await sut.simulateReply('919876543210', 'STOP');
    await nextHook(before + 1);
    const reply = received[before] as Record<string, unknown>;
    assert.equal(reply.sender, '919876543210');
    assert.equal(reply.message, 'STOP');
    assert.equal(sut.messages().filter((m) => m.to === '919800000001').length, 0);
  });
});
