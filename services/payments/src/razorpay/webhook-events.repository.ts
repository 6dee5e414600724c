import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Razorpay webhook event ids already handled: each event is applied once, however often it is delivered. */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the event id was handled before (a replay needs no question to Razorpay). */
  async seen(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM razorpay_webhook_events WHERE event_id = $1`, [
      eventId,
    ]);
    return rows.length > 0;
  }

  /** Records the event id in the caller's transaction; false when it was handled already. */
  async claim(manager: EntityManager, eventId: string, event: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO razorpay_webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, event],
    );
    return inserted.length > 0;
  }
}
