import { BaseServiceConfig } from '@portal/platform';
import { IsOptional, IsString, Matches } from 'class-validator';

export class MembershipConfig extends BaseServiceConfig {
  /** Five upper-case letters before the digits of every member id. */
  @IsOptional()
  @Matches(/^[A-Z]{5}$/, { message: 'must be five upper-case letters, e.g. PHOTO' })
  MEMBER_ID_PREFIX: string = 'PHOTO';

  @Matches(/^https?:\/\/.+/, { message: 'must be the http(s) URL of the S3-compatible object storage' })
  S3_ENDPOINT!: string;

  @IsString({ message: 'is required (object storage access key)' })
  S3_ACCESS_KEY!: string;

  @IsString({ message: 'is required (object storage secret key)' })
  S3_SECRET_KEY!: string;

  @IsOptional()
  @IsString()
  S3_BUCKET: string = 'portal';
}
