import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { configProblems, loadConfig } from '@portal/platform';
import { PaymentsConfig, razorpayKeys } from './config';

/** What payments needs besides Razorpay: NATS, its database and the receipt store. */
const BASE = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal_payments',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'payments',
  S3_SECRET_KEY: 'payments-secret',
};

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_abcdefghijklmn',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
};

const problems = (env: Record<string, string>) => configProblems(PaymentsConfig, env);

describe('PaymentsConfig', () => {
  it('starts with online payment off when no Razorpay variable is set (docker compose on a new server)', () => {
    assert.deepEqual(problems(BASE), []);
    const sut = loadConfig(PaymentsConfig, 'payments', BASE);
    assert.equal(razorpayKeys(sut), null);
  });

  it('treats the empty values docker compose passes for unset keys as no keys, not as an error', () => {
    const env = { ...BASE, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '' };
    assert.deepEqual(problems(env), []);
    assert.equal(razorpayKeys(loadConfig(PaymentsConfig, 'payments', env)), null);
  });

  it('takes payments online with all three keys', () => {
    assert.deepEqual(problems({ ...BASE, ...KEYS }), []);
    const sut = loadConfig(PaymentsConfig, 'payments', { ...BASE, ...KEYS });
    assert.deepEqual(razorpayKeys(sut), {
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
    });
  });

  it('refuses a key id without its secrets, naming each missing variable', () => {
    const lines = problems({ ...BASE, RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID });
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(lines[0], /^RAZORPAY_KEY_SECRET: is required when any Razorpay variable is set/);
    assert.match(lines[1], /^RAZORPAY_WEBHOOK_SECRET: is required when any Razorpay variable is set/);
  });

  it('refuses the API keys without the webhook secret, since webhooks could not be checked', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...apiKeys } = KEYS;
    const lines = problems({ ...BASE, ...apiKeys, RAZORPAY_WEBHOOK_SECRET: '' });
    assert.deepEqual(
      lines.map((line) => line.split(':')[0]),
      ['RAZORPAY_WEBHOOK_SECRET'],
    );
  });

  it('refuses in production a Razorpay secret holding a value published in this repository', () => {
    const env = { ...BASE, ...KEYS, RAZORPAY_WEBHOOK_SECRET: 'portal-secret', NODE_ENV: 'production' };
    const lines = problems(env).filter((line) => line.startsWith('RAZORPAY'));
    assert.deepEqual(lines, [
      'RAZORPAY_WEBHOOK_SECRET: holds a publicly known default value; set a secret of your own in production',
    ]);
    assert.deepEqual(
      problems({ ...env, RAZORPAY_WEBHOOK_SECRET: 'hook-secret' }).filter((line) => line.startsWith('RAZORPAY')),
      [],
    );
  });

  it('refuses a webhook secret alone, naming the key id and key secret', () => {
    const lines = problems({ ...BASE, RAZORPAY_WEBHOOK_SECRET: 'hook-secret' });
    assert.deepEqual(
      lines.map((line) => line.split(':')[0]),
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    );
  });
});
