import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { backupConfig } from '@portal/infra';
import { configProblems } from '@portal/platform';
import { parse } from 'yaml';
import { rootDir } from '../support/test-stack';
import {
  loadComposeFile,
  parseEnvFile,
  referencedVariables,
  serviceEnvironment,
  type ComposeFile,
} from './compose-interpolation';
import {
  composePath,
  dockerDir,
  missingNames,
  opsEnvironment,
  REQUIRED_SECRETS,
  run,
  secret,
  STORAGE_SERVICES,
  configClass,
} from './compose-fixtures';

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
      // nats-server reads each NATS password as a config value (9e3f… would be a number and NATS would exit):
      // the real server accepts compose's nats.conf with the written values.
      const nats = await run('nats-server', ['-c', join(dockerDir, 'nats.conf'), '-t'], {
        PATH: '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin',
        ...Object.fromEntries(Object.entries(env).filter(([name]) => /^NATS_.*_PASSWORD$/.test(name))),
      });
      assert.equal(nats.code, 0, nats.stderr);
      // The control: a password NATS takes for a number fails the same check.
      const numeric = await run('nats-server', ['-c', join(dockerDir, 'nats.conf'), '-t'], {
        PATH: '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin',
        ...Object.fromEntries(Object.entries(env).filter(([name]) => /^NATS_.*_PASSWORD$/.test(name))),
        NATS_MEMBERSHIP_PASSWORD: '9e3f12',
      });
      assert.notEqual(numeric.code, 0);
      assert.match(numeric.stderr, /NATS_MEMBERSHIP_PASSWORD/);
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

    /** What notifications' configuration names as wrong, in production, with `extra` in .env. */
    const notificationProblems = (extra: Record<string, string>) => {
      const env = opsEnvironment(extra);
      const notifications = serviceEnvironment(loadComposeFile(composePath, env).services.notifications, env);
      return configProblems(configClass('notifications'), { ...notifications, NODE_ENV: 'production' }).map(
        (p) => p.split(':')[0],
      );
    };
    const MSG91_KEYS = {
      MSG91_AUTH_KEY: secret(),
      MSG91_SENDER_ID: 'KPWAIN',
      MSG91_WEBHOOK_TOKEN: secret(),
      MSG91_TEMPLATE_IDS: 'dues_reminder=6650f1c2d6fc0512a3b4c5d6,dues_reminder.kn=6650f1c2d6fc0512a3b4c5d7',
    };
    const WHATSAPP_KEYS = {
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: secret(),
      WHATSAPP_APP_SECRET: secret(),
      WHATSAPP_VERIFY_TOKEN: secret(),
    };

    // Each messaging provider: its keys all come from .env or none does; one alone names the rest; bad values named.
    type ProviderCase = {
      provider: string;
      first: Record<string, string>;
      rest: string[];
      bad: Record<string, string>[];
      named: string[][];
    };
    it.each<ProviderCase>([
      {
        provider: 'WhatsApp',
        first: { WHATSAPP_ACCESS_TOKEN: secret() },
        rest: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
        bad: [{ ...WHATSAPP_KEYS, WHATSAPP_API_URL: 'not a url' }],
        named: [['WHATSAPP_API_URL']],
      },
      {
        provider: 'MSG91',
        first: { MSG91_AUTH_KEY: secret() },
        rest: ['MSG91_SENDER_ID', 'MSG91_WEBHOOK_TOKEN', 'MSG91_TEMPLATE_IDS'],
        bad: [
          { ...MSG91_KEYS, MSG91_API_URL: 'not a url' },
          { ...MSG91_KEYS, MSG91_TEMPLATE_IDS: 'dues reminder' },
        ],
        named: [['MSG91_API_URL'], ['MSG91_TEMPLATE_IDS']],
      },
    ])('gives notifications the $provider keys from .env: none runs without them, one alone names the others', (c) => {
      assert.deepEqual(notificationProblems({}), []);
      assert.deepEqual(notificationProblems(c.first), c.rest);
      c.bad.forEach((extra, i) => assert.deepEqual(notificationProblems(extra), c.named[i]));
    });

    it("gives payments the payment links' expiry (30 days unless .env says), which its configuration checks", () => {
      const expiry = (extra: Record<string, string>) => {
        const env = opsEnvironment(extra);
        const payments = serviceEnvironment(loadComposeFile(composePath, env).services.payments, env);
        return {
          value: payments.PAYMENT_LINK_EXPIRY_DAYS,
          problems: configProblems(configClass('payments'), { ...payments, NODE_ENV: 'production' }).map(
            (p) => p.split(':')[0],
          ),
        };
      };
      assert.deepEqual(expiry({}), { value: '30', problems: [] });
      assert.deepEqual(expiry({ PAYMENT_LINK_EXPIRY_DAYS: '7' }), { value: '7', problems: [] });
      assert.deepEqual(expiry({ PAYMENT_LINK_EXPIRY_DAYS: '0' }), {
        value: '0',
        problems: ['PAYMENT_LINK_EXPIRY_DAYS'],
      });
    });

    it('gives membership the grievance officer the privacy notice names (issue 32), which its configuration checks', () => {
      const officer = (extra: Record<string, string>) => {
        const env = opsEnvironment(extra);
        const membership = serviceEnvironment(loadComposeFile(composePath, env).services.membership, env);
        return {
          value: [membership.GRIEVANCE_OFFICER_NAME, membership.GRIEVANCE_OFFICER_EMAIL],
          problems: configProblems(configClass('membership'), { ...membership, NODE_ENV: 'production' }).map(
            (p) => p.split(':')[0],
          ),
        };
      };
      assert.deepEqual(officer({}), { value: ['The Honorary Secretary', 'grievance@kpwa.in'], problems: [] });
      assert.deepEqual(officer({ GRIEVANCE_OFFICER_NAME: 'Asha Rao', GRIEVANCE_OFFICER_EMAIL: 'asha@kpwa.in' }), {
        value: ['Asha Rao', 'asha@kpwa.in'],
        problems: [],
      });
      assert.deepEqual(officer({ GRIEVANCE_OFFICER_EMAIL: 'not an address' }), {
        value: ['The Honorary Secretary', 'not an address'],
        problems: ['GRIEVANCE_OFFICER_EMAIL'],
      });
    });

    it('gives membership the data-request deadline and the former members’ retention (issue 32), which it checks', () => {
      const retention = (extra: Record<string, string>) => {
        const env = opsEnvironment(extra);
        const membership = serviceEnvironment(loadComposeFile(composePath, env).services.membership, env);
        return {
          value: [membership.DATA_REQUEST_DEADLINE_DAYS, membership.FORMER_MEMBER_RETENTION_DAYS],
          problems: configProblems(configClass('membership'), { ...membership, NODE_ENV: 'production' }).map(
            (p) => p.split(':')[0],
          ),
        };
      };
      assert.deepEqual(retention({}), { value: ['30', '1095'], problems: [] });
      assert.deepEqual(retention({ DATA_REQUEST_DEADLINE_DAYS: '15', FORMER_MEMBER_RETENTION_DAYS: '2555' }), {
        value: ['15', '2555'],
        problems: [],
      });
      assert.deepEqual(retention({ DATA_REQUEST_DEADLINE_DAYS: '0', FORMER_MEMBER_RETENTION_DAYS: '7' }), {
        value: ['0', '7'],
        problems: ['DATA_REQUEST_DEADLINE_DAYS', 'FORMER_MEMBER_RETENTION_DAYS'],
      });
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

  it('runs backups only under the backup profile, on the Postgres image, into their own volume', () => {
    const env = opsEnvironment({ BACKUP_S3_SECRET_KEY: secret() });
    const compose = loadComposeFile(composePath, env);
    const backup = compose.services.backup;
    assert.deepEqual(backup.profiles, ['backup']);
    assert.equal((backup.build as { target?: string }).target, 'backup');
    assert.match(readFileSync(join(dockerDir, 'Dockerfile'), 'utf8'), /ARG POSTGRES_IMAGE=postgres:16-alpine/);
    assert.equal(compose.services.postgres.image, 'postgres:16-alpine', 'pg_dump of the same version as the server');
    assert.ok((backup.volumes as string[]).includes('backups:/backups'));
    const config = backupConfig(serviceEnvironment(backup, env));
    assert.deepEqual(
      [config.databasePrefix, config.s3?.endpoint, config.backupDir, config.keep, config.copyTo],
      ['portal', 'http://seaweedfs:8333', '/backups', 14, undefined],
    );
    assert.match(config.postgresUrl ?? '', /^postgres:\/\/postgres:[0-9a-f]+@postgres:5432\/postgres$/);
    // Without its secret the backup refuses at once, naming it, and the rest of the portal is unaffected.
    const without = loadComposeFile(composePath, opsEnvironment());
    assert.throws(() => backupConfig(serviceEnvironment(without.services.backup, opsEnvironment())), /S3_SECRET_KEY/);
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
