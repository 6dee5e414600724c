import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Issue 32: content's part of an erasure: the member's event sign-ups and attendance go, as does media they
 * uploaded (answered as object keys to remove); the member projection keeps only the uuid and the pseudonym, so a
 * late member event cannot bring the name back.
 */
@Injectable()
export class MemberErasureRepository {
  async erase(manager: EntityManager, memberUuid: string, pseudonym: string): Promise<string[]> {
    await manager.query(`DELETE FROM event_signups WHERE member_id = $1`, [memberUuid]);
    await manager.query(`DELETE FROM event_attendance WHERE member_id = $1`, [memberUuid]);
    // A DELETE … RETURNING answers [rows, count] through TypeORM's query.
    const [media] = await manager.query<[Array<{ media_key: string; thumbnail_key: string | null }>, number]>(
      `DELETE FROM gallery_items WHERE uploaded_by = $1 RETURNING media_key, thumbnail_key`,
      [memberUuid],
    );
    await manager.query(
      `UPDATE content_members SET member_code = $2, first_name = 'Erased', last_name = $2, email = NULL, phone = NULL,
              updated_at = now()
        WHERE id = $1 AND member_code IS DISTINCT FROM $2`,
      [memberUuid, pseudonym],
    );
    return media.flatMap((row) => [row.media_key, row.thumbnail_key]).filter((key): key is string => !!key);
  }
}
