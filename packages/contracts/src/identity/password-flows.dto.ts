import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { NewPasswordRules } from '../rules/password.rules';
import type {
  ChangePasswordFields,
  ForgotPasswordFields,
  PasswordFlowAnswer as PasswordFlowAnswerShape,
  ResetPasswordFields,
  SetupPasswordFields,
  VerifyResetTokenFields,
  VerifySetupTokenFields,
} from '../shapes/auth.shapes';
import { IdentityMessages as M } from './identity.messages';

export type { PasswordFlowAnswer, VerifyResetTokenAnswer, VerifySetupTokenAnswer } from '../shapes/auth.shapes';

/** A new password on the set-up, reset and change flows: the shared rules (spec part 2 §5: at least 8). */
function NewPassword(): PropertyDecorator {
  return SatisfiesRules(NewPasswordRules);
}

/**
 * Body of POST /api/auth/setup-password. With the e-mailed token it sets the
 * first password; without one it only e-mails a fresh link (DESIGN.md §7), so
 * newPassword is checked only when a token comes with it or it is given.
 */
export class SetupPasswordRequest implements SetupPasswordFields {
  // With a token the link names the member; without one the login id is what the link is sent for.
  @ValidateIf((o: SetupPasswordRequest) => o.token === undefined || o.loginId !== undefined)
  @IsString({ message: M.LoginIdRequired })
  @IsNotEmpty({ message: M.LoginIdRequired })
  @MaxLength(254)
  loginId?: string;

  @ValidateIf((o: SetupPasswordRequest) => o.token !== undefined || o.newPassword !== undefined)
  @NewPassword()
  newPassword?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

/** Body of POST /api/auth/forgot-password. */
export class ForgotPasswordRequest implements ForgotPasswordFields {
  @IsString({ message: M.LoginIdRequired })
  @IsNotEmpty({ message: M.LoginIdRequired })
  @MaxLength(254)
  loginId!: string;
}

/** Body of POST /api/auth/reset-password. */
export class ResetPasswordRequest implements ResetPasswordFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;

  @NewPassword()
  newPassword!: string;
}

/** Query of GET /api/auth/reset-password/verify. */
export class VerifyResetTokenRequest implements VerifyResetTokenFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

/** Query of GET /api/auth/setup-password/verify. */
export class VerifySetupTokenRequest implements VerifySetupTokenFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

/** Body of POST /api/auth/member/change-password. */
export class ChangePasswordBody implements ChangePasswordFields {
  @IsString({ message: M.CurrentPasswordRequired })
  @IsNotEmpty({ message: M.CurrentPasswordRequired })
  @MaxLength(1024)
  currentPassword!: string;

  @NewPassword()
  newPassword!: string;
}

/** The change-password call to identity: the body plus the logged-in member from the session. */
export class ChangePasswordRequest extends ChangePasswordBody {
  @IsUUID()
  memberUuid!: string;
}

/** `memberUuid` is for the gateway only (to end the member's other sessions); it never reaches the browser. */
export interface PasswordChangedAnswer extends PasswordFlowAnswerShape {
  memberUuid: string;
}
