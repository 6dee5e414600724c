import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { normalisePhone } from './messaging.service';
import { isStopReply, readWhatsAppWebhook, whatsAppSignatureValid } from './whatsapp-webhook';

describe('WhatsApp webhooks', () => {
  it('accepts only the sha256= HMAC of the exact body with the app secret', () => {
    const body = '{"object":"whatsapp_business_account"}';
    const signature = `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`;
    assert.equal(whatsAppSignatureValid(body, signature, 'secret'), true);
    assert.equal(whatsAppSignatureValid(`${body} `, signature, 'secret'), false);
    assert.equal(whatsAppSignatureValid(body, signature, 'other'), false);
    assert.equal(whatsAppSignatureValid(body, undefined, 'secret'), false);
    assert.equal(whatsAppSignatureValid(body, signature.slice(7), 'secret'), false);
  });

  it('reads statuses and text replies, and ignores the rest', () => {
    const sut = readWhatsAppWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  { id: 'wamid.1', status: 'read', recipient_id: '919845012345' },
                  { id: 'wamid.2', status: 'deleted' },
                ],
                messages: [
                  { from: '919845012345', type: 'text', text: { body: 'Stop' } },
                  { from: '919845012345', type: 'image', image: { id: 'x' } },
                ],
              },
            },
            { field: 'account_update', value: { statuses: [{ id: 'wamid.3', status: 'sent' }] } },
          ],
        },
      ],
    });
    assert.deepEqual(sut, [
      { kind: 'status', providerMessageId: 'wamid.1', status: 'read', recipient: '919845012345' },
      { kind: 'reply', from: '919845012345', text: 'Stop' },
    ]);
    assert.deepEqual(readWhatsAppWebhook({ object: 'page', entry: [] }), []);
  });

  it('takes STOP and its usual forms for an opt-out, nothing else', () => {
    for (const text of ['STOP', 'stop', ' Stop! ', 'unsubscribe', 'STOP ALL', 'opt out'])
      assert.equal(isStopReply(text), true, text);
    for (const text of ['Please do not stop', 'STOPPED', 'ok', '']) assert.equal(isStopReply(text), false, text);
  });

  it('normalises an Indian mobile number to the provider form', () => {
    assert.equal(normalisePhone('98450 12345'), '919845012345');
    assert.equal(normalisePhone('+91 98450-12345'), '919845012345');
    assert.equal(normalisePhone('098450 12345'), '919845012345');
    assert.equal(normalisePhone('12345'), null);
    assert.equal(normalisePhone('call me'), null);
  });
});
