import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AllServices } from '@portal/contracts';
import { rootDir } from '../support/test-stack';
import { ComposeInterpolationError, parseEnvFile, type Environment } from './compose-interpolation';

/** What the compose specs share: the files they read, the secrets ops must set, and how they run scripts. */
export const composePath = join(rootDir, 'docker-compose.yml');
export const dockerDir = join(rootDir, 'infra/docker');

/** The services that keep files: their config classes require S3_* (ObjectStorageServiceConfig). */
export const STORAGE_SERVICES = ['gateway', 'membership', 'payments', 'content', 'notifications'];

/** What ops must set: compose names each of these while it is unset. */
export const REQUIRED_SECRETS = [
  'POSTGRES_PASSWORD',
  ...AllServices.map((service) => `${service.toUpperCase()}_DB_PASSWORD`),
  ...AllServices.map((service) => `NATS_${service.toUpperCase()}_PASSWORD`),
  ...STORAGE_SERVICES.map((service) => `${service.toUpperCase()}_S3_SECRET_KEY`),
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ID_CARD_SIGNING_SECRET',
  'ID_CARD_PASS_PRIVATE_KEY',
  'TWO_FACTOR_ENCRYPTION_KEY',
  'METRICS_TOKEN',
].sort();

export const secret = () => randomBytes(32).toString('hex');

/** .env as an ops person fills it in from .env.example: every secret generated, the rest as given. */
export function opsEnvironment(extra: Environment = {}): Environment {
  const example = parseEnvFile(readFileSync(join(rootDir, '.env.example'), 'utf8'));
  const filled = Object.fromEntries(
    Object.entries(example).map(([name, value]) => [name, REQUIRED_SECRETS.includes(name) ? secret() : value]),
  );
  return { ...filled, ADMIN_EMAIL: 'secretary@kpwa.in', ...extra };
}

/** The names a compose interpolation error reports missing (none when `run` succeeds). */
export function missingNames(run: () => unknown): string[] {
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

/** Runs a script with exactly `env`; its exit code and what it printed to stderr. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { env, timeout: 20_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

type ConfigClass = new () => object;
const loadBuilt = createRequire(__filename);

/** The service's own config class, from its build output. */
export function configClass(service: string): ConfigClass {
  // Loaded by path at run time: the services are not dependencies of the e2e package.
  const module = loadBuilt(join(rootDir, 'services', service, 'dist/src/config.js')) as Record<string, ConfigClass>;
  return Object.values(module)[0];
}
