import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { configProblems } from '@portal/platform';
import { GatewayConfig } from './config';

const BASE = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://u@h:5432/portal_gateway',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'gateway',
  S3_SECRET_KEY: 'a-storage-secret-of-its-own',
};
const COMPOSE_DEFAULT = 'change-me-to-a-long-random-string-of-32+chars';
const sut = (env: Record<string, string>) => configProblems(GatewayConfig, env);

describe('GatewayConfig secrets', () => {
  it('in production refuses the session secret docker-compose.yml used to fill in, naming SESSION_SECRET', () => {
    assert.deepEqual(sut({ ...BASE, NODE_ENV: 'production', SESSION_SECRET: COMPOSE_DEFAULT }), [
      'SESSION_SECRET: holds a publicly known default value; set a secret of your own in production',
    ]);
    assert.deepEqual(sut({ ...BASE, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64) }), []);
  });

  it('in production refuses a public storage secret key too', () => {
    assert.deepEqual(
      sut({ ...BASE, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64), S3_SECRET_KEY: 'portal-secret' }).map(
        (p) => p.split(':')[0],
      ),
      ['S3_SECRET_KEY'],
    );
  });

  it('outside production accepts the same values, as before', () => {
    assert.deepEqual(sut({ ...BASE, SESSION_SECRET: COMPOSE_DEFAULT, S3_SECRET_KEY: 'portal-secret' }), []);
  });
});
