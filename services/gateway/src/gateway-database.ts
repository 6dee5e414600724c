import { ensureDatabaseExists } from '@portal/platform';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { CreateSessions1763700002000 } from './migrations/1763700002000-CreateSessions';

/** The gateway's own database holds sessions only; migrations run at start-up like every service's. */
export async function openGatewayDatabase(databaseUrl: string): Promise<Pool> {
  await ensureDatabaseExists(databaseUrl);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: [CreateSessions1763700002000],
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  return new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
}
