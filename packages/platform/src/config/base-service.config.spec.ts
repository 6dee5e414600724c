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

describe('BaseServiceConfig metrics endpoint', () => {
  const TOKEN = 'f3a9c1d27be84e6f9a0b5c4d3e2f1a0b';

  it('serves no metrics unless METRICS_PORT is set, on the loopback unless told otherwise', () => {
    const config = Object.assign(new BaseServiceConfig(), {});
    assert.equal(config.METRICS_PORT, 0);
    assert.equal(config.METRICS_HOST, '127.0.0.1');
    assert.deepEqual(sut({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }), []);
  });

  it('refuses a METRICS_PORT that is not a port, naming the range', () => {
    for (const bad of ['-1', '65536', 'ninety']) {
      assert.deepEqual(
        sut({ METRICS_PORT: bad }),
        ['METRICS_PORT: must be a port number from 0 (no metrics endpoint) to 65535'],
        bad,
      );
    }
  });

  it('lets npm start and the tests scrape without a token, and refuses a token too short to guard anything', () => {
    assert.deepEqual(sut({ METRICS_PORT: '9464' }), []);
    assert.deepEqual(sut({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }), [
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });

  it('requires a token in production while the endpoint is on, so production metrics are never open', () => {
    assert.deepEqual(sut({ NODE_ENV: 'production', METRICS_PORT: '9464' }), [
      'METRICS_TOKEN: is required in production while METRICS_PORT is set (without it anyone who reaches the port reads the metrics)',
    ]);
    assert.deepEqual(sut({ NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_TOKEN: TOKEN.slice(0, 20) }), [
      'METRICS_TOKEN: must be at least 32 characters in production',
    ]);
    assert.deepEqual(sut({ NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }), []);
    assert.deepEqual(sut({ NODE_ENV: 'production' }), [], 'no endpoint, no token needed');
  });
});
