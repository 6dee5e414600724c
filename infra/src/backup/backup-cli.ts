import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isListening } from '../runner/local-servers';
import { startS3Server, S3Server } from '../stand-ins/s3-server';
import { copyArchive, createBackup } from './backup';
import { backupConfig, BackupConfig } from './backup.config';
import { BackupTarget } from './backup-manifest';
import { restoreBackup, RestoreRefused } from './restore';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * Where the portal keeps its data (backup.config.ts): without POSTGRES_URL the local server `npm start` uses;
 * without S3_ENDPOINT the embedded store of `npm start`, opened on its directory (.data/s3) for the run.
 */
async function resolveTarget(
  rootDir: string,
  config: BackupConfig,
): Promise<{ target: BackupTarget; stop: () => Promise<void> }> {
  let postgresUrl = config.postgresUrl;
  if (!postgresUrl) {
    if (await isListening(5432)) postgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
    else if (await isListening(55432)) postgresUrl = 'postgres://postgres@127.0.0.1:55432/postgres';
    else throw new Error('No PostgreSQL to back up from: start the portal (npm start) or set POSTGRES_URL');
  }
  let embedded: S3Server | undefined;
  let s3: BackupTarget['s3'];
  if (config.s3) {
    s3 = config.s3;
  } else {
    embedded = await startS3Server({ port: 0, directory: join(rootDir, '.data', 's3'), buckets: ['portal'] });
    s3 = {
      endpoint: embedded.endpoint,
      accessKey: embedded.accessKey,
      secretKey: embedded.secretKey,
      bucket: 'portal',
    };
  }
  return {
    target: { postgresUrl, databasePrefix: config.databasePrefix, s3 },
    stop: async () => embedded?.stop(),
  };
}

/** Keeps the newest `keep` archives in `dir` (names sort by time); answers the ones removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => name.startsWith('portal-backup-')).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(join(dir, name), { recursive: true, force: true });
  return removed;
}

function usage(): never {
  say('npm run backup [-- --out DIR] [--keep N]       every database and stored file into DIR (default .data/backups)');
  say('npm run restore -- ARCHIVE [--force]           back into a stopped, empty portal (--force replaces its data)');
  process.exit(2);
}

/** `npm run backup` and `npm run restore`. */
export async function main(rootDir: string, argv: string[], config: BackupConfig = backupConfig()): Promise<void> {
  const [command, ...args] = argv;
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (command !== 'backup' && command !== 'restore') usage();
  const { target, stop } = await resolveTarget(rootDir, config);
  try {
    if (command === 'backup') {
      const out = resolve(rootDir, option('--out') ?? config.backupDir ?? '.data/backups');
      const archive = await createBackup(target, out, { rootDir });
      say(`Backed up to ${archive}`);
      if (config.copyTo) {
        const files = await copyArchive(archive, config.copyTo, config.copyTo.prefix);
        say(`Copied it to ${config.copyTo.endpoint} (bucket ${config.copyTo.bucket}, ${files} files)`);
      }
      const keep = Number(option('--keep') ?? config.keep);
      if (keep > 0) for (const name of await pruneBackups(out, keep)) say(`Removed the older ${name}`);
      return;
    }
    const archive = args.find((arg) => !arg.startsWith('--'));
    if (!archive) usage();
    const report = await restoreBackup(resolve(archive), target, { force: args.includes('--force') });
    for (const [service, counts] of Object.entries(report.databases))
      say(`Restored ${service}: ${counts.tables} tables, ${counts.rows} rows, each matching the backup`);
    say(
      `Restored ${report.objects} stored files. Start the portal now; its services catch up from where the backup was taken.`,
    );
  } catch (error) {
    if (error instanceof RestoreRefused) {
      say(`Not restored: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await stop();
  }
}
