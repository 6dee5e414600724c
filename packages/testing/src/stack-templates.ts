import { AllServices, ServiceName } from '@portal/contracts';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { templateName, textsHash } from './migrated-templates';

/**
 * Migrated templates for the system tests' stacks (migrated-templates.ts), whose services run from their builds:
 * each template is keyed by a hash of the built files that hold the service's migrations and their order, and is
 * built by a separate Node process (service-harness's stack-template-builder) that runs them as the built service
 * does, so the test file's own module registry never loads the services.
 */

/** The built files a service's migrations come from: the platform's and its own, and the file that lists them. */
function migrationFiles(rootDir: string, service: ServiceName): string[] {
  const jsIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.js'))
          .sort()
          .map((file) => join(dir, file))
      : [];
  const dist = join(rootDir, 'services', service, 'dist', 'src');
  return [
    ...jsIn(join(rootDir, 'packages', 'platform', 'dist', 'src', 'database', 'migrations')),
    join(rootDir, 'packages', 'platform', 'dist', 'src', 'database', 'typeorm-options.js'),
    ...jsIn(join(dist, 'migrations')),
    join(dist, service === 'gateway' ? 'gateway-database.js' : 'app.module.js'),
  ];
}

export function stackTemplateKey(rootDir: string, service: ServiceName): string {
  const files = migrationFiles(rootDir, service);
  return `${service}_${textsHash(files.map((file) => `${file}\n${readFileSync(file, 'utf8')}`))}`;
}

/**
 * Each service's migrated template for a stack in this run, built when missing; empty when the run has no
 * templates (then the services migrate their empty databases themselves).
 */
export async function stackTemplates(rootDir: string, adminUrl: string): Promise<Partial<Record<ServiceName, string>>> {
  const wanted = AllServices.map((service) => ({ service, key: stackTemplateKey(rootDir, service) }));
  const names = wanted.map(({ key }) => templateName(key));
  if (names.some((name) => !name)) return {};
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  let found: Set<string>;
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = ANY($1)',
      [names],
    );
    found = new Set(rows.map((row) => row.datname));
  } finally {
    await client.end();
  }
  const missing = wanted.filter((_, index) => !found.has(names[index]!));
  if (missing.length > 0) {
    const builder = join(rootDir, 'packages', 'testing', 'service-harness', 'dist', 'src', 'stack-template-builder.js');
    await promisify(execFile)(process.execPath, [builder, JSON.stringify({ rootDir, adminUrl, builds: missing })], {
      cwd: rootDir,
    });
  }
  return Object.fromEntries(wanted.map(({ service }, index) => [service, names[index]!]));
}

/**
 * Creates the stack's databases (`<prefix>_<service>`, as startStack names them) as copies of the templates; one
 * that exists already (a stack started again on its databases) is kept.
 */
export async function createStackDatabases(
  adminUrl: string,
  prefix: string,
  templates: Partial<Record<ServiceName, string>>,
): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const [service, template] of Object.entries(templates)) {
      const name = `${prefix}_${service}`;
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    }
  } finally {
    await client.end();
  }
}
