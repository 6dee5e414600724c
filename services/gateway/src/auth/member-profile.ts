import { MembershipErrorCode, MembershipSubjects, MemberUserAnswer } from '@portal/contracts';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';

/**
 * The member's own record for a session, from membership, which refuses (401, as a failed sign-in)
 * a member who is gone or whose status may not hold a session.
 */
export async function sessionMember(services: RpcClient, memberUuid: string): Promise<MemberUserAnswer> {
  const { member } = await services.rpc(MembershipSubjects.GetSessionMember, { id: memberUuid });
  return { ...member, userType: 'member' };
}

/** As `sessionMember`, but null when membership refuses the session: the caller then ends it. */
export async function currentSessionMember(services: RpcClient, memberUuid: string): Promise<MemberUserAnswer | null> {
  try {
    return await sessionMember(services, memberUuid);
  } catch (error) {
    if (error instanceof GatewayHttpError && error.body.code === MembershipErrorCode.SessionNotAllowed) return null;
    throw error;
  }
}
