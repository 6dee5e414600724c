import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ServiceName } from '@portal/contracts';
import type { Client } from 'pg';

/** The format of an archive this code writes; a restore refuses any other. */
export const BACKUP_FORMAT = 1;

/** Where a backup reads from and a restore writes to. */
export interface BackupTarget {
  /** A superuser (or the owner of every database) on the Postgres server: database `postgres`. */
  postgresUrl: string;
  /** Databases are `<prefix>_<service>`. */
  databasePrefix: string;
  /** Object storage with a key that may read and write the whole bucket. */
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
}

export interface TableSummary {
  rows: number;
  /** md5 over the rows' md5s in sorted order: equal rows in any physical order give the same sum. */
  checksum: string;
}

export interface DatabaseEntry {
  file: string;
  sha256: string;
  bytes: number;
  /** The newest migration the database had run. */
  migrationHead: string | null;
  tables: Record<string, TableSummary>;
}

export interface ObjectEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  portalVersion: string;
  postgresVersion: string;
  pgDumpVersion: string;
  databases: Record<ServiceName, DatabaseEntry>;
  objects: { count: number; bytes: number; list: ObjectEntry[] };
}

export const MANIFEST_FILE = 'manifest.json';

export function databaseName(prefix: string, service: ServiceName): string {
  return `${prefix}_${service}`;
}

export function databaseUrl(postgresUrl: string, name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Quoted identifier for a table name read from the catalogue. */
const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Every ordinary table of the database's public schema with its row count and checksum, as `client` sees them. */
export async function summariseTables(client: Client): Promise<Record<string, TableSummary>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const summary: Record<string, TableSummary> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(row_sum, '' ORDER BY row_sum), '')) AS checksum
         FROM (SELECT md5(t::text) AS row_sum FROM public.${quoted(name)} t) sums`,
    );
    summary[name] = rows[0];
  }
  return summary;
}

/** The newest migration TypeORM ran on the database (its `migrations` table); null without one. */
export async function migrationHead(client: Client): Promise<string | null> {
  const { rows } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('public.migrations') IS NOT NULL AS exists`,
  );
  if (!rows[0].exists) return null;
  const head = await client.query<{ name: string }>(`SELECT name FROM public.migrations ORDER BY id DESC LIMIT 1`);
  return head.rows[0]?.name ?? null;
}

/** An object key as a relative path under objects/: refused when it could step outside. */
export function objectPath(key: string): string {
  const parts = key.split('/');
  if (key.length === 0 || parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`object key ${JSON.stringify(key)} cannot be stored in a backup`);
  return parts.join('/');
}
