import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { BaseServiceConfig } from './base-service.config';
import { configProblems as sut } from './load-config';

describe('configProblems', () => {
  it('names each missing required variable on its own line so ops know what to set', () => {
    const problems = sut(BaseServiceConfig, {});
    assert.ok(problems.some((p) => p.startsWith('NATS_URL:')));
    assert.ok(problems.some((p) => p.startsWith('DATABASE_URL:')));
    assert.equal(problems.length, 2);
  });

  it('rejects a malformed value with a message saying what is expected', () => {
    const problems = sut(BaseServiceConfig, {
      NATS_URL: 'http://wrong',
      DATABASE_URL: 'postgres://u@h:5432/db',
      LOG_LEVEL: 'loud',
    });
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['NATS_URL', 'LOG_LEVEL'],
    );
  });

  it('accepts a complete environment and treats empty strings as unset (defaults apply)', () => {
    assert.deepEqual(
      sut(BaseServiceConfig, {
        NATS_URL: 'nats://127.0.0.1:4222',
        DATABASE_URL: 'postgres://u@h:5432/db',
        NATS_NAMESPACE: '',
      }),
      [],
    );
  });
});
