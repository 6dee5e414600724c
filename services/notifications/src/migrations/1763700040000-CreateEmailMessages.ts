import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail delivery log, which is also the queue the sender works from.
 * `dedupe_key` (`<event id>:<template>`) makes an event an e-mail at most once;
 * `claimed_by` names the sender process (its advisory-lock key) while a row is
 * 'sending', so a row whose sender died can be told from one still in flight.
 */
export class CreateEmailMessages1763700040000 implements MigrationInterface {
  name = 'CreateEmailMessages1763700040000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL,
        recipient text NOT NULL,
        recipient_name text,
        reply_to text,
        reply_to_name text,
        template text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        secrets text[],
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_by integer,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_messages_dedupe_key_key UNIQUE (dedupe_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX email_messages_due_idx ON email_messages (next_attempt_at, created_at) WHERE status = 'queued'`,
    );
    await queryRunner.query(
      `CREATE INDEX email_messages_sending_idx ON email_messages (claimed_by) WHERE status = 'sending'`,
    );
    await queryRunner.query(
      `CREATE INDEX email_messages_recipient_idx ON email_messages (lower(recipient), created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_messages`);
  }
}
