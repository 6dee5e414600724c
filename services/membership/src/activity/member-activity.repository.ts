import { Injectable } from '@nestjs/common';
import { ActorDto, MemberActivityDetails, MemberActivityKind } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface MemberActivityRow {
  id: string;
  kind: MemberActivityKind;
  actor_type: 'admin' | 'member' | 'system';
  actor_id: string | null;
  details: MemberActivityDetails;
  occurred_at: Date;
}

/** Who did it, as the log stores it. */
export function actorOf(actor: ActorDto | null | undefined): {
  type: 'admin' | 'member' | 'system';
  id: string | null;
} {
  if (actor?.userType === 'admin' || actor?.userType === 'member') return { type: actor.userType, id: actor.userId };
  return { type: 'system', id: null };
}

/** Every query of member_activity: entries are written in the transaction of the change they record. */
@Injectable()
export class MemberActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(
    tx: EntityManager,
    memberUuid: string,
    kind: MemberActivityKind,
    actor: ActorDto | null,
    details: MemberActivityDetails = {},
  ): Promise<void> {
    const by = actorOf(actor);
    await tx.query(
      `INSERT INTO member_activity (member_id, kind, actor_type, actor_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [memberUuid, kind, by.type, by.id, JSON.stringify(details)],
    );
  }

  listOf(memberUuid: string): Promise<MemberActivityRow[]> {
    return this.dataSource.query(
      `SELECT id, kind, actor_type, actor_id, details, occurred_at FROM member_activity
       WHERE member_id = $1 ORDER BY occurred_at DESC, id DESC`,
      [memberUuid],
    );
  }
}
