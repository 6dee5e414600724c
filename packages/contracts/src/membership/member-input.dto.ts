import { Type } from 'class-transformer';
import { IsArray, IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import type { MemberFields } from '../shapes/member.shapes';
import { MemberStatuses, Schemes } from '../shapes/member.shapes';
import { IsOptionalOneOf } from '../common/one-of.decorator';

/**
 * Body of POST /api/members and PUT /api/members/{id} (spec part 1 §7, part 2 §7).
 * Shape only: the membership service applies the rules (required fields on
 * create, member id format, phone normalisation, dates, uniqueness) and answers
 * 400 `errors: [{ field, message }]` or 409 with `field`.
 */
export class MemberInput implements MemberFields {
  @IsOptional() @IsString() @MaxLength(20) memberId?: string | null;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @IsOptional() @IsString() @MaxLength(254) email?: string | null;
  @IsOptional() @IsString() @MaxLength(20) phone?: string;
  @IsOptional() @IsString() @MaxLength(20) alternatePhone?: string | null;
  @IsOptional() @IsString() @MaxLength(500) address?: string | null;
  @IsOptional() @IsString() @MaxLength(100) city?: string | null;
  @IsOptional() @IsString() @MaxLength(100) state?: string | null;
  @IsOptional() @IsString() @MaxLength(10) pincode?: string | null;
  /** Text as typed (YYYY-MM-DD or an ISO timestamp); the service turns it into a date. */
  @IsOptional() @IsString() dateOfBirth?: string | null;
  @IsOptional() @IsString() gender?: string | null;
  @IsOptional() @IsString() @MaxLength(200) studioName?: string | null;
  @IsOptional() @IsString() businessType?: string | null;
  @IsOptional() @IsString() experienceYears?: string | null;
  @IsOptional() @IsString() @MaxLength(100) emergencyContactName?: string | null;
  @IsOptional() @IsString() @MaxLength(20) emergencyContactPhone?: string | null;
  @IsOptional() @IsString() emergencyContactRelation?: string | null;
  @IsOptional() @IsString() @MaxLength(200) referredBy?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) additionalInfo?: string | null;
  /** 12 digits as typed on the registration form; the service keeps only the last four (DESIGN.md §4). */
  @IsOptional() @IsString() @MaxLength(20) aadharNumber?: string | null;
  @IsOptional() @IsString() membershipStartDate?: string | null;
  @IsOptional() @IsString() membershipEndDate?: string | null;
  @IsOptionalOneOf(MemberStatuses)
  status?: string;
  @IsOptional()
  @IsArray()
  @IsIn(Schemes, { each: true, message: `optedSchemes must contain only ${Schemes.join(', ')}` })
  optedSchemes?: string[];
}

export class CreateMemberRequest {
  @IsDefined() @ValidateNested() @Type(() => MemberInput) input!: MemberInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class UpdateMemberRequest {
  @IsString() id!: string;
  @IsDefined() @ValidateNested() @Type(() => MemberInput) input!: MemberInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}
