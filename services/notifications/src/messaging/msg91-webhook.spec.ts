import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readSmsWebhook, smsWebhookTokenValid } from './msg91-webhook';

describe('MSG91 webhooks', () => {
  it("reads the JSON delivery report's request id and outcome", () => {
    const report = (status: string, desc: string) =>
      readSmsWebhook({ requestId: 'r1', number: '919845012345', status, desc, senderId: 'KPWAIN' });
    assert.deepEqual(report('1', 'DELIVERED'), [
      { kind: 'status', providerMessageId: 'r1', status: 'delivered', recipient: '919845012345' },
    ]);
    assert.equal((report('2', 'FAILED')[0] as { status: string }).status, 'failed');
    assert.equal((report('16', 'REJECTED')[0] as { status: string }).status, 'failed');
    assert.equal((report('17', 'Blocked number')[0] as { status: string }).status, 'failed');
    assert.equal((report('8', 'Submitted')[0] as { status: string }).status, 'sent');
    assert.equal((report('', 'UNDELIVERED')[0] as { status: string }).status, 'failed');
  });

  it('reads the older form-style report whose data is JSON text with a report per number', () => {
    const data = JSON.stringify([
      { senderId: 'KPWAIN', requestId: 'r2', report: [{ number: '919845012345', status: '1', desc: 'DELIVERED' }] },
    ]);
    assert.deepEqual(readSmsWebhook({ data }), [
      { kind: 'status', providerMessageId: 'r2', status: 'delivered', recipient: '919845012345' },
    ]);
  });

  it("reads a member's reply to the virtual number and ignores what it does not know", () => {
    assert.deepEqual(readSmsWebhook({ sender: '919845012345', message: 'STOP', keyword: 'STOP' }), [
      { kind: 'reply', from: '919845012345', text: 'STOP' },
    ]);
    assert.deepEqual(readSmsWebhook({ hello: 'world' }), []);
    assert.deepEqual(readSmsWebhook('text'), []);
    assert.deepEqual(readSmsWebhook({ data: 'not json' }), []);
  });

  it('accepts only the configured token', () => {
    assert.equal(smsWebhookTokenValid('s3cret', 's3cret'), true);
    assert.equal(smsWebhookTokenValid('s3cre', 's3cret'), false);
    assert.equal(smsWebhookTokenValid(undefined, 's3cret'), false);
  });
});
