import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { loadTestEnvironment as sut } from './test-environment.config';

describe('loadTestEnvironment', () => {
  it('uses the Postgres and NATS named by TEST_DATABASE_URL and TEST_NATS_URL', () => {
    const env = sut({ TEST_DATABASE_URL: 'postgres://postgres@db:5432/postgres', TEST_NATS_URL: 'nats://nats:4222' });
    assert.equal(env.databaseUrl, 'postgres://postgres@db:5432/postgres');
    assert.equal(env.natsUrl, 'nats://nats:4222');
  });

  it('treats empty variables as unset, so tests fall back to the local servers and stay quiet', () => {
    assert.deepEqual(sut({ TEST_DATABASE_URL: '', TEST_NATS_URL: '', PORTAL_TEST_VERBOSE: '' }), {
      databaseUrl: undefined,
      natsUrl: undefined,
      verbose: false,
      benchVerbose: false,
      webDistDir: undefined,
      webReportsDir: undefined,
      privateStacks: false,
      deferredDrops: undefined,
      migratedTemplates: undefined,
    });
  });

  it('gives every system test file its own stack when PORTAL_TEST_PRIVATE_STACKS is set', () => {
    assert.equal(sut({ PORTAL_TEST_PRIVATE_STACKS: '1' }).privateStacks, true);
    assert.equal(sut({}).privateStacks, false);
  });

  it("names the run's migrated template databases by PORTAL_TEST_TEMPLATES, and makes none without it", () => {
    assert.equal(sut({ PORTAL_TEST_TEMPLATES: 'tplabc123' }).migratedTemplates, 'tplabc123');
    assert.equal(sut({}).migratedTemplates, undefined);
  });

  it('measures the web build at WEB_DIST_DIR in bench:web, so a helper need not touch the shared web/dist', () => {
    assert.equal(sut({ WEB_DIST_DIR: '/tmp/me/dist' }).webDistDir, '/tmp/me/dist');
  });

  it("keeps bench:web's Lighthouse reports in BENCH_WEB_REPORTS_DIR when set, and none without it", () => {
    assert.equal(sut({ BENCH_WEB_REPORTS_DIR: '/tmp/lh' }).webReportsDir, '/tmp/lh');
    assert.equal(sut({}).webReportsDir, undefined);
  });

  it('prints service logs when PORTAL_TEST_VERBOSE or PORTAL_BENCH_VERBOSE is set', () => {
    assert.equal(sut({ PORTAL_TEST_VERBOSE: '1' }).verbose, true);
    assert.equal(sut({ PORTAL_BENCH_VERBOSE: '1' }).benchVerbose, true);
  });
});
