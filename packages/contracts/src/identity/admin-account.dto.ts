import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { AdminProfileRules } from '../rules/admin-profile.rules';
import { AdminDto } from './admin-login.dto';
import { ChangePasswordBody } from './password-flows.dto';

/** PUT /api/auth/admin/profile: the signed-in admin's own name (issue 27). */
export class UpdateAdminProfileBody {
  @IsString() @MaxLength(200) @SatisfiesRules(AdminProfileRules.firstName) firstName!: string;
  @IsOptional() @IsString() @MaxLength(200) @SatisfiesRules(AdminProfileRules.lastName) lastName?: string | null;
}

export class UpdateAdminProfileRequest extends UpdateAdminProfileBody {
  @IsUUID()
  adminId!: string;
}

/** POST /api/auth/admin/change-password to identity: the body plus the signed-in admin from the session. */
export class ChangeAdminPasswordRequest extends ChangePasswordBody {
  @IsUUID()
  adminId!: string;
}

export type UpdateAdminProfileAnswer = AdminDto;

/** The gateway to identity: an admin signed in from a device without a known-device cookie for the account. */
export class AdminNewDeviceSignInRequest {
  @IsUUID()
  adminId!: string;
  @IsOptional() @IsString() @MaxLength(100) ipAddress?: string | null;
  @IsOptional() @IsString() @MaxLength(500) userAgent?: string | null;
}
