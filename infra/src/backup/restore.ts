import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AllServices, type ServiceName } from '@portal/contracts';
import { Client } from 'pg';
import { listKeys, runPgTool, s3Client } from './backup';
import {
  BACKUP_FORMAT,
  BackupManifest,
  BackupTarget,
  databaseName,
  databaseUrl,
  MANIFEST_FILE,
  objectPath,
  sha256File,
  summariseTables,
} from './backup-manifest';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Replace databases and objects that are already there (without it, a stack holding data is refused). */
  force?: boolean;
  /** Only the databases, or only the objects (both by default). */
  parts?: Array<'databases' | 'objects'>;
}

export interface RestoreReport {
  databases: Record<string, { tables: number; rows: number }>;
  objects: number;
}

async function readManifest(archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(archive, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${archive} is not a portal backup: it has no readable ${MANIFEST_FILE}`);
  }
  const format: unknown = manifest.format;
  if (format !== BACKUP_FORMAT)
    throw new RestoreRefused(`${archive} is a backup of format ${String(format)}; this portal reads ${BACKUP_FORMAT}`);
  return manifest;
}

/** Every file the manifest names is there with the bytes it had: a damaged archive is refused before anything changes. */
async function verifyArchive(archive: string, manifest: BackupManifest): Promise<void> {
  const files = [
    ...AllServices.map((service) => ({
      path: manifest.databases[service].file,
      sha256: manifest.databases[service].sha256,
    })),
    ...manifest.objects.list.map((o) => ({ path: join('objects', objectPath(o.key)), sha256: o.sha256 })),
  ];
  for (const file of files) {
    const actual = await sha256File(join(archive, file.path)).catch(() => 'missing');
    if (actual !== file.sha256)
      throw new RestoreRefused(`${file.path} in ${archive} is ${actual === 'missing' ? 'missing' : 'damaged'}`);
  }
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Tables in the database's public schema; null when there is no such database. */
async function tableCount(postgresUrl: string, name: string): Promise<number | null> {
  const exists = await withClient(postgresUrl, (c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1),
  );
  if (!exists) return null;
  return withClient(databaseUrl(postgresUrl, name), (c) =>
    c
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)
      .then((r) => r.rows[0].n),
  );
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** An empty database for the service, owned by its own role where the deployment has one (compose: portal_<service>). */
async function freshDatabase(postgresUrl: string, name: string, existing: number | null): Promise<string | null> {
  return withClient(postgresUrl, async (c) => {
    if (existing !== null && existing > 0) await c.query(`DROP DATABASE ${ident(name)} WITH (FORCE)`);
    const role = (await c.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).rowCount === 1 ? name : null;
    if (existing === null || existing > 0)
      await c.query(`CREATE DATABASE ${ident(name)}${role ? ` OWNER ${ident(role)}` : ''}`);
    return role;
  });
}

/**
 * `npm run restore -- ARCHIVE`: puts a backup back into a stack whose services are stopped, then checks every
 * table's row count and checksum and every object against the manifest. A stack that already holds data (a
 * table in any service database, an object in the bucket) is refused unless `force`. Start the services
 * afterwards: they find their migrations run and catch up from the restored outboxes.
 */
export async function restoreBackup(
  archive: string,
  target: BackupTarget,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const manifest = await readManifest(archive);
  await verifyArchive(archive, manifest);
  const parts = options.parts ?? ['databases', 'objects'];
  const s3 = s3Client(target.s3);
  const names = Object.fromEntries(AllServices.map((s) => [s, databaseName(target.databasePrefix, s)])) as Record<
    ServiceName,
    string
  >;

  const existing = {} as Record<ServiceName, number | null>;
  if (parts.includes('databases')) {
    for (const service of AllServices) existing[service] = await tableCount(target.postgresUrl, names[service]);
    const holding = AllServices.filter((s) => (existing[s] ?? 0) > 0);
    if (holding.length > 0 && !options.force)
      throw new RestoreRefused(
        `the databases of ${holding.join(', ')} already hold data; restore into an empty stack, or pass --force to replace them`,
      );
  }
  if (parts.includes('objects')) {
    if (!(await s3.bucketExists(target.s3.bucket))) await s3.makeBucket(target.s3.bucket, 'us-east-1');
    const held = await listKeys(s3, target.s3.bucket);
    if (held.length > 0 && !options.force)
      throw new RestoreRefused(
        `the bucket ${target.s3.bucket} already holds ${held.length} objects; restore into an empty one, or pass --force to replace them`,
      );
    // Replacing: what the backup does not hold must not survive it.
    for (let i = 0; i < held.length; i += 1000) await s3.removeObjects(target.s3.bucket, held.slice(i, i + 1000));
  }

  const report: RestoreReport = { databases: {}, objects: 0 };
  if (parts.includes('databases')) {
    for (const service of AllServices) {
      const entry = manifest.databases[service];
      const role = await freshDatabase(target.postgresUrl, names[service], existing[service]);
      const url = databaseUrl(target.postgresUrl, names[service]);
      await runPgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(role ? [`--role=${role}`] : []),
        `--dbname=${url}`,
        join(archive, entry.file),
      ]);
      const tables = await withClient(url, summariseTables);
      const differing = [...new Set([...Object.keys(tables), ...Object.keys(entry.tables)])].filter(
        (table) =>
          tables[table]?.rows !== entry.tables[table]?.rows ||
          tables[table]?.checksum !== entry.tables[table]?.checksum,
      );
      if (differing.length > 0)
        throw new Error(`${service}: restored tables differ from the backup: ${differing.join(', ')}`);
      report.databases[service] = {
        tables: Object.keys(tables).length,
        rows: Object.values(tables).reduce((sum, t) => sum + t.rows, 0),
      };
    }
  }
  if (parts.includes('objects')) {
    for (const object of manifest.objects.list) {
      await s3.fPutObject(target.s3.bucket, object.key, join(archive, 'objects', objectPath(object.key)), {});
      report.objects += 1;
    }
  }
  return report;
}
