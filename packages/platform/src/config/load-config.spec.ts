import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it, jest } from '@jest/globals';
import { BaseServiceConfig } from './base-service.config';
import { configProblems as sut, loadConfig } from './load-config';
import { ObjectStorageServiceConfig } from './object-storage.config';

const BASE = { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgres://u@h:5432/db' };
const STORAGE = { ...BASE, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY: 'gateway' };

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

describe('configProblems with NAME_FILE (Docker secrets)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'load-config-'));
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a variable from the file NAME_FILE names, without the trailing newline', () => {
    const secretFile = file('s3-secret', 'from-the-secret-file\n');
    const config = loadConfig(ObjectStorageServiceConfig, 'test', { ...STORAGE, S3_SECRET_KEY_FILE: secretFile });
    assert.equal(config.S3_SECRET_KEY, 'from-the-secret-file');
    assert.equal(
      loadConfig(BaseServiceConfig, 'test', {
        NATS_URL: BASE.NATS_URL,
        DATABASE_URL_FILE: file('url', BASE.DATABASE_URL),
      }).DATABASE_URL,
      BASE.DATABASE_URL,
    );
  });

  it('validates a value read from a file like one set directly', () => {
    const problems = sut(BaseServiceConfig, { ...BASE, LOG_LEVEL_FILE: file('level', 'loud\n') });
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['LOG_LEVEL'],
    );
  });

  it('refuses NAME and NAME_FILE set together, naming the variable once', () => {
    const problems = sut(ObjectStorageServiceConfig, {
      ...STORAGE,
      S3_SECRET_KEY: 'direct',
      S3_SECRET_KEY_FILE: file('both', 'from-file'),
    });
    assert.deepEqual(problems, [
      'S3_SECRET_KEY: is set twice; set either S3_SECRET_KEY or S3_SECRET_KEY_FILE, not both',
    ]);
  });

  it('refuses a file that cannot be read, naming the variable and the path, and not also as missing', () => {
    const missing = join(dir, 'no-such-secret');
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...STORAGE, S3_SECRET_KEY_FILE: missing }), [
      `S3_SECRET_KEY: cannot read S3_SECRET_KEY_FILE ${missing} (ENOENT)`,
    ]);
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...STORAGE, S3_SECRET_KEY_FILE: dir }), [
      `S3_SECRET_KEY: cannot read S3_SECRET_KEY_FILE ${dir} (EISDIR)`,
    ]);
  });

  it('ignores a *_FILE variable the service does not declare, so unrelated environment cannot stop it', () => {
    assert.deepEqual(sut(BaseServiceConfig, { ...BASE, SOMETHING_ELSE_FILE: join(dir, 'absent') }), []);
  });

  it('treats an empty NAME_FILE as unset', () => {
    assert.deepEqual(sut(BaseServiceConfig, { ...BASE, LOG_LEVEL_FILE: '' }), []);
  });

  it('refuses a file it may not read (the secret mounted with the wrong owner)', () => {
    const locked = file('locked', 'secret');
    chmodSync(locked, 0o000);
    // root reads any file: then the positive case is all this can show.
    const asRoot = process.getuid?.() === 0;
    const problems = sut(ObjectStorageServiceConfig, { ...STORAGE, S3_SECRET_KEY_FILE: locked });
    assert.deepEqual(problems, asRoot ? [] : [`S3_SECRET_KEY: cannot read S3_SECRET_KEY_FILE ${locked} (EACCES)`]);
  });
});

describe('configProblems with NODE_ENV=production', () => {
  const production = { ...STORAGE, NODE_ENV: 'production' };

  it('refuses a secret holding a public default such as docker-compose.yml’s old portal-secret', () => {
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...production, S3_SECRET_KEY: 'portal-secret' }), [
      'S3_SECRET_KEY: holds a publicly known default value; set a secret of your own in production',
    ]);
  });

  it('refuses a public value read from a file too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-config-'));
    try {
      const path = join(dir, 's3');
      writeFileSync(path, 'S3RVER\n');
      assert.deepEqual(
        sut(ObjectStorageServiceConfig, { ...production, S3_SECRET_KEY_FILE: path }).map((p) => p.split(':')[0]),
        ['S3_SECRET_KEY'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a storage secret shorter than 16 characters', () => {
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...production, S3_SECRET_KEY: 'fifteen-chars15' }), [
      'S3_SECRET_KEY: must be at least 16 characters in production',
    ]);
  });

  it('accepts a secret of its own in production, and the public value outside production (npm start, tests)', () => {
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...production, S3_SECRET_KEY: 'k'.repeat(40) }), []);
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...STORAGE, S3_SECRET_KEY: 'S3RVER' }), []);
    assert.deepEqual(sut(ObjectStorageServiceConfig, { ...STORAGE, NODE_ENV: 'test', S3_SECRET_KEY: 'S3RVER' }), []);
  });
});

describe('loadConfig', () => {
  it('prints one "[service] configuration error: VARIABLE: ..." line per problem and exits with 1', () => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exited');
    });
    try {
      assert.throws(
        () =>
          loadConfig(ObjectStorageServiceConfig, 'gateway', {
            ...STORAGE,
            NODE_ENV: 'production',
            S3_SECRET_KEY: 'portal',
          }),
        /exited/,
      );
      assert.deepEqual(lines, [
        '[gateway] configuration error: S3_SECRET_KEY: holds a publicly known default value; set a secret of your own in production\n',
      ]);
      assert.equal(exit.mock.calls.length, 1);
      assert.equal(exit.mock.calls[0][0], 1);
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
  });
});
