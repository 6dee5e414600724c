import { MemberDto, MembershipSubjects } from '@portal/contracts';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';

export type MemberUser = MemberDto & { userType: 'member' };

/** Statuses whose members may hold a session (DESIGN.md §7). */
const ADMITTED = new Set(['active', 'expired']);

/**
 * The member's full record from membership, asked as that member; null when
 * the member is gone or no longer admitted (pending, suspended).
 */
export async function loadMemberUser(services: RpcClient, memberUuid: string, correlationId: string): Promise<MemberUser | null> {
  try {
    const { member } = await services.rpc(
      MembershipSubjects.GetMember,
      { id: memberUuid, actor: { userId: memberUuid, userType: 'member' } },
      { correlationId },
    );
    return ADMITTED.has(member.status) ? { ...member, userType: 'member' } : null;
  } catch (error) {
    if (error instanceof GatewayHttpError && error.status === 404) return null;
    throw error;
  }
}
