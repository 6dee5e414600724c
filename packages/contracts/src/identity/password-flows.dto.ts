import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IdentityMessages as M } from './identity.messages';

/** A new password on the set-up, reset and change flows (spec part 2 §5: at least 8). */
function NewPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: M.NewPasswordTooShort })(target, key);
    MinLength(8, { message: M.NewPasswordTooShort })(target, key);
    MaxLength(128, { message: M.NewPasswordTooLong })(target, key);
  };
}

/**
 * Body of POST /api/auth/setup-password. With the e-mailed token it sets the
 * first password; without one it only e-mails a fresh link (DESIGN.md §7), so
 * newPassword is checked only when a token comes with it or it is given.
 */
export class SetupPasswordRequest {
  @IsString({ message: M.LoginIdRequired })
  @IsNotEmpty({ message: M.LoginIdRequired })
  @MaxLength(254)
  loginId!: string;

  @ValidateIf((o: SetupPasswordRequest) => o.token !== undefined || o.newPassword !== undefined)
  @NewPassword()
  newPassword?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

/** Body of POST /api/auth/forgot-password. */
export class ForgotPasswordRequest {
  @IsString({ message: M.LoginIdRequired })
  @IsNotEmpty({ message: M.LoginIdRequired })
  @MaxLength(254)
  loginId!: string;
}

/** Body of POST /api/auth/reset-password. */
export class ResetPasswordRequest {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;

  @NewPassword()
  newPassword!: string;
}

/** Query of GET /api/auth/reset-password/verify. */
export class VerifyResetTokenRequest {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

export interface VerifyResetTokenAnswer {
  valid: boolean;
}

/** Body of POST /api/auth/member/change-password. */
export class ChangePasswordBody {
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

/** The same answer whether or not an account matched (never reveals one). */
export interface PasswordFlowAnswer {
  success: true;
  message: string;
}

/** `memberUuid` is for the gateway only (to end the member's other sessions); it never reaches the browser. */
export interface PasswordChangedAnswer extends PasswordFlowAnswer {
  memberUuid: string;
}
