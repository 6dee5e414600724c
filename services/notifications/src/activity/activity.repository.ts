import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface ActivityRow {
  id: string;
  type: string;
  title: string;
  occurred_at: Date;
}

/** Every query of the activity feed. */
@Injectable()
export class ActivityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records an event's entry once, in the consumer's transaction; a redelivered event adds nothing. */
  async add(
    tx: EntityManager,
    entry: { eventId: string; type: string; title: string; occurredAt: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO activity_items (event_id, type, title, occurred_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id) DO NOTHING`,
      [entry.eventId, entry.type, entry.title, entry.occurredAt],
    );
  }

  /** The newest entries first. */
  recent(limit: number): Promise<ActivityRow[]> {
    return this.dataSource.query(
      'SELECT id, type, title, occurred_at FROM activity_items ORDER BY occurred_at DESC LIMIT $1',
      [limit],
    );
  }
}
