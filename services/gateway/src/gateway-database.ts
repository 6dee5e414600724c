import { AuditLogErasure1764800000000, CreateAuditLog1764330000000, ensureDatabaseExists } from '@portal/platform';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { CreateSessions1763700002000 } from './migrations/1763700002000-CreateSessions';
import { CreateRateLimitCounters1763700004000 } from './migrations/1763700004000-CreateRateLimitCounters';
import { ThrottleSignInFailures1763700016000 } from './migrations/1763700016000-ThrottleSignInFailures';
import { ReportExports1763700120000 } from './migrations/1763700120000-ReportExports';
import { SessionChangeNotices1763700160000 } from './migrations/1763700160000-SessionChangeNotices';
import { DropReportExports1764170000000 } from './migrations/1764170000000-DropReportExports';
import { GuessingBudgetPerAccount1764210000000 } from './migrations/1764210000000-GuessingBudgetPerAccount';
import { TrustedDevices1764340000000 } from './migrations/1764340000000-TrustedDevices';

/** The gateway's own database holds sessions (with the trigger that tells replicas of changed ones), rate-limit counters, known sign-in devices, devices trusted at the two-factor step and the audit trail of sign-ins; migrations run at start-up like every service's. */
export async function openGatewayDatabase(databaseUrl: string, poolMax = 10): Promise<Pool> {
  await ensureDatabaseExists(databaseUrl);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: [
      CreateSessions1763700002000,
      CreateRateLimitCounters1763700004000,
      ThrottleSignInFailures1763700016000,
      ReportExports1763700120000,
      SessionChangeNotices1763700160000,
      DropReportExports1764170000000,
      GuessingBudgetPerAccount1764210000000,
      // Sign-ins and sign-outs: the gateway owns sessions, so their audit trail is its own (audit/session-audit.ts).
      CreateAuditLog1764330000000,
      // Devices an admin trusted for 30 days at the two-factor code step (auth/trusted-devices.ts).
      TrustedDevices1764340000000,
      // Issue 32: an erasure may rewrite the member out of the sign-in audit rows (member-erasure.service.ts).
      AuditLogErasure1764800000000,
    ],
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  const pool = new Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the gateway:
  // without a listener pg re-throws it as an unhandled 'error' event. The pool opens a new one when needed.
  pool.on('error', () => undefined);
  return pool;
}
