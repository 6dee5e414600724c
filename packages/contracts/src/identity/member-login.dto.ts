import { IsString, MaxLength, MinLength } from 'class-validator';
import { IdentityMessages as M } from './identity.messages';

/** Body of POST /api/auth/member/login: member id, e-mail or phone, and password (spec part 1 §5). */
export class MemberLoginRequest {
  @IsString({ message: M.MemberIdentifierRequired })
  @MinLength(1, { message: M.MemberIdentifierRequired })
  @MaxLength(254)
  identifier!: string;

  @IsString({ message: M.LoginPasswordTooShort })
  @MinLength(6, { message: M.LoginPasswordTooShort })
  @MaxLength(1024)
  password!: string;
}

/** What identity knows of a member (its projection of membership events); never the password. */
export interface MemberCredentialDto {
  /** The member's uuid: the session's user id. */
  id: string;
  memberId: string;
  email: string | null;
  phone: string;
  firstName: string;
  lastName: string;
  status: string;
}

export interface MemberLoginAnswer {
  member: MemberCredentialDto;
}
