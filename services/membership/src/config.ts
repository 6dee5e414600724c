import { ObjectStorageServiceConfig } from '@portal/platform';
import { IsOptional, Matches } from 'class-validator';

/** Object storage variables (S3_*) come from ObjectStorageServiceConfig. */
export class MembershipConfig extends ObjectStorageServiceConfig {
  /** Five upper-case letters before the digits of every member id. */
  @IsOptional()
  @Matches(/^[A-Z]{5}$/, { message: 'must be five upper-case letters, e.g. PHOTO' })
  MEMBER_ID_PREFIX: string = 'PHOTO';
}
