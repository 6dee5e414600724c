import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** The object key of a member's generated card: one per member, overwritten when made again. */
export const idCardKey = (memberUuid: string): string => `id-cards/${memberUuid}.pdf`;

/**
 * A certificate is made for each request from the live record and removed once sent (the gateway's
 * removeAfter), so each one gets its own key and two requests at once never share an object.
 */
export const certificateKey = (memberUuid: string): string => `certificates/${memberUuid}/${randomUUID()}.pdf`;

/** The stored cards of a member that their deletion lets go of (in the deleting transaction). */
export async function generatedFileKeys(manager: EntityManager, memberUuid: string): Promise<string[]> {
  const rows = await manager.query<Array<{ card_key: string }>>(`SELECT card_key FROM id_cards WHERE member_id = $1`, [
    memberUuid,
  ]);
  return rows.map((row) => row.card_key);
}
