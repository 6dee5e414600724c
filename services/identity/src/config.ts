import { BaseServiceConfig } from '@portal/platform';
import { IsEmail, IsOptional, MinLength, ValidateIf } from 'class-validator';

export class IdentityConfig extends BaseServiceConfig {
  /** With ADMIN_PASSWORD: the first admin, created when no account has this e-mail. */
  @ValidateIf((c: IdentityConfig) => c.ADMIN_PASSWORD !== undefined || c.ADMIN_EMAIL !== undefined)
  @IsEmail({}, { message: 'must be an e-mail address (set it together with ADMIN_PASSWORD)' })
  ADMIN_EMAIL?: string;

  @ValidateIf((c: IdentityConfig) => c.ADMIN_PASSWORD !== undefined || c.ADMIN_EMAIL !== undefined)
  @MinLength(8, { message: 'must be at least 8 characters (set it together with ADMIN_EMAIL)' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  ADMIN_FIRST_NAME?: string;
}
