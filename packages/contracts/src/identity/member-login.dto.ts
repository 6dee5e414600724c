import { IsString, MaxLength, MinLength } from 'class-validator';
import type { MemberLoginFields } from '../shapes/auth.shapes';
import { IdentityMessages as M } from './identity.messages';

export type { MemberCredentialDto, MemberLoginAnswer } from '../shapes/auth.shapes';

/** Body of POST /api/auth/member/login: member id, e-mail or phone, and password (spec part 1 §5). */
export class MemberLoginRequest implements MemberLoginFields {
  @IsString({ message: M.MemberIdentifierRequired })
  @MinLength(1, { message: M.MemberIdentifierRequired })
  @MaxLength(254)
  identifier!: string;

  @IsString({ message: M.LoginPasswordTooShort })
  @MinLength(6, { message: M.LoginPasswordTooShort })
  @MaxLength(1024)
  password!: string;
}
