import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { configProblems } from '@portal/platform';
import { startPrivatePostgres, type PrivateServer } from '@portal/testing';
import { Client } from 'pg';
import { parse } from 'yaml';
import { rootDir } from '../support/test-stack';
import {
  ComposeInterpolationError,
  loadComposeFile,
  parseEnvFile,
  referencedVariables,
  serviceEnvironment,
  type ComposeFile,
  type Environment,
} from './compose-interpolation';

type ConfigClass = new () => object;
const loadBuilt = createRequire(__filename);
const composePath = join(rootDir, 'docker-compose.yml');
const dockerDir = join(rootDir, 'infra/docker');

/** The services that keep files: their config classes require S3_* (ObjectStorageServiceConfig). */
const STORAGE_SERVICES = ['gateway', 'membership', 'payments', 'content', 'notifications'];

/** What ops must set: compose names each of these while it is unset. */
const REQUIRED_SECRETS = [
  'POSTGRES_PASSWORD',
  ...AllServices.map((service) => `${service.toUpperCase()}_DB_PASSWORD`),
  ...AllServices.map((service) => `NATS_${service.toUpperCase()}_PASSWORD`),
  ...STORAGE_SERVICES.map((service) => `${service.toUpperCase()}_S3_SECRET_KEY`),
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ID_CARD_SIGNING_SECRET',
].sort();

/** The service's own config class, from its build output. */
function configClass(service: string): ConfigClass {
  // Loaded by path at run time: the services are not dependencies of the e2e package.
  const module = loadBuilt(join(rootDir, 'services', service, 'dist/src/config.js')) as Record<string, ConfigClass>;
  return Object.values(module)[0];
}

const secret = () => randomBytes(32).toString('hex');

/** .env as an ops person fills it in from .env.example: every secret generated, the rest as given. */
function opsEnvironment(extra: Environment = {}): Environment {
  const example = parseEnvFile(readFileSync(join(rootDir, '.env.example'), 'utf8'));
  const filled = Object.fromEntries(
    Object.entries(example).map(([name, value]) => [name, REQUIRED_SECRETS.includes(name) ? secret() : value]),
  );
  return { ...filled, ADMIN_EMAIL: 'secretary@kpwa.in', ...extra };
}

function missingNames(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ComposeInterpolationError, String(error));
    assert.deepEqual(error.invalid, []);
    for (const { name } of error.missing)
      assert.match(error.message, new RegExp(`required variable ${name} is missing`));
    return error.missing.map((m) => m.name).sort();
  }
  return [];
}

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { env, timeout: 20_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

describe('docker-compose.yml, filled in as docker compose config fills it', () => {
  const text = readFileSync(composePath, 'utf8');

  it('is valid YAML with no duplicate keys', () => {
    assert.doesNotThrow(() => parse(text, { merge: true, uniqueKeys: true, strict: true }));
  });

  it('refuses to start with no .env, naming every missing secret at once', () => {
    assert.deepEqual(
      missingNames(() => loadComposeFile(composePath, {})),
      REQUIRED_SECRETS,
    );
  });

  it('refuses .env.example copied without filling it in, naming the same secrets', () => {
    const example = parseEnvFile(readFileSync(join(rootDir, '.env.example'), 'utf8'));
    assert.deepEqual(
      missingNames(() => loadComposeFile(composePath, example)),
      REQUIRED_SECRETS,
    );
  });

  it('names a single forgotten secret, so ops know exactly what to add', () => {
    const { SESSION_SECRET: _forgotten, ...env } = opsEnvironment();
    assert.deepEqual(
      missingNames(() => loadComposeFile(composePath, env)),
      ['SESSION_SECRET'],
    );
  });

  it('starts from the .env that make-env.sh writes: every secret generated, every service configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'make-env-'));
    try {
      const file = join(dir, '.env');
      const { code, stderr } = await run('sh', [join(dockerDir, 'make-env.sh'), 'secretary@kpwa.in', file], {
        PATH: '/usr/local/bin:/usr/bin:/bin',
      });
      assert.equal(code, 0, stderr);
      const env = parseEnvFile(readFileSync(file, 'utf8'));
      assert.equal(env.ADMIN_EMAIL, 'secretary@kpwa.in');
      for (const name of REQUIRED_SECRETS) assert.ok((env[name] ?? '').length >= 16, `${name} is generated`);
      const compose = loadComposeFile(composePath, env);
      for (const service of AllServices) {
        const container = { ...serviceEnvironment(compose.services[service], env), NODE_ENV: 'production' };
        assert.deepEqual(configProblems(configClass(service), container), [], service);
      }
      const again = await run('sh', [join(dockerDir, 'make-env.sh'), 'secretary@kpwa.in', file], {
        PATH: '/usr/local/bin:/usr/bin:/bin',
      });
      assert.notEqual(again.code, 0);
      assert.match(again.stderr, /exists; not overwriting it/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents in .env.example every variable the compose file reads, and nothing it does not', () => {
    const referenced = referencedVariables(JSON.stringify(parse(text, { merge: true }))).sort();
    const documented = Object.keys(parseEnvFile(readFileSync(join(rootDir, '.env.example'), 'utf8')))
      .filter((name) => name !== 'COMPOSE_PROFILES')
      .sort();
    assert.deepEqual(documented, referenced);
  });

  describe('with every secret set by ops and NODE_ENV=production', () => {
    for (const [way, extra] of [
      ['without Razorpay keys (online payment off)', {}],
      [
        'with the Razorpay sandbox',
        {
          COMPOSE_PROFILES: 'sandbox',
          RAZORPAY_KEY_ID: 'rzp_test_compose',
          RAZORPAY_KEY_SECRET: secret(),
          RAZORPAY_WEBHOOK_SECRET: secret(),
          RAZORPAY_API_URL: 'http://razorpay-sandbox:8090',
          RAZORPAY_CHECKOUT_URL: 'http://localhost:8090/v1/checkout.js',
        },
      ],
    ] as const) {
      for (const service of AllServices) {
        it(`gives ${service} an environment its configuration accepts, ${way}`, () => {
          const env = opsEnvironment(extra);
          const compose = loadComposeFile(composePath, env);
          const definition = compose.services[service];
          assert.ok(definition, `${service} is defined`);
          const containerEnv = { ...serviceEnvironment(definition, env), NODE_ENV: 'production' };
          assert.deepEqual(configProblems(configClass(service), containerEnv), []);
          assert.ok(definition.healthcheck, `${service} has a health check`);
          assert.equal(definition.restart, 'unless-stopped');
        });
      }
    }

    it('still refuses a service environment that lacks a required variable (the check can fail)', () => {
      const env = opsEnvironment();
      const gateway = serviceEnvironment(loadComposeFile(composePath, env).services.gateway, env);
      const { SESSION_SECRET: _dropped, ...withoutSecret } = gateway;
      assert.deepEqual(
        configProblems(configClass('gateway'), { ...withoutSecret, NODE_ENV: 'production' }).map(
          (p) => p.split(':')[0],
        ),
        ['SESSION_SECRET'],
      );
    });

    it('is checked as production checks it: a published example secret is refused', () => {
      const env = opsEnvironment({ SESSION_SECRET: 'change-me-to-a-long-random-string-of-32+chars' });
      const gateway = serviceEnvironment(loadComposeFile(composePath, env).services.gateway, env);
      assert.deepEqual(configProblems(configClass('gateway'), gateway), [], 'outside production it would pass');
      assert.deepEqual(
        configProblems(configClass('gateway'), { ...gateway, NODE_ENV: 'production' }).map((p) => p.split(':')[0]),
        ['SESSION_SECRET'],
      );
    });

    it('connects each service to its own database as its own role, with that role’s password', () => {
      const env = opsEnvironment();
      const compose = loadComposeFile(composePath, env);
      for (const service of AllServices) {
        const url = new URL(serviceEnvironment(compose.services[service], env).DATABASE_URL);
        assert.equal(url.username, `portal_${service}`);
        assert.equal(url.pathname, `/portal_${service}`);
        assert.equal(url.password, env[`${service.toUpperCase()}_DB_PASSWORD`]);
      }
    });

    it('gives every service that keeps files its own storage key, and the others none', () => {
      const env = opsEnvironment();
      const compose = loadComposeFile(composePath, env);
      const keys = new Set<string>();
      for (const service of AllServices) {
        const container = serviceEnvironment(compose.services[service], env);
        const needsStorage = configProblems(configClass(service), {}).some((p) => p.startsWith('S3_ENDPOINT:'));
        assert.equal(needsStorage, STORAGE_SERVICES.includes(service), `${service} reads S3_*`);
        if (!needsStorage) {
          assert.equal(container.S3_ACCESS_KEY, undefined);
          continue;
        }
        assert.equal(container.S3_ENDPOINT, 'http://seaweedfs:8333');
        assert.ok(!keys.has(container.S3_ACCESS_KEY), `${service}'s access key is its own`);
        keys.add(container.S3_ACCESS_KEY);
      }
    });
  });

  it('runs postgres, nats with JetStream, a pinned SeaweedFS, its bucket init and mailpit, and no MinIO', () => {
    const compose = loadComposeFile(composePath, opsEnvironment());
    for (const name of ['postgres', 'nats', 'seaweedfs', 'seaweedfs-init', 'mailpit'])
      assert.ok(compose.services[name], `${name} is defined`);
    assert.match(JSON.stringify(compose.services.nats), /-js|jetstream/i);
    assert.match(compose.services.seaweedfs.image ?? '', /^chrislusf\/seaweedfs:\d+\.\d+$/);
    assert.doesNotMatch(text, /minio\/(minio|mc)/);
    assert.equal(compose.services['seaweedfs-init'].restart, 'no');
    // Only the S3 gateway, which checks keys, faces the network; master, volume and filer take none.
    const flags = compose.services.seaweedfs.command as string[];
    for (const flag of ['-ip.bind=127.0.0.1', '-s3.ip.bind=0.0.0.0', '-s3.iam=false'])
      assert.ok(flags.includes(flag), flag);
    assert.equal(compose.services['seaweedfs-init'].network_mode, 'service:seaweedfs');
    for (const service of STORAGE_SERVICES) {
      const deps = compose.services[service].depends_on as Record<string, { condition?: string }>;
      assert.equal(deps['seaweedfs-init']?.condition, 'service_completed_successfully', service);
    }
  });

  it('runs the Razorpay sandbox only under the sandbox profile, reachable by the browser and the gateway', () => {
    const sandbox = loadComposeFile(composePath, opsEnvironment()).services['razorpay-sandbox'];
    assert.deepEqual(sandbox.profiles, ['sandbox']);
    assert.ok((sandbox.ports as string[]).includes('8090:8090'));
    assert.match(JSON.stringify(sandbox.entrypoint), /--webhook-url http:\/\/gateway:8080\/api\/razorpay\/webhook/);
  });

  it('points every service that keeps files at another S3 endpoint with its own keys from .env', () => {
    const env = opsEnvironment({
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'kpwa-portal-files',
      ...Object.fromEntries(
        STORAGE_SERVICES.map((service) => [
          `${service.toUpperCase()}_S3_ACCESS_KEY`,
          `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
        ]),
      ),
    });
    const compose = loadComposeFile(composePath, env);
    for (const service of STORAGE_SERVICES) {
      const container = serviceEnvironment(compose.services[service], { ...env, NODE_ENV: 'production' });
      assert.equal(container.S3_ENDPOINT, 'https://s3.ap-south-1.amazonaws.com');
      assert.equal(container.S3_BUCKET, 'kpwa-portal-files');
      assert.equal(container.S3_ACCESS_KEY, env[`${service.toUpperCase()}_S3_ACCESS_KEY`]);
      assert.deepEqual(configProblems(configClass(service), { ...container, NODE_ENV: 'production' }), []);
    }
  });

  it('lets the external-S3 override switch SeaweedFS off without breaking the services that wait for it', () => {
    const override = parse(readFileSync(join(dockerDir, 'external-s3.compose.yml'), 'utf8')) as ComposeFile;
    for (const name of ['seaweedfs', 'seaweedfs-init']) assert.ok(override.services[name].profiles?.length, name);
    const compose = loadComposeFile(composePath, opsEnvironment());
    for (const service of STORAGE_SERVICES) {
      const deps = compose.services[service].depends_on as Record<string, { required?: boolean }>;
      assert.equal(deps['seaweedfs-init'].required, false, `${service} starts without seaweedfs-init`);
    }
  });
});

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

describe('postgres-init.sh, as the postgres image runs it on a fresh volume', () => {
  let server: PrivateServer;
  const passwords = Object.fromEntries(AllServices.map((service) => [service, secret()]));

  beforeAll(async () => {
    server = await startPrivatePostgres();
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const connectAs = async (role: string, database: string) => {
    const client = new Client({ host: '127.0.0.1', port: server.port, user: role, database });
    await client.connect();
    return client;
  };

  it('creates a role per service owning only its own database', async () => {
    const env: Record<string, string> = {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      POSTGRES_USER: 'postgres',
      POSTGRES_DB: 'postgres',
      ...Object.fromEntries(AllServices.map((service) => [`${service.toUpperCase()}_DB_PASSWORD`, passwords[service]])),
    };
    const { code, stderr } = await run('sh', [join(dockerDir, 'postgres-init.sh')], env);
    assert.equal(code, 0, stderr);

    const admin = await connectAs('postgres', 'postgres');
    try {
      const { rows } = await admin.query<{ datname: string; owner: string; superuser: boolean; createdb: boolean }>(
        `SELECT d.datname, r.rolname AS owner, r.rolsuper AS superuser, r.rolcreatedb AS createdb
           FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE d.datname LIKE 'portal\\_%' ORDER BY 1`,
      );
      assert.deepEqual(
        rows,
        [...AllServices].sort().map((service) => ({
          datname: `portal_${service}`,
          owner: `portal_${service}`,
          superuser: false,
          createdb: false,
        })),
      );
    } finally {
      await admin.end();
    }

    // Positive control: the role reaches its own database and can create tables there.
    const own = await connectAs('portal_membership', 'portal_membership');
    await own.query('CREATE TABLE probe (id int)');
    await own.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await own.end();
    await assert.rejects(connectAs('portal_membership', 'portal_payments'), /permission denied for database/);
  });

  it('stops the first start with a message naming a missing password', async () => {
    const { code, stderr } = await run('sh', [join(dockerDir, 'postgres-init.sh')], {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      POSTGRES_USER: 'postgres',
    });
    assert.notEqual(code, 0);
    assert.match(stderr, /GATEWAY_DB_PASSWORD is not set/);
  });
});
