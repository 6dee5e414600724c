import { BaseServiceConfig, Secret } from '@portal/platform';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf } from 'class-validator';

export class IdentityConfig extends BaseServiceConfig {
  /** With ADMIN_PASSWORD: the first admin, created when no account has this e-mail. */
  @ValidateIf((c: IdentityConfig) => c.ADMIN_PASSWORD !== undefined || c.ADMIN_EMAIL !== undefined)
  @IsEmail({}, { message: 'must be an e-mail address (set it together with ADMIN_PASSWORD)' })
  ADMIN_EMAIL?: string;

  @Secret()
  @ValidateIf((c: IdentityConfig) => c.ADMIN_PASSWORD !== undefined || c.ADMIN_EMAIL !== undefined)
  @MinLength(8, { message: 'must be at least 8 characters (set it together with ADMIN_EMAIL)' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  ADMIN_FIRST_NAME?: string;

  /**
   * The CPU priority (Linux nice, 0-19) of the process that hashes passwords: above 0 the scheduler serves
   * request handling first, so a burst of sign-ins cannot slow the rest of the portal; an idle CPU still
   * goes to hashing. 0 hashes at the service's own priority.
   */
  @IsInt({ message: 'must be a whole number from 0 (normal priority) to 19 (lowest)' })
  @Min(0, { message: 'must be a whole number from 0 (normal priority) to 19 (lowest)' })
  @Max(19, { message: 'must be a whole number from 0 (normal priority) to 19 (lowest)' })
  PASSWORD_HASH_NICE: number = 19;

  /**
   * Encrypts admins' two-factor (TOTP) secrets at rest (AES-256-GCM) and keys the hashes of their recovery codes.
   * `npm start` and the tests derive one from the session secret; production refuses the default below. Changing
   * it makes every enrolled admin's authenticator and recovery codes useless, so keep it.
   */
  @Secret({ minLengthInProduction: 32 })
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters' })
  TWO_FACTOR_ENCRYPTION_KEY: string = 'local-development-two-factor-encryption-key';
}
