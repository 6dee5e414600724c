import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { redact as sut } from './email-sender';

describe('redact', () => {
  it('removes a one-time token from the stored copy, raw and URL-encoded', () => {
    const token = 'Zm9v+YmFy/YmF6=';
    const html = `<a href="https://x.example/setup-password?token=${encodeURIComponent(token)}">link</a> ${token}`;
    assert.equal(sut(html, [token]), '<a href="https://x.example/setup-password?token=[redacted]">link</a> [redacted]');
  });

  it('leaves content without secrets unchanged', () => {
    assert.equal(sut('Dear Asha,', null), 'Dear Asha,');
  });
});
