import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the member events page, sign-up, the gallery and scheme documents need:
 * - events: category, capacity, cancellation and the sign-up count, kept in the
 *   sign-up's transaction; the check keeps the count within capacity whatever happens;
 * - event_signups: one row per member and event;
 * - content_members: content's copy of membership's members (names, codes, contacts,
 *   status) for sign-up checks and attendee lists, kept from membership's events;
 * - gallery_items: media stored in object storage, optionally of an event;
 * - scheme_documents: files per welfare scheme.
 */
export class EventsSignupsGallery1763700080000 implements MigrationInterface {
  name = 'EventsSignupsGallery1763700080000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE events
        ADD COLUMN category text NOT NULL DEFAULT 'information'
          CHECK (category IN ('workshop', 'meeting', 'exhibition', 'information', 'sports', 'cultural')),
        ADD COLUMN capacity integer CHECK (capacity > 0),
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN signed_up integer NOT NULL DEFAULT 0 CHECK (signed_up >= 0),
        ADD CONSTRAINT events_within_capacity CHECK (capacity IS NULL OR signed_up <= capacity)`);

    await queryRunner.query(`
      CREATE TABLE content_members (
        id uuid PRIMARY KEY,
        member_code text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        phone text,
        status text NOT NULL,
        membership_end_date timestamptz,
        deleted_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE event_signups (
        event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, member_id)
      )`);
    await queryRunner.query(`CREATE INDEX event_signups_member_idx ON event_signups (member_id)`);

    await queryRunner.query(`
      CREATE TABLE gallery_items (
        id uuid PRIMARY KEY,
        event_id uuid REFERENCES events (id) ON DELETE SET NULL,
        title text NOT NULL,
        description text,
        media_type text NOT NULL CHECK (media_type IN ('image', 'video')),
        media_key text NOT NULL,
        content_type text NOT NULL,
        file_size bigint NOT NULL,
        thumbnail_key text,
        thumbnail_size bigint,
        width integer,
        height integer,
        uploaded_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX gallery_items_event_idx ON gallery_items (event_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX gallery_items_created_idx ON gallery_items (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE scheme_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme text NOT NULL CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        file_name text NOT NULL,
        file_size bigint NOT NULL,
        file_type text NOT NULL,
        file_key text NOT NULL,
        uploaded_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX scheme_documents_scheme_idx ON scheme_documents (scheme, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE scheme_documents`);
    await queryRunner.query(`DROP TABLE gallery_items`);
    await queryRunner.query(`DROP TABLE event_signups`);
    await queryRunner.query(`DROP TABLE content_members`);
    await queryRunner.query(`
      ALTER TABLE events
        DROP CONSTRAINT events_within_capacity,
        DROP COLUMN signed_up,
        DROP COLUMN cancelled_at,
        DROP COLUMN capacity,
        DROP COLUMN category`);
  }
}
