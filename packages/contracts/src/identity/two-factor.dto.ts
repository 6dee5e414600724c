import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import type { AdminTwoFactorLoginFields, DisableTwoFactorFields, TwoFactorCodeFields } from '../shapes/auth.shapes';
import { IdentityMessages as M } from './identity.messages';
import type { AdminDto } from './admin-login.dto';

export type { TwoFactorRecoveryCodesAnswer, TwoFactorSetupAnswer } from '../shapes/auth.shapes';

/** Six digits, spaces allowed (apps show `123 456`). */
const TOTP_FORMAT = /^\s*\d{3}\s?\d{3}\s*$/;

/** POST /api/auth/admin/two-factor/enable and /recovery-codes: a code from the authenticator app. */
export class TwoFactorCodeBody implements TwoFactorCodeFields {
  @IsString({ message: M.TwoFactorCodeRequired })
  @Matches(TOTP_FORMAT, { message: M.TwoFactorCodeRequired })
  code!: string;
}

/** POST /api/auth/admin/two-factor/disable: the current password and a code (authenticator or recovery code). */
export class DisableTwoFactorBody implements DisableTwoFactorFields {
  @IsString({ message: M.CurrentPasswordRequired })
  @IsNotEmpty({ message: M.CurrentPasswordRequired })
  @MaxLength(1024)
  currentPassword!: string;

  @IsString({ message: M.TwoFactorCodeOrRecoveryCodeRequired })
  @IsNotEmpty({ message: M.TwoFactorCodeOrRecoveryCodeRequired })
  @MaxLength(64)
  code!: string;
}

/** POST /api/auth/admin/login/two-factor: the code from the authenticator app, or one recovery code. */
export class AdminTwoFactorLoginBody implements AdminTwoFactorLoginFields {
  @ValidateIf((body: AdminTwoFactorLoginBody) => body.recoveryCode === undefined || body.recoveryCode === null)
  @IsString({ message: M.TwoFactorCodeOrRecoveryCodeRequired })
  @Matches(TOTP_FORMAT, { message: M.TwoFactorCodeRequired })
  code?: string;

  @IsOptional()
  @IsString({ message: M.TwoFactorCodeOrRecoveryCodeRequired })
  @IsNotEmpty({ message: M.TwoFactorCodeOrRecoveryCodeRequired })
  @MaxLength(64)
  recoveryCode?: string;

  /**
   * Trust this browser for 30 days: its next sign-ins with the right password need no code. The gateway keeps
   * the mark for its own signed device cookie; identity never sees this field.
   */
  @IsOptional()
  @IsBoolean()
  trustDevice?: boolean;
}

/** The gateway to identity: the signed-in admin (from the session) for set-up and renewal of recovery codes. */
export class AdminTwoFactorActorRequest {
  @IsUUID()
  adminId!: string;
}

export class EnableAdminTwoFactorRequest extends TwoFactorCodeBody {
  @IsUUID()
  adminId!: string;
}

export class DisableAdminTwoFactorRequest extends DisableTwoFactorBody {
  @IsUUID()
  adminId!: string;
}

/** The sign-in's second step: the admin whose password the gateway's session saw, and what they typed. */
export class AdminTwoFactorLoginRequest extends AdminTwoFactorLoginBody {
  @IsUUID()
  adminId!: string;
}

export interface AdminTwoFactorLoginAnswer {
  admin: AdminDto;
}
