import { Injectable } from '@nestjs/common';
import { Language, LoginIdentifier } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { MemberCredentialEntity } from './member-credential.entity';

/** A member snapshot from membership's events, already normalised. */
export interface CredentialSnapshot {
  memberUuid: string;
  memberId: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  status: string;
  language: Language;
  /** occurredAt of the event. */
  snapshotAt: string;
}

/**
 * Every query of member credentials.
 * Methods taking `tx` run in the caller's transaction; an optional `db` may be one too.
 */
@Injectable()
export class MemberCredentialsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The rows matching any of a typed member id, e-mail or phone: a few, most recently updated first. */
  findByLoginIdentifier(
    typed: LoginIdentifier,
    db: EntityManager = this.dataSource.manager,
  ): Promise<MemberCredentialEntity[]> {
    const query = db
      .getRepository(MemberCredentialEntity)
      .createQueryBuilder('c')
      .where('c.memberId = :memberId', { memberId: typed.memberId });
    if (typed.email) query.orWhere('c.email = :email', { email: typed.email });
    if (typed.phone) query.orWhere('c.phone = :phone', { phone: typed.phone });
    return query.orderBy('c.updatedAt', 'DESC').limit(5).getMany();
  }

  findByUuid(memberUuid: string, db: EntityManager = this.dataSource.manager): Promise<MemberCredentialEntity | null> {
    return db.findOneBy(MemberCredentialEntity, { memberUuid });
  }

  /** Like findByUuid, with the row locked until `tx` ends. */
  findByUuidForUpdate(tx: EntityManager, memberUuid: string): Promise<MemberCredentialEntity | null> {
    return tx.findOne(MemberCredentialEntity, { where: { memberUuid }, lock: { mode: 'pessimistic_write' } });
  }

  async recordLogin(memberUuid: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(MemberCredentialEntity).update(memberUuid, { lastLoginAt: at });
  }

  async setPasswordHash(tx: EntityManager, memberUuid: string, hash: string): Promise<void> {
    await tx.query(
      `UPDATE member_credentials SET password_hash = $2, password_set_at = now(), updated_at = now()
        WHERE member_uuid = $1`,
      [memberUuid, hash],
    );
  }

  /** Inserts or updates the member's row unless the stored snapshot is newer or the member was deleted. */
  async upsertSnapshot(tx: EntityManager, snapshot: CredentialSnapshot): Promise<void> {
    await tx.query(
      `INSERT INTO member_credentials
         (member_uuid, member_id, email, phone, first_name, last_name, status, snapshot_at, language)
       SELECT $1::uuid, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9
        WHERE NOT EXISTS (SELECT 1 FROM deleted_members WHERE member_uuid = $1::uuid)
       ON CONFLICT (member_uuid) DO UPDATE SET
         member_id = EXCLUDED.member_id, email = EXCLUDED.email, phone = EXCLUDED.phone,
         first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, status = EXCLUDED.status,
         snapshot_at = EXCLUDED.snapshot_at, language = EXCLUDED.language, updated_at = now()
       WHERE member_credentials.snapshot_at <= EXCLUDED.snapshot_at`,
      [
        snapshot.memberUuid,
        snapshot.memberId,
        snapshot.email,
        snapshot.phone,
        snapshot.firstName,
        snapshot.lastName,
        snapshot.status,
        snapshot.snapshotAt,
        snapshot.language,
      ],
    );
  }

  /** Removes the member's row and leaves a tombstone, so a late event cannot re-create it. */
  async removeWithTombstone(tx: EntityManager, memberUuid: string): Promise<void> {
    await tx.query(`DELETE FROM member_credentials WHERE member_uuid = $1`, [memberUuid]);
    await tx.query(`INSERT INTO deleted_members (member_uuid) VALUES ($1) ON CONFLICT DO NOTHING`, [memberUuid]);
  }
}
