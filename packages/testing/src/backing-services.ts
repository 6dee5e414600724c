import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';
import { isListening } from '@portal/infra';
import { testEnvironment } from './test-environment.config';

/**
 * Backing services for tests, resolved in the order of DESIGN.md §9: the URL in
 * the environment, the standard local port, a container when a Docker engine
 * answers, otherwise a clear error naming what is missing.
 */
const started: Array<{ stop(): Promise<unknown> }> = [];

async function startContainer(image: string, port: number, env: Record<string, string>, command?: string[]) {
  // Loaded lazily: testcontainers is only needed where no local service runs.
  const { GenericContainer, Wait } = await import('testcontainers');
  let container = new GenericContainer(image).withExposedPorts(port).withEnvironment(env);
  if (command) container = container.withCommand(command);
  const running = await container.withWaitStrategy(Wait.forListeningPorts()).start();
  started.push(running);
  return `${running.getHost()}:${running.getMappedPort(port)}`;
}

async function dockerAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

let postgresUrl: Promise<string> | undefined;
let natsUrl: Promise<string> | undefined;

/** A superuser URL (database `postgres`) for creating per-run databases. */
export function resolvePostgres(): Promise<string> {
  postgresUrl ??= (async () => {
    const { databaseUrl } = testEnvironment();
    if (databaseUrl) return databaseUrl;
    if (await isListening(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await dockerAvailable()) {
      const hostPort = await startContainer('postgres:16-alpine', 5432, { POSTGRES_HOST_AUTH_METHOD: 'trust' });
      return `postgres://postgres@${hostPort}/postgres`;
    }
    throw new Error(
      'No PostgreSQL for tests: set TEST_DATABASE_URL, start PostgreSQL on 127.0.0.1:5432, or start a Docker engine.',
    );
  })();
  return postgresUrl;
}

export function resolveNats(): Promise<string> {
  natsUrl ??= (async () => {
    const { natsUrl: configured } = testEnvironment();
    if (configured) return configured;
    if (await isListening(4222)) return 'nats://127.0.0.1:4222';
    if (await dockerAvailable()) {
      return `nats://${await startContainer('nats:2.10-alpine', 4222, {}, ['-js'])}`;
    }
    throw new Error(
      'No NATS for tests: set TEST_NATS_URL, start nats-server -js on 127.0.0.1:4222, or start a Docker engine.',
    );
  })();
  return natsUrl;
}

export async function stopContainers(): Promise<void> {
  await Promise.all(started.splice(0).map((c) => c.stop()));
}

/** A fresh name for a test run's databases and NATS namespace. */
export function uniqueRunId(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Creates the database `name`: empty, or a copy of `template` (a migrated template, migrated-templates.ts), which no
 * session may be connected to.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

/**
 * Drops every database whose name starts with the run's prefix. Under jest the drop is left to the
 * run's global teardown (packages/testing/jest/global-teardown.cjs), which drops them all at once:
 * each DROP DATABASE forces a checkpoint, and taken one file at a time those checkpoints (flushing
 * what every other running test has written) cost seconds per file; at the end they coalesce.
 */
export async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const deferredList = testEnvironment().deferredDrops;
  if (deferredList) {
    appendFileSync(deferredList, JSON.stringify({ adminUrl, prefix }) + '\n');
    return;
  }
  await dropDatabasesNow(adminUrl, prefix);
}

export async function dropDatabasesNow(adminUrl: string, prefix: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
