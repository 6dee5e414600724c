/**
 * What `npm run backup` and `npm run restore` read from the environment, the same variables `npm start` and
 * compose use: POSTGRES_URL (a superuser), DATABASE_PREFIX, S3_ENDPOINT with S3_ACCESS_KEY, S3_SECRET_KEY and
 * S3_BUCKET (a key that may read and write the whole bucket), BACKUP_DIR and BACKUP_KEEP.
 */
export interface BackupConfig {
  postgresUrl: string | undefined;
  databasePrefix: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | undefined;
  backupDir: string | undefined;
  keep: number;
}

export function backupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY))
    throw new Error('S3_ENDPOINT needs S3_ACCESS_KEY and S3_SECRET_KEY');
  const keep = Number(env.BACKUP_KEEP ?? 0);
  if (!Number.isInteger(keep) || keep < 0) throw new Error('BACKUP_KEEP must be a whole number (0 keeps every backup)');
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
  };
}
