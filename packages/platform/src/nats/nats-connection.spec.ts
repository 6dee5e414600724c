import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { natsConnectionOptions as sut } from './nats-connection';

describe('natsConnectionOptions', () => {
  it('connects a service without credentials when none are configured, as on the tests shared NATS', () => {
    assert.deepEqual(sut({ NATS_URL: 'nats://127.0.0.1:4222' }), { servers: 'nats://127.0.0.1:4222' });
  });

  it('signs a service in as its NATS user and takes replies on that user’s own inbox', () => {
    assert.deepEqual(sut({ NATS_URL: 'nats://nats:4222', NATS_USER: 'membership', NATS_PASSWORD: 'secret' }), {
      servers: 'nats://nats:4222',
      user: 'membership',
      pass: 'secret',
      inboxPrefix: '_INBOX.membership',
    });
  });
});
