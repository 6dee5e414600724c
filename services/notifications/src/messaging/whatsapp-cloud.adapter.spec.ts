import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { MessagingFailure } from './messaging-port';
import { WhatsAppCloudAdapter } from './whatsapp-cloud.adapter';

const settings = { apiUrl: 'http://wa.test/', apiVersion: 'v21.0', phoneNumberId: '1065', accessToken: 'tok' };
const message = {
  to: '919845012345',
  template: 'dues_reminder',
  language: 'en',
  parameters: ['Asha', 'https://rzp.io/i/x'],
};

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe('WhatsAppCloudAdapter', () => {
  it('posts the template message with the Bearer token and answers the wamid', async () => {
    const { calls, fetchFn } = answering(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.A' }] });
    const sut = new WhatsAppCloudAdapter(settings, fetchFn);
    assert.deepEqual(await sut.send(message), { providerMessageId: 'wamid.A' });
    assert.equal(calls[0].url, 'http://wa.test/v21.0/1065/messages');
    assert.equal((calls[0].init.headers as Record<string, string>).authorization, 'Bearer tok');
    assert.deepEqual(JSON.parse(calls[0].init.body as string), {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919845012345',
      type: 'template',
      template: {
        name: 'dues_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'https://rzp.io/i/x' },
            ],
          },
        ],
      },
    });
  });

  it('takes a 5xx, a 429 and an invalid token (190) for an outage, other refusals as permanent', async () => {
    const outcome = async (status: number, code: number) => {
      const sut = new WhatsAppCloudAdapter(settings, answering(status, { error: { message: 'x', code } }).fetchFn);
      const error = await sut.send(message).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(error instanceof MessagingFailure);
      return error.permanent;
    };
    assert.equal(await outcome(503, 2), false);
    assert.equal(await outcome(429, 130429), false);
    assert.equal(await outcome(401, 190), false);
    assert.equal(await outcome(400, 132001), true);
  });

  it('takes a network error for an outage', async () => {
    const sut = new WhatsAppCloudAdapter(settings, () => Promise.reject(new Error('ECONNREFUSED')));
    await assert.rejects(sut.send(message), (e: unknown) => e instanceof MessagingFailure && !e.permanent);
  });
});
