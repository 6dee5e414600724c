import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Devices an admin trusted for 30 days at the code step of a two-factor sign-in (issue 27): the device (a hash of
 * the signed known-device cookie's id), the admin, and until when the password alone signs them in from it.
 */
export class TrustedDevices1764340000000 implements MigrationInterface {
  name = 'TrustedDevices1764340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trusted_devices (
        device text NOT NULL,
        admin_id uuid NOT NULL,
        trusted_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (device, admin_id)
      )`);
    await queryRunner.query(`CREATE INDEX trusted_devices_admin_idx ON trusted_devices (admin_id)`);
    await queryRunner.query(`CREATE INDEX trusted_devices_expires_idx ON trusted_devices (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE trusted_devices`);
  }
}
