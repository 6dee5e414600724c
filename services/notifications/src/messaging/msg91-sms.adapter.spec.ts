import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { MessagingFailure } from './messaging-port';
import { Msg91SmsAdapter } from './msg91-sms.adapter';

const settings = {
  apiUrl: 'http://msg91.test/',
  authKey: 'key',
  templateIds: { dues_reminder: 'tpl-en', 'dues_reminder.kn': 'tpl-kn', payment_receipt: 'tpl-receipt' },
};
const message = {
  to: '919845012345',
  template: 'dues_reminder',
  language: 'en',
  parameters: ['Asha', 'ESI', '₹200.00', 'https://rzp.io/i/x'],
};

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

async function failure(promise: Promise<unknown>): Promise<MessagingFailure> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof MessagingFailure);
    return error;
  }
  assert.fail('expected a failure');
}

describe('Msg91SmsAdapter', () => {
  it("posts the Flow request with the authkey, the template's id and VAR1… and answers MSG91's request id", async () => {
    const { calls, fetchFn } = answering(200, { type: 'success', message: '3465706e4b6a313130303031' });
    const sut = new Msg91SmsAdapter(settings, fetchFn);
    assert.deepEqual(await sut.send(message), { providerMessageId: '3465706e4b6a313130303031' });
    assert.equal(calls[0].url, 'http://msg91.test/api/v5/flow');
    assert.equal((calls[0].init.headers as Record<string, string>).authkey, 'key');
    assert.deepEqual(JSON.parse(calls[0].init.body as string), {
      template_id: 'tpl-en',
      short_url: '0',
      recipients: [{ mobiles: '919845012345', VAR1: 'Asha', VAR2: 'ESI', VAR3: '₹200.00', VAR4: 'https://rzp.io/i/x' }],
    });
  });

  it("uses a template's Kannada id for a Kannada message, the English one when there is none", async () => {
    const { calls, fetchFn } = answering(200, { type: 'success', message: 'r1' });
    const sut = new Msg91SmsAdapter(settings, fetchFn);
    await sut.send({ ...message, language: 'kn' });
    await sut.send({ ...message, template: 'payment_receipt', language: 'kn' });
    assert.deepEqual(
      calls.map((c) => JSON.parse(c.init.body as string).template_id),
      ['tpl-kn', 'tpl-receipt'],
    );
  });

  it('refuses a template without an id for good, without calling MSG91', async () => {
    const { calls, fetchFn } = answering(200, { type: 'success', message: 'r1' });
    const error = await failure(new Msg91SmsAdapter(settings, fetchFn).send({ ...message, template: 'unknown' }));
    assert.equal(error.permanent, true);
    assert.match(error.message, /MSG91_TEMPLATE_IDS/);
    assert.equal(calls.length, 0);
  });

  it('retries an outage, a wrong authkey and an empty balance; a refused message is permanent', async () => {
    const outcome = async (status: number, body: unknown) =>
      (await failure(new Msg91SmsAdapter(settings, answering(status, body).fetchFn).send(message))).permanent;
    assert.equal(await outcome(503, { type: 'error', message: 'Service Unavailable' }), false);
    assert.equal(await outcome(429, { type: 'error', message: 'Too many requests' }), false);
    assert.equal(await outcome(401, { type: 'error', message: 'Authentication failure', code: '401' }), false);
    assert.equal(await outcome(200, { type: 'error', message: 'Insufficient balance' }), false);
    assert.equal(await outcome(400, { type: 'error', message: 'mobiles must be a mobile number' }), true);
    assert.equal(await outcome(200, { type: 'error', message: 'Template id is invalid' }), true);
  });

  it('treats an unreachable MSG91 as an outage', async () => {
    const fetchFn = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = await failure(new Msg91SmsAdapter(settings, fetchFn).send(message));
    assert.equal(error.permanent, false);
    assert.match(error.message, /unreachable/);
  });
});
