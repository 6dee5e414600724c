import 'reflect-metadata';
import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { BaseServiceConfig } from './base-service.config';
import { configProblems } from './load-config';

const sut = (env: NodeJS.ProcessEnv) =>
  configProblems(BaseServiceConfig, { NATS_URL: 'nats://nats:4222', DATABASE_URL: 'postgres://u@h:5432/db', ...env });

describe('BaseServiceConfig NATS credentials', () => {
  it('starts without NATS credentials, as on a server without authentication', () => {
    assert.deepEqual(sut({}), []);
  });

  it('takes the service’s NATS user and password together', () => {
    assert.deepEqual(sut({ NATS_USER: 'membership', NATS_PASSWORD: 'a-long-secret' }), []);
  });

  it('names the missing half when only the user or only the password is set', () => {
    assert.deepEqual(sut({ NATS_USER: 'membership' }), ['NATS_PASSWORD: is required when NATS_USER is set']);
    assert.deepEqual(sut({ NATS_PASSWORD: 'a-long-secret' }), [
      'NATS_USER: is required when NATS_PASSWORD is set (the service’s NATS user)',
    ]);
  });

  it('refuses a user name nats-server could not have', () => {
    assert.deepEqual(sut({ NATS_USER: 'member ship', NATS_PASSWORD: 'x' }), [
      'NATS_USER: may hold only letters, digits, _ and -',
    ]);
  });
});

describe('BaseServiceConfig DATABASE_POOL_MAX', () => {
  it('takes a pool size from 1 to 100 and refuses anything else, naming the range', () => {
    assert.deepEqual(sut({ DATABASE_POOL_MAX: '4' }), []);
    assert.deepEqual(sut({ DATABASE_POOL_MAX: '100' }), []);
    for (const bad of ['0', '101', '2.5', 'ten']) {
      assert.deepEqual(
        sut({ DATABASE_POOL_MAX: bad }),
        ['DATABASE_POOL_MAX: must be a whole number from 1 to 100'],
        bad,
      );
    }
  });
});
