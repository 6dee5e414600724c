import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { afterFailure, isPermanentRefusal, retryDelayMs as sut, RetryPolicy } from './retry-policy';

describe('retry backoff', () => {
  it('waits 1 s, 2 s, 4 s … after each failure, never more than 60 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map(sut), [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    assert.equal(sut(500), 60_000);
  });
});

describe('after a failed attempt', () => {
  const queuedAt = new Date('2025-01-01T00:00:00Z');
  const outage = { code: 'ECONNECTION', command: 'CONN', responseCode: 421, message: 'Service not available' };

  it('keeps an e-mail queued while the mail server is down, with the backoff delay', () => {
    const sut = afterFailure(outage, 3, queuedAt, new Date('2025-01-01T00:00:07Z'));
    assert.deepEqual(sut, { status: 'queued', retryInMs: 4000 });
  });

  it('keeps retrying for a day however many attempts failed, then gives up', () => {
    assert.equal(
      afterFailure(outage, 200, queuedAt, new Date(queuedAt.getTime() + RetryPolicy.giveUpAfterMs - 1)).status,
      'queued',
    );
    assert.equal(
      afterFailure(outage, 201, queuedAt, new Date(queuedAt.getTime() + RetryPolicy.giveUpAfterMs)).status,
      'failed',
    );
  });

  it('gives up at once when the server refuses this recipient or this message for good', () => {
    assert.equal(
      afterFailure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }, 1, queuedAt, queuedAt).status,
      'failed',
    );
    assert.equal(isPermanentRefusal({ code: 'EMESSAGE', command: 'DATA', responseCode: 552 }), true);
  });

  it('keeps retrying a refused login or a temporary refusal: the operator can fix those', () => {
    assert.equal(isPermanentRefusal({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }), false);
    assert.equal(isPermanentRefusal({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }), false);
    assert.equal(isPermanentRefusal({ code: 'ETIMEDOUT', command: 'CONN' }), false);
  });

  it('gives up at once on a failure our own checks mark permanent, such as an attachment too large to send', () => {
    assert.equal(afterFailure({ code: 'ETOOLARGE', permanent: true }, 1, queuedAt, queuedAt).status, 'failed');
    assert.equal(afterFailure({ code: 'ESTORAGE' }, 1, queuedAt, queuedAt).status, 'queued');
  });
});
