import { Inject, Injectable } from '@nestjs/common';
import { ActorDto, DataRequestDto, MemberDto, MembershipSubjects as S } from '@portal/contracts';
import type { Pool } from 'pg';
import { accountsOf } from '../auth/login-accounts';
import { PG_POOL } from '../gateway.tokens';
import { RpcClient } from '../rpc/rpc-client.service';
import { eraseGatewayMember } from './member-erasure.repository';

/** The texts a member is known by, as membership's erasureTexts lists them (the gateway erases its own copies). */
function textsOf(member: MemberDto): { strong: string[]; weak: string[] } {
  const keep = (texts: (string | null)[]) =>
    texts.filter((text): text is string => typeof text === 'string' && text.trim().length >= 3);
  return {
    strong: keep([
      `${member.firstName} ${member.lastName}`.trim(),
      member.email,
      member.phone,
      member.alternatePhone,
      member.memberId,
      member.address,
    ]),
    weak: keep([member.firstName, member.lastName]),
  };
}

/**
 * Issue 32: completing an erasure through the gateway. Membership erases the member and announces it to the
 * services; the gateway, which holds sessions and the sign-in audit trail but reads no events, erases its own
 * copies right after, with what it read of the member before.
 */
@Injectable()
export class MemberErasureService {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async complete(id: string, requestId: string, actor: ActorDto): Promise<DataRequestDto> {
    const { member } = await this.services.rpc(S.GetMember, { id, actor });
    const done = await this.services.rpc(S.CompleteErasure, { requestId, memberUuid: member.id, actor });
    const accounts = accountsOf({ ...member, userType: 'member' });
    await eraseGatewayMember(this.pool, { uuid: member.id, texts: textsOf(member), accounts }, done.pseudonym ?? '');
    return done;
  }
}
