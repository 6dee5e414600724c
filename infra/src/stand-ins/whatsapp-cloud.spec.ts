import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWhatsAppWebhook, startWhatsAppCloud, type WhatsAppCloud } from './whatsapp-cloud';

const TOKEN = 'test-token';
const SECRET = 'test-app-secret';

interface Received {
  body: string;
  signature: string | undefined;
}

const templateMessage = (to = '919876543210') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name: 'dues_reminder',
    language: { code: 'en' },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ravi' },
          { type: 'text', text: 'https://rzp.io/i/abc' },
        ],
      },
    ],
  },
});

describe('WhatsApp Cloud stand-in', () => {
  let sut: WhatsAppCloud;
  let hook: Server;
  let received: Received[] = [];
  const waiting: Array<() => void> = [];

  /** Waits for `count` webhooks whose body holds `marker` (a message id or a reply's sender). */
  const webhooksArrived = async (count: number, marker: string): Promise<Received[]> => {
    const matching = () => received.filter((r) => r.body.includes(marker));
    while (matching().length < count) await new Promise<void>((resolve) => waiting.push(resolve));
    return matching();
  };

  const post = (body: unknown, token = TOKEN) =>
    fetch(`${sut.url}/v21.0/106540352242922/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: req.headers['x-hub-signature-256'] as string,
        });
        res.end('ok');
        for (const wake of waiting.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    sut = await startWhatsAppCloud({
      port: 0,
      accessToken: TOKEN,
      appSecret: SECRET,
      webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhook`,
    });
  });

  afterEach(() => {
    sut.clear();
    sut.setFailing(false);
    received = [];
  });

  afterAll(async () => {
    await sut.stop();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it('accepts a template message, answers its wamid and keeps it with its body parameters', async () => {
    const response = await post(templateMessage());
    assert.equal(response.status, 200);
    const answer = (await response.json()) as {
      messaging_product: string;
      contacts: { wa_id: string }[];
      messages: { id: string }[];
    };
    assert.equal(answer.messaging_product, 'whatsapp');
    assert.equal(answer.contacts[0].wa_id, '919876543210');
    assert.match(answer.messages[0].id, /^wamid\./);
    const [kept] = sut.messages();
    assert.equal(kept.id, answer.messages[0].id);
    assert.equal(kept.template, 'dues_reminder');
    assert.equal(kept.language, 'en');
    assert.deepEqual(kept.bodyParameters, ['Ravi', 'https://rzp.io/i/abc']);
    const page = await (await fetch(`${sut.url}/`)).text();
    assert.match(page, /dues_reminder/);
    assert.match(page, /https:\/\/rzp\.io\/i\/abc/);
  });

  it('sends signed sent and delivered statuses to the webhook', async () => {
    const answer = (await (await post(templateMessage())).json()) as { messages: { id: string }[] };
    const hooks = await webhooksArrived(2, answer.messages[0].id);
    const statuses = hooks.map((h) => {
      assert.equal(h.signature, signWhatsAppWebhook(h.body, SECRET));
      const payload = JSON.parse(h.body);
      assert.equal(payload.object, 'whatsapp_business_account');
      const status = payload.entry[0].changes[0].value.statuses[0];
      assert.equal(status.id, answer.messages[0].id);
      assert.equal(status.recipient_id, '919876543210');
      return status.status;
    });
    assert.deepEqual(statuses, ['sent', 'delivered']);
  });

  it('refuses a wrong token with a Graph API OAuth error and keeps nothing', async () => {
    const response = await post(templateMessage(), 'wrong');
    assert.equal(response.status, 401);
    const body = (await response.json()) as { error: { code: number; type: string } };
    assert.equal(body.error.code, 190);
    assert.equal(sut.messages().length, 0);
  });

  it('refuses a message that is not a template with error 100', async () => {
    const response = await post({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'text',
      text: { body: 'hi' },
    });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { error: { code: number } }).error.code, 100);
    assert.equal(sut.messages().length, 0);
  });

  it('answers 503 while failing and accepts again afterwards', async () => {
    sut.setFailing(true);
    assert.equal((await post(templateMessage())).status, 503);
    assert.equal(sut.messages().length, 0);
    sut.setFailing(false);
    assert.equal((await post(templateMessage())).status, 200);
    assert.equal(sut.messages().length, 1);
  });

  it('simulates a member replying STOP as a signed inbound messages webhook', async () => {
    const response = await fetch(`${sut.url}/_stand-in/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '919811112222', text: 'STOP' }),
    });
    assert.equal(response.status, 200);
    const [hookCall] = await webhooksArrived(1, '919811112222');
    assert.equal(hookCall.signature, signWhatsAppWebhook(hookCall.body, SECRET));
    const message = JSON.parse(hookCall.body).entry[0].changes[0].value.messages[0];
    assert.equal(message.from, '919811112222');
    assert.equal(message.type, 'text');
    assert.equal(message.text.body, 'STOP');
    assert.equal(sut.inbound()[0].text, 'STOP');
  });
});
