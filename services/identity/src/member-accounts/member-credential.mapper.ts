import { MemberCredentialDto } from '@portal/contracts';
import { MemberCredentialEntity } from './member-credential.entity';

export function toMemberCredentialDto(member: MemberCredentialEntity): MemberCredentialDto {
  return {
    id: member.memberUuid,
    memberId: member.memberId,
    email: member.email,
    phone: member.phone ?? '',
    firstName: member.firstName,
    lastName: member.lastName,
    status: member.status,
  };
}
