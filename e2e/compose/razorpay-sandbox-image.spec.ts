import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { rootDir } from '../support/test-stack';
import { loadComposeFile, serviceEnvironment, type Environment } from './compose-interpolation';
import { composePath, dockerDir, opsEnvironment, run } from './compose-fixtures';

describe('the Razorpay sandbox image', () => {
  it('can be built from the sandbox files alone: they import only Node modules and each other', () => {
    const standIns = join(rootDir, 'infra/src/stand-ins');
    const sources = readdirSync(standIns).filter((f) => /^razorpay-sandbox.*\.ts$/.test(f) && !f.endsWith('.spec.ts'));
    assert.ok(sources.includes('razorpay-sandbox.main.ts'), 'positive control: the entry point is among them');
    for (const file of sources) {
      const imports = [...readFileSync(join(standIns, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const specifier of imports)
        assert.match(specifier, /^(node:|\.\/razorpay-sandbox)/, `${file} imports ${specifier}`);
    }
    const dockerfile = readFileSync(join(dockerDir, 'razorpay-sandbox.Dockerfile'), 'utf8');
    assert.match(dockerfile, /COPY infra\/src\/stand-ins\/razorpay-sandbox\*\.ts/);
  });
});

describe('the Razorpay sandbox container command', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-cmd-'));
    // Stands in for node: prints the arguments the container's shell hands it.
    writeFileSync(join(dir, 'node'), '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done >&2\n');
    chmodSync(join(dir, 'node'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function sandboxArgs(extra: Environment): Promise<string[]> {
    const env = opsEnvironment(extra);
    const sandbox = loadComposeFile(composePath, env).services['razorpay-sandbox'];
    const [shell, flag, script] = sandbox.entrypoint as string[];
    const container = { ...serviceEnvironment(sandbox, env), PATH: `${dir}:/usr/bin:/bin` };
    const { code, stderr } = await run(shell, [flag, script], container);
    assert.equal(code, 0);
    return stderr.trim().split('\n');
  }

  it('hands the sandbox the keys payments uses, so orders and webhooks are signed alike', async () => {
    const args = await sandboxArgs({
      RAZORPAY_KEY_ID: 'rzp_test_ops',
      RAZORPAY_KEY_SECRET: 'k1',
      RAZORPAY_WEBHOOK_SECRET: 'w1',
    });
    assert.deepEqual(args, [
      'razorpay-sandbox.main.js',
      '--host',
      '0.0.0.0',
      '--port',
      '8090',
      '--public-url',
      'http://localhost:8090',
      '--webhook-url',
      'http://gateway:8080/api/razorpay/webhook',
      '--key-id',
      'rzp_test_ops',
      '--key-secret',
      'k1',
      '--webhook-secret',
      'w1',
    ]);
  });

  it('starts without keys (making up its own) instead of handing it empty ones', async () => {
    const args = await sandboxArgs({});
    assert.ok(args.includes('--webhook-url'), 'positive control: the command ran');
    assert.ok(!args.includes('--key-id') && !args.includes('--key-secret') && !args.includes('--webhook-secret'));
  });
});
