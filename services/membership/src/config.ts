import { BaseServiceConfig } from '@portal/platform';
import { IsOptional, Matches } from 'class-validator';

export class MembershipConfig extends BaseServiceConfig {
  /** Five upper-case letters before the digits of every member id. */
  @IsOptional()
  @Matches(/^[A-Z]{5}$/, { message: 'must be five upper-case letters, e.g. PHOTO' })
  MEMBER_ID_PREFIX: string = 'PHOTO';
}
