import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActivityItemDto, DomainEvent, MemberEventData } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { activityFor } from './activity-title';

interface ActivityRow {
  id: string;
  type: string;
  title: string;
  occurred_at: Date;
}

/** The dashboard activity feed: a projection of membership events. */
@Injectable()
export class ActivityService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-activity-members',
      filter: 'membership.member.*',
      handle: (event, manager) => this.record(event as DomainEvent<MemberEventData>, manager),
    });
  }

  async record(event: DomainEvent<MemberEventData>, manager: EntityManager): Promise<void> {
    const entry = activityFor(event);
    if (!entry) return;
    await manager.query(
      `INSERT INTO activity_items (event_id, type, title, occurred_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id) DO NOTHING`,
      [event.id, entry.type, entry.title, event.occurredAt],
    );
  }

  async recent(limit = 10): Promise<ActivityItemDto[]> {
    const rows: ActivityRow[] = await this.dataSource.query(
      'SELECT id, type, title, occurred_at FROM activity_items ORDER BY occurred_at DESC LIMIT $1',
      [limit],
    );
    return rows.map((row) => ({ id: row.id, type: row.type, title: row.title, createdAt: row.occurred_at.toISOString() }));
  }
}
