/**
 * What `npm run backup` and `npm run restore` read from the environment, the same variables `npm start` and
 * compose use: POSTGRES_URL (a superuser), DATABASE_PREFIX, S3_ENDPOINT with S3_ACCESS_KEY, S3_SECRET_KEY and
 * S3_BUCKET (a key that may read and write the whole bucket), BACKUP_DIR, BACKUP_KEEP and the BACKUP_COPY_S3_*
 * of a second store.
 */
export interface BackupConfig {
  postgresUrl: string | undefined;
  databasePrefix: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | undefined;
  backupDir: string | undefined;
  keep: number;
  /** A second store every new archive is copied to (BACKUP_COPY_S3_ENDPOINT, …_ACCESS_KEY, …_SECRET_KEY, …_BUCKET, …_PREFIX). */
  copyTo: { endpoint: string; accessKey: string; secretKey: string; bucket: string; prefix: string } | undefined;
}

export function backupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY))
    throw new Error('S3_ENDPOINT needs S3_ACCESS_KEY and S3_SECRET_KEY');
  const keep = Number(env.BACKUP_KEEP ?? 0);
  if (!Number.isInteger(keep) || keep < 0) throw new Error('BACKUP_KEEP must be a whole number (0 keeps every backup)');
  if (env.BACKUP_COPY_S3_ENDPOINT && (!env.BACKUP_COPY_S3_ACCESS_KEY || !env.BACKUP_COPY_S3_SECRET_KEY))
    throw new Error('BACKUP_COPY_S3_ENDPOINT needs BACKUP_COPY_S3_ACCESS_KEY and BACKUP_COPY_S3_SECRET_KEY');
  return {
    postgresUrl: env.POSTGRES_URL || undefined,
    databasePrefix: env.DATABASE_PREFIX || 'portal',
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY!,
          secretKey: env.S3_SECRET_KEY!,
          bucket: env.S3_BUCKET || 'portal',
        }
      : undefined,
    backupDir: env.BACKUP_DIR || undefined,
    keep,
    copyTo: env.BACKUP_COPY_S3_ENDPOINT
      ? {
          endpoint: env.BACKUP_COPY_S3_ENDPOINT,
          accessKey: env.BACKUP_COPY_S3_ACCESS_KEY!,
          secretKey: env.BACKUP_COPY_S3_SECRET_KEY!,
          bucket: env.BACKUP_COPY_S3_BUCKET || 'portal-backups',
          prefix: env.BACKUP_COPY_S3_PREFIX ?? '',
        }
      : undefined,
  };
}
