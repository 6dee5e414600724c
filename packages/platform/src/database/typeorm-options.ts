import { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import { CreateMessagingTables1763700000000 } from './migrations/1763700000000-CreateMessagingTables';
import { CreateAuditLog1764330000000 } from './migrations/1764330000000-CreateAuditLog';
import { AuditLogErasure1764800000000 } from './migrations/1764800000000-AuditLogErasure';

type EntityList = MixedList<string | (new (...args: never[]) => unknown) | EntitySchema>;
type MigrationList = (new () => unknown)[];

/** The platform's own migrations, which every service database gets before its own. */
export const PlatformMigrations: MigrationList = [
  CreateMessagingTables1763700000000,
  CreateAuditLog1764330000000,
  AuditLogErasure1764800000000,
];

/**
 * The one way a service opens its database: migrations (the platform's own
 * outbox tables and the audit trail first) run at start-up, never `synchronize`. Open them with
 * `MigratingDataSource` so replicas starting together take turns.
 */
export function typeOrmOptions(
  databaseUrl: string,
  entities: EntityList,
  migrations: MigrationList,
  poolMax = 10,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations: [...PlatformMigrations, ...migrations] as DataSourceOptions['migrations'],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: { max: poolMax, connectionTimeoutMillis: 5000 },
  };
}
