import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AllServices, type ServiceName } from '@portal/contracts';
import { Client as S3Client } from 'minio';
import { Client } from 'pg';
import {
  BACKUP_FORMAT,
  BackupManifest,
  BackupTarget,
  databaseName,
  databaseUrl,
  DatabaseEntry,
  MANIFEST_FILE,
  migrationHead,
  ObjectEntry,
  objectPath,
  sha256File,
  summariseTables,
} from './backup-manifest';

/** A minio client for the target's store (path style, fixed region: no location lookup). */
export function s3Client(s3: BackupTarget['s3']): S3Client {
  const url = new URL(s3.endpoint);
  const useSSL = url.protocol === 'https:';
  return new S3Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
}

/** Every key in the bucket, in the store's order. */
export async function listKeys(s3: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of s3.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string }>)
    if (item.name) keys.push(item.name);
  return keys;
}

/** Runs a PostgreSQL client program, answering its stdout; its stderr is the error when it fails. */
export function runPgTool(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${program} failed (${code}): ${err.trim()}`)),
    );
  });
}

/**
 * One database into `file` (pg_dump's custom format) with its tables' row counts and checksums, both from the
 * same snapshot: the summary is taken in a repeatable-read transaction whose snapshot pg_dump is given, so
 * the manifest describes exactly what the dump holds, outbox rows not yet delivered included.
 */
async function dumpDatabase(url: string, file: string): Promise<Omit<DatabaseEntry, 'file' | 'sha256' | 'bytes'>> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const [tables, head] = [await summariseTables(client), await migrationHead(client)];
    await runPgTool('pg_dump', [
      `--snapshot=${rows[0].snapshot}`,
      '--format=custom',
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('COMMIT');
    return { tables, migrationHead: head };
  } finally {
    await client.end();
  }
}

async function portalVersion(rootDir: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(join(rootDir, 'package.json'), 'utf8')) as { version?: string }).version ?? '';
  } catch {
    return '';
  }
}

/**
 * `npm run backup`: every service's database and every stored object into one new directory under `outDir`,
 * with a manifest (versions, migration heads, row counts and checksums, every object's size and sha256).
 * Written under a temporary name and renamed at the end, so a directory with a manifest is always complete.
 * Answers the archive's path.
 */
export async function createBackup(
  target: BackupTarget,
  outDir: string,
  options: { rootDir?: string; now?: Date } = {},
): Promise<string> {
  const createdAt = (options.now ?? new Date()).toISOString();
  const name = `portal-backup-${createdAt.replace(/[:.]/g, '-')}`;
  const archive = join(outDir, name);
  const working = join(outDir, `.${name}.partial`);
  await rm(working, { recursive: true, force: true });
  await mkdir(join(working, 'databases'), { recursive: true });
  try {
    const server = new Client({ connectionString: target.postgresUrl, connectionTimeoutMillis: 10_000 });
    await server.connect();
    const postgresVersion = await server
      .query<{ version: string }>('SHOW server_version')
      .then((r) => r.rows[0].version)
      .finally(() => server.end());

    const databases = {} as Record<ServiceName, DatabaseEntry>;
    for (const service of AllServices) {
      const file = `databases/${service}.dump`;
      const dumped = await dumpDatabase(
        databaseUrl(target.postgresUrl, databaseName(target.databasePrefix, service)),
        join(working, file),
      );
      const path = join(working, file);
      databases[service] = { file, sha256: await sha256File(path), bytes: (await stat(path)).size, ...dumped };
    }

    const s3 = s3Client(target.s3);
    const list: ObjectEntry[] = [];
    for (const key of await listKeys(s3, target.s3.bucket)) {
      const path = join(working, 'objects', objectPath(key));
      await mkdir(dirname(path), { recursive: true });
      await pipeline(await s3.getObject(target.s3.bucket, key), createWriteStream(path));
      list.push({ key, bytes: (await stat(path)).size, sha256: await sha256File(path) });
    }
    list.sort((a, b) => (a.key < b.key ? -1 : 1));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt,
      portalVersion: await portalVersion(options.rootDir ?? process.cwd()),
      postgresVersion,
      pgDumpVersion: (await runPgTool('pg_dump', ['--version'])).trim(),
      databases,
      objects: { count: list.length, bytes: list.reduce((sum, o) => sum + o.bytes, 0), list },
    };
    await writeFile(join(working, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await rename(working, archive);
    return archive;
  } catch (error) {
    await rm(working, { recursive: true, force: true });
    throw error;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else files.push(path);
  }
  return files;
}

/**
 * Copies an archive to a second store (another bucket, another provider) under `<prefix><archive name>/`, the
 * manifest last: a copy with a manifest is complete. Answers the number of files copied.
 */
export async function copyArchive(archive: string, to: BackupTarget['s3'], prefix = ''): Promise<number> {
  const s3 = s3Client(to);
  if (!(await s3.bucketExists(to.bucket))) await s3.makeBucket(to.bucket, 'us-east-1');
  const files = (await filesUnder(archive)).map((path) => relative(archive, path).split('\\').join('/'));
  const ordered = [...files.filter((f) => f !== MANIFEST_FILE), MANIFEST_FILE];
  for (const file of ordered)
    await s3.fPutObject(to.bucket, `${prefix}${basename(archive)}/${file}`, join(archive, file), {});
  return ordered.length;
}
