import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { configProblems } from '@portal/platform';
import { IdentityConfig } from './config';

const BASE = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://u@h:5432/portal_identity',
  ADMIN_EMAIL: 'secretary@kpwa.in',
  TWO_FACTOR_ENCRYPTION_KEY: 'a-two-factor-key-of-the-office-own-0123456789',
};
const sut = (env: Record<string, string>) => configProblems(IdentityConfig, env);

describe('IdentityConfig secrets', () => {
  it('in production refuses the first admin password printed in docker-compose.yml and the README', () => {
    for (const password of ['ChangeMe!2024', 'a long password']) {
      assert.deepEqual(sut({ ...BASE, NODE_ENV: 'production', ADMIN_PASSWORD: password }), [
        'ADMIN_PASSWORD: holds a publicly known default value; set a secret of your own in production',
      ]);
    }
  });

  it('in production accepts a password of the admin’s own, and no first admin at all', () => {
    assert.deepEqual(sut({ ...BASE, NODE_ENV: 'production', ADMIN_PASSWORD: 'correct horse battery' }), []);
    const { ADMIN_EMAIL: _noAdmin, ...withoutAdmin } = BASE;
    assert.deepEqual(sut({ ...withoutAdmin, NODE_ENV: 'production' }), []);
  });

  it('reads the admin password from ADMIN_PASSWORD_FILE like any variable', () => {
    assert.deepEqual(sut({ ...BASE, ADMIN_PASSWORD_FILE: '/nonexistent/admin-password' }), [
      'ADMIN_PASSWORD: cannot read ADMIN_PASSWORD_FILE /nonexistent/admin-password (ENOENT)',
    ]);
  });

  it('outside production keeps accepting the compose example password', () => {
    assert.deepEqual(sut({ ...BASE, ADMIN_PASSWORD: 'ChangeMe!2024' }), []);
  });
});

describe('IdentityConfig two-factor encryption key', () => {
  const { TWO_FACTOR_ENCRYPTION_KEY: _key, ADMIN_EMAIL: _admin, ...withoutKey } = BASE;

  it('in production refuses the built-in key, which anyone can read, and a key under 32 characters', () => {
    assert.deepEqual(sut({ ...withoutKey, NODE_ENV: 'production' }), [
      'TWO_FACTOR_ENCRYPTION_KEY: holds a publicly known default value; set a secret of your own in production',
    ]);
    assert.deepEqual(sut({ ...withoutKey, TWO_FACTOR_ENCRYPTION_KEY: 'x'.repeat(31) }), [
      'TWO_FACTOR_ENCRYPTION_KEY: must be at least 32 characters',
    ]);
    assert.deepEqual(sut({ ...withoutKey, NODE_ENV: 'production', TWO_FACTOR_ENCRYPTION_KEY: 'x'.repeat(32) }), []);
  });

  it('outside production starts with the built-in key, as npm start and the tests do', () => {
    assert.deepEqual(sut(withoutKey), []);
  });
});
