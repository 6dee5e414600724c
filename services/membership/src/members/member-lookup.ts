import { EntityManager } from 'typeorm';
import { MemberEntity } from './member.entity';
import { memberNotFound } from './membership.exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member by uuid or by member id (any case). With `lock`, the row stays
 * locked until the transaction ends, so rule checks and the change see the
 * same state. Throws 404 'Member not found'.
 */
export async function findMember(manager: EntityManager, idOrMemberId: string, lock = false): Promise<MemberEntity> {
  const key = idOrMemberId.trim();
  const where = UUID.test(key) ? { id: key.toLowerCase() } : { memberId: key.toUpperCase() };
  const member = await manager.findOne(MemberEntity, { where, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (!member) throw memberNotFound();
  return member;
}
