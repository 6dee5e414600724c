import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate limits move to rate-limiter-flexible, whose Postgres store reads `rate_limits` (key, points,
 * expire in epoch milliseconds); sign-ins count failures per IP and per account there. Devices that
 * signed in before are remembered per account (hashed typed keys) so a throttle others caused does
 * not stop them.
 */
export class ThrottleSignInFailures1763700016000 implements MigrationInterface {
  name = 'ThrottleSignInFailures1763700016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_counters`);
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await queryRunner.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
    await queryRunner.query(`
      CREATE TABLE known_login_devices (
        device text NOT NULL,
        account text NOT NULL,
        signed_in_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (device, account)
      )`);
    await queryRunner.query(`CREATE INDEX known_login_devices_signed_in_idx ON known_login_devices (signed_in_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE known_login_devices`);
    await queryRunner.query(`DROP TABLE rate_limits`);
    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, client)
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start)`);
  }
}
