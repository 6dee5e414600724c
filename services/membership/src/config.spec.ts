import 'reflect-metadata';
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { configProblems } from '@portal/platform';
import { MembershipConfig } from './config';

const BASE = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://u@h:5432/portal_membership',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'membership',
  S3_SECRET_KEY: 'a-storage-secret-of-its-own',
};
const PASS_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const sut = (env: Record<string, string>) => configProblems(MembershipConfig, env);

describe('MembershipConfig secrets', () => {
  it('in production refuses to start on the built-in ID-card signing secret, which anyone can read', () => {
    assert.deepEqual(sut({ ...BASE, NODE_ENV: 'production', ID_CARD_PASS_PRIVATE_KEY: PASS_KEY }), [
      'ID_CARD_SIGNING_SECRET: holds a publicly known default value; set a secret of your own in production',
    ]);
  });

  it('in production refuses docker-compose.yml’s old default and a signing secret under 32 characters', () => {
    const production = { ...BASE, NODE_ENV: 'production', ID_CARD_PASS_PRIVATE_KEY: PASS_KEY };
    assert.deepEqual(
      sut({ ...production, ID_CARD_SIGNING_SECRET: 'compose-local-id-card-signing-secret' }).map(
        (p) => p.split(':')[0],
      ),
      ['ID_CARD_SIGNING_SECRET'],
    );
    assert.deepEqual(sut({ ...production, ID_CARD_SIGNING_SECRET: 'x'.repeat(31) }), [
      'ID_CARD_SIGNING_SECRET: must be at least 32 characters in production',
    ]);
    assert.deepEqual(sut({ ...production, ID_CARD_SIGNING_SECRET: 'x'.repeat(32) }), []);
  });

  it('in production refuses to start without the key that signs the pass a door checks offline', () => {
    const problems = sut({ ...BASE, NODE_ENV: 'production', ID_CARD_SIGNING_SECRET: 'x'.repeat(32) });
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['ID_CARD_PASS_PRIVATE_KEY'],
    );
    assert.match(problems[0], /is required in production/);
  });

  it('outside production starts with the built-in secret, as npm start and the tests do', () => {
    assert.deepEqual(sut(BASE), []);
  });
});
