import { ObjectStorageServiceConfig, Secret } from '@portal/platform';
import { IsEmail, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';

/** Object storage variables (S3_*) come from ObjectStorageServiceConfig. */
export class MembershipConfig extends ObjectStorageServiceConfig {
  /** Five upper-case letters before the digits of every member id. */
  @IsOptional()
  @Matches(/^[A-Z]{5}$/, { message: 'must be five upper-case letters, e.g. PHOTO' })
  MEMBER_ID_PREFIX: string = 'PHOTO';

  /** How often the scheduled jobs (expiry of lapsed memberships, renewal reminders) look for work. */
  @IsOptional()
  @IsInt()
  @Min(1)
  JOB_INTERVAL_SECONDS: number = 5 * 60;

  /** Where the portal is reached: the QR code of every ID card and certificate opens `<PUBLIC_URL>/verify/…`. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http(s) URL, e.g. https://portal.example.org' })
  PUBLIC_URL: string = 'http://localhost:8080';

  /**
   * Signs the verification links printed on cards (HMAC-SHA256), so member ids cannot be enumerated. `npm start`
   * derives one from its session secret; production refuses the default below (changing it voids printed cards).
   */
  @Secret({ minLengthInProduction: 32 })
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters' })
  ID_CARD_SIGNING_SECRET: string = 'local-development-id-card-signing-secret';

  /**
   * The association's Ed25519 private key (its 32-byte seed in hex, `openssl rand -hex 32`; or PKCS#8 PEM) that signs the pass in ID card
   * QR codes, which the check-in screen verifies offline. Required in production; elsewhere a key is generated at
   * first start and kept in the database. Rotation: README, "ID card keys".
   */
  @Secret({
    requiredInProduction: {
      when: () => true,
      reason: '(it signs the pass in ID card QR codes; README, "ID card keys", says how to make one)',
    },
  })
  @IsOptional()
  @IsString()
  ID_CARD_PASS_PRIVATE_KEY?: string;

  /** Named on ID cards and certificates. */
  @IsOptional()
  @IsString()
  ASSOCIATION_NAME: string = 'Karnataka Photographers Welfare Association';

  /** Issue 32 (DPDP Act): the grievance officer the privacy notice names, to whom members write about their data. */
  @IsOptional()
  @IsString()
  @MinLength(2, { message: 'must be a name' })
  @MaxLength(100)
  GRIEVANCE_OFFICER_NAME: string = 'The Honorary Secretary';

  /** The grievance officer's e-mail address, shown with their name in the privacy notice. */
  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address, e.g. grievance@kpwa.in' })
  GRIEVANCE_OFFICER_EMAIL: string = 'grievance@kpwa.in';

  /** Issue 32: the days the office has to answer a member's data request (the policy says 30). */
  @IsOptional()
  @IsInt()
  @Min(1)
  DATA_REQUEST_DEADLINE_DAYS: number = 30;

  /**
   * Issue 32 retention: a former member's personal data is anonymised (as an erasure) this many days after their
   * membership ended, unless they returned. Payment records are kept 7 years by payments, whatever this says.
   */
  @IsOptional()
  @IsInt()
  @Min(30)
  FORMER_MEMBER_RETENTION_DAYS: number = 3 * 365;
}
