import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ActorDto, IdentityMessages, MemberDto, MembershipErrorCode, MemberStatus } from '@portal/contracts';
import { memberNotFound, MembershipException } from './membership.exception';
import { MembersService } from './members.service';
import { SessionMemberService } from './session-member.service';

function sessionMembers(status: MemberStatus | 'gone') {
  const asked: ActorDto[] = [];
  const members = {
    get: async (id: string, actor: ActorDto) => {
      asked.push(actor);
      if (status === 'gone') throw memberNotFound();
      return { id, memberId: 'PHOTO0001', status } as MemberDto;
    },
  } as unknown as MembersService;
  return { sut: new SessionMemberService(members), asked };
}

/** Refused with the words of a failed sign-in, so a login never reveals whether the member exists. */
const refusedAsFailedSignIn = (error: unknown) =>
  error instanceof MembershipException &&
  error.code === MembershipErrorCode.SessionNotAllowed &&
  error.message === IdentityMessages.InvalidMemberCredentials;

describe('SessionMemberService', () => {
  it('gives active and expired members their own record for the session, read as that member', async () => {
    for (const status of ['active', 'expired'] as const) {
      const { sut, asked } = sessionMembers(status);
      assert.equal((await sut.find('m1')).status, status);
      assert.deepEqual(asked, [{ userId: 'm1', userType: 'member' }]);
    }
  });

  it('refuses a pending or suspended member even when identity still let them in', async () => {
    for (const status of ['pending', 'suspended'] as const) {
      await assert.rejects(sessionMembers(status).sut.find('m1'), refusedAsFailedSignIn);
    }
  });

  it('refuses a member who is gone as a failed sign-in, not as "not found"', async () => {
    await assert.rejects(sessionMembers('gone').sut.find('m1'), refusedAsFailedSignIn);
  });
});
