import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: messages on the channels members read.
 * - `member_channels`: a member's choice of a channel (WhatsApp, later SMS) and the number to use; `opted_in_at` is the
 *   consent's time, `opted_out_at` (with `opt_out_source`: the member in the portal, or a STOP reply) ends it at once.
 *   Only rows with `opted_out_at IS NULL` receive messages; a member without a row never opted in.
 * - `channel_messages`: the delivery log of those messages and the queue their sender works from, the same way as
 *   `email_messages` (dedupe key: at most once per occasion; claimed_by: the sender's advisory-lock key while
 *   'sending'); `delivery_status` is the provider's last status webhook (sent, delivered, read, failed).
 */
export class CreateMessageChannels1764600033000 implements MigrationInterface {
  name = 'CreateMessageChannels1764600033000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_channels (
        member_id uuid NOT NULL,
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        phone text NOT NULL,
        opted_in_at timestamptz NOT NULL,
        opted_out_at timestamptz,
        opt_out_source text CHECK (opt_out_source IN ('member', 'stop_reply')),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, channel)
      )`);
    await queryRunner.query(`CREATE INDEX member_channels_phone_idx ON member_channels (channel, phone)`);
    await queryRunner.query(`
      CREATE TABLE channel_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL,
        member_id uuid NOT NULL,
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        recipient text NOT NULL,
        template text NOT NULL,
        language text NOT NULL,
        parameters text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        provider_message_id text,
        delivery_status text CHECK (delivery_status IN ('sent', 'delivered', 'read', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_by integer,
        sent_at timestamptz,
        failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT channel_messages_dedupe_key_key UNIQUE (dedupe_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX channel_messages_due_idx ON channel_messages (next_attempt_at, created_at) WHERE status = 'queued'`,
    );
    await queryRunner.query(
      `CREATE INDEX channel_messages_sending_idx ON channel_messages (claimed_by) WHERE status = 'sending'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX channel_messages_provider_id_idx ON channel_messages (provider_message_id)
         WHERE provider_message_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX channel_messages_member_idx ON channel_messages (member_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE channel_messages`);
    await queryRunner.query(`DROP TABLE member_channels`);
  }
}
