import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { loadComposeFile, serviceEnvironment, type Environment } from './compose-interpolation';
import { composePath, dockerDir, opsEnvironment, run, STORAGE_SERVICES } from './compose-fixtures';

describe('the SeaweedFS identities written at start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'seaweedfs-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function start(env: Environment) {
    const seaweedfs = loadComposeFile(composePath, env).services.seaweedfs;
    const file = join(dir, `identities-${randomBytes(4).toString('hex')}.json`);
    const container = {
      ...serviceEnvironment(seaweedfs, env),
      PATH: '/usr/bin:/bin',
      S3_IDENTITIES_FILE: file,
      // The image's entrypoint would start weed with the same arguments.
      SEAWEEDFS_ENTRYPOINT: 'true',
    };
    const result = await run(
      'sh',
      [join(dockerDir, 'seaweedfs-start.sh'), ...(seaweedfs.command as string[])],
      container,
    );
    return { ...result, file };
  }

  it('gives each service a key allowed only what it does with the bucket', async () => {
    const env = opsEnvironment();
    const { code, file } = await start(env);
    assert.equal(code, 0);
    const { identities } = JSON.parse(readFileSync(file, 'utf8')) as {
      identities: Array<{
        name: string;
        credentials: Array<{ accessKey: string; secretKey: string }>;
        actions: string[];
      }>;
    };
    const compose = loadComposeFile(composePath, env);
    const byKey = new Map(identities.map((identity) => [identity.credentials[0].accessKey, identity]));
    const granted: Record<string, string[]> = {};
    for (const service of STORAGE_SERVICES) {
      const container = serviceEnvironment(compose.services[service], env);
      const identity = byKey.get(container.S3_ACCESS_KEY);
      assert.ok(identity, `${service}'s key is known to SeaweedFS`);
      assert.equal(identity.credentials[0].secretKey, container.S3_SECRET_KEY);
      granted[service] = identity.actions;
    }
    assert.deepEqual(granted, {
      gateway: ['Read:portal', 'Write:portal'],
      membership: ['Read:portal', 'Write:portal'],
      payments: ['Write:portal'],
      content: ['Read:portal', 'Write:portal'],
      notifications: ['Read:portal'],
    });
    assert.equal(identities.length, STORAGE_SERVICES.length, 'no other identity, no anonymous access');
  });

  it("adds the backup profile's key, allowed to list, read and write the bucket, only when its secret is set", async () => {
    const env = opsEnvironment({ BACKUP_S3_SECRET_KEY: randomBytes(16).toString('hex') });
    const { code, file } = await start(env);
    assert.equal(code, 0);
    const { identities } = JSON.parse(readFileSync(file, 'utf8')) as {
      identities: Array<{
        name: string;
        credentials: Array<{ accessKey: string; secretKey: string }>;
        actions: string[];
      }>;
    };
    const backup = serviceEnvironment(loadComposeFile(composePath, env).services.backup, env);
    const identity = identities.find((entry) => entry.credentials[0].accessKey === backup.S3_ACCESS_KEY);
    assert.ok(identity, "the backup's key is known to SeaweedFS");
    assert.equal(identity.credentials[0].secretKey, backup.S3_SECRET_KEY);
    assert.deepEqual(identity.actions, ['Read:portal', 'Write:portal', 'List:portal']);
    assert.equal(identities.length, STORAGE_SERVICES.length + 1);
  });

  it('refuses to start with a secret key that would break the identities file, naming it', async () => {
    const { code, stderr } = await start(opsEnvironment({ PAYMENTS_S3_SECRET_KEY: 'has"quote' }));
    assert.notEqual(code, 0);
    assert.match(stderr, /PAYMENTS_S3_SECRET_KEY may hold only/);
  });
});

describe('seaweedfs-init, the one-shot that creates the bucket', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'seaweedfs-init-'));
    // Stands in for `weed shell`: answers s3.bucket.list / s3.bucket.create from a state folder, and
    // answers nothing useful to the first FAIL_FIRST commands, as while the filer is still registering.
    writeFileSync(
      join(dir, 'weed'),
      [
        '#!/bin/sh',
        'read -r cmd',
        'echo "$* | $cmd" >> "$STATE/calls"',
        'if [ "$(wc -l < "$STATE/calls")" -le "${FAIL_FIRST:-0}" ]; then echo "error: no filer"; exit 0; fi',
        'case "$cmd" in',
        '  s3.bucket.list) if [ -f "$STATE/bucket" ]; then printf "  %s\\tsize:0\\tchunk:0\\n" "$(cat "$STATE/bucket")"; fi ;;',
        '  "s3.bucket.create -name "*) echo "${cmd#s3.bucket.create -name }" > "$STATE/bucket" ;;',
        'esac',
      ].join('\n') + '\n',
    );
    chmodSync(join(dir, 'weed'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function init(extra: Record<string, string>) {
    const env = opsEnvironment();
    const service = loadComposeFile(composePath, env).services['seaweedfs-init'];
    const state = mkdtempSync(join(dir, 'state-'));
    const [shell, script] = service.entrypoint as string[];
    assert.equal(script, '/etc/seaweedfs/init.sh');
    const result = await run(shell, [join(dockerDir, 'seaweedfs-init.sh')], {
      ...serviceEnvironment(service, env),
      PATH: `${dir}:/usr/bin:/bin`,
      STATE: state,
      ...extra,
    });
    const calls = readFileSync(join(state, 'calls'), 'utf8').trim().split('\n');
    return { ...result, calls };
  }

  it('creates the portal bucket through the master once the filer answers, and exits 0', async () => {
    const { code, calls } = await init({ FAIL_FIRST: '2' });
    assert.equal(code, 0);
    assert.ok(
      calls.every((call) => call.startsWith('shell -master=127.0.0.1:9333 |')),
      calls.join('\n'),
    );
    assert.ok(calls.includes('shell -master=127.0.0.1:9333 | s3.bucket.create -name portal'), calls.join('\n'));
    assert.equal(calls.at(-1), 'shell -master=127.0.0.1:9333 | s3.bucket.list');
  });

  it('leaves an existing bucket alone on later starts', async () => {
    const state = mkdtempSync(join(dir, 'state-'));
    writeFileSync(join(state, 'bucket'), 'portal\n');
    const env = opsEnvironment();
    const service = loadComposeFile(composePath, env).services['seaweedfs-init'];
    const { code } = await run('sh', [join(dockerDir, 'seaweedfs-init.sh')], {
      ...serviceEnvironment(service, env),
      PATH: `${dir}:/usr/bin:/bin`,
      STATE: state,
    });
    assert.equal(code, 0);
    assert.deepEqual(readFileSync(join(state, 'calls'), 'utf8').trim().split('\n'), [
      'shell -master=127.0.0.1:9333 | s3.bucket.list',
    ]);
  });

  it('fails, so the services never start on a store without their bucket, when the bucket cannot be made', async () => {
    const { code, stderr, calls } = await init({ FAIL_FIRST: '1000', SEAWEEDFS_INIT_ATTEMPTS: '1' });
    assert.notEqual(code, 0);
    assert.match(stderr, /bucket portal could not be created/);
    assert.ok(
      calls.some((call) => call.endsWith('s3.bucket.create -name portal')),
      'positive control: it tried',
    );
  });
});
