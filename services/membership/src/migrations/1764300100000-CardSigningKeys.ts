import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The association's Ed25519 keys for the signed pass in ID card QR codes (issue 30). One row is current (new
 * cards are signed with it); older rows stay so cards printed before a rotation still verify. The private key is
 * kept here only when the service generated it (no ID_CARD_PASS_PRIVATE_KEY configured, i.e. outside production).
 */
export class CardSigningKeys1764300100000 implements MigrationInterface {
  name = 'CardSigningKeys1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE card_signing_keys (
        kid text PRIMARY KEY,
        public_key text NOT NULL,
        private_key text,
        current boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX card_signing_keys_one_current ON card_signing_keys (current) WHERE current`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE card_signing_keys`);
  }
}
