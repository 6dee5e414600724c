import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins counted per account across every address (issue 27), so guessing from many addresses
 * is slowed down as from one: the count, when it is forgotten, and the account's next allowed attempt.
 * Accounts are the typed keys (login-accounts.ts), hashed.
 */
export class GuessingBudgetPerAccount1764210000000 implements MigrationInterface {
  name = 'GuessingBudgetPerAccount1764210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_guessing (
        account text PRIMARY KEY,
        failures integer NOT NULL,
        forget_at timestamptz NOT NULL,
        next_attempt_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_guessing_forget_idx ON sign_in_guessing (forget_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_guessing`);
  }
}
