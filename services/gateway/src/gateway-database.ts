import { ensureDatabaseExists } from '@portal/platform';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { CreateSessions1763700002000 } from './migrations/1763700002000-CreateSessions';
import { CreateRateLimitCounters1763700004000 } from './migrations/1763700004000-CreateRateLimitCounters';

/** The gateway's own database holds sessions and rate-limit counters; migrations run at start-up like every service's. */
export async function openGatewayDatabase(databaseUrl: string): Promise<Pool> {
  await ensureDatabaseExists(databaseUrl);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: [CreateSessions1763700002000, CreateRateLimitCounters1763700004000],
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  return new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
}
