import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Language, Languages } from '../i18n/language';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { RegistrationRules as R } from '../rules/registration.rules';
import type { PrivacyConsentFields } from '../shapes/privacy.shapes';
import type { RegistrationFields, RegistrationSettingsFields } from '../shapes/registration.shapes';

export type { RegisterAnswer, RegistrationSettingsDto, RegistrationStatusAnswer } from '../shapes/registration.shapes';
export { RegistrationFieldNames, RegistrationFileFields } from '../shapes/registration.shapes';

/**
 * The public registration form (spec part 1 §3 and §5): every field is stored
 * (DESIGN.md §7). The rules and messages are the shared ones the web's form
 * applies too (packages/contracts/src/rules/registration.rules.ts); the length
 * caps are the server's own.
 */
export class RegistrationInput implements RegistrationFields, PrivacyConsentFields {
  @SatisfiesRules(R.firstName) @MaxLength(100) firstName!: string;
  @SatisfiesRules(R.lastName) @MaxLength(100) lastName!: string;
  @SatisfiesRules(R.dateOfBirth) dateOfBirth!: string;
  @SatisfiesRules(R.gender) gender!: string;
  @SatisfiesRules(R.email) @MaxLength(254) email!: string;
  @SatisfiesRules(R.phone) @MaxLength(20) phone!: string;
  @IsOptional() @SatisfiesRules(R.alternatePhone) @MaxLength(20) alternatePhone?: string | null;
  @SatisfiesRules(R.address) @MaxLength(500) address!: string;
  @SatisfiesRules(R.city) @MaxLength(100) city!: string;
  @SatisfiesRules(R.state) @MaxLength(100) state!: string;
  @SatisfiesRules(R.pincode) pincode!: string;
  @SatisfiesRules(R.studioName) @MaxLength(200) studioName!: string;
  @SatisfiesRules(R.businessType) businessType!: string;
  @SatisfiesRules(R.experienceYears) experienceYears!: string;
  @SatisfiesRules(R.aadharNumber) aadharNumber!: string;
  @SatisfiesRules(R.emergencyContactName) @MaxLength(100) emergencyContactName!: string;
  @SatisfiesRules(R.emergencyContactPhone) @MaxLength(20) emergencyContactPhone!: string;
  @SatisfiesRules(R.emergencyContactRelation) emergencyContactRelation!: string;
  @IsOptional() @IsString() @MaxLength(200) referredBy?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) additionalInfo?: string | null;
  /** Issue 32: the ticked consent box under the privacy notice; membership refuses a registration without it. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: "privacyConsent must be 'true' or 'false'" })
  privacyConsent?: string | null;
  /** The PRIVACY_NOTICE_VERSION the form showed; membership records it with the consent. */
  @IsOptional() @IsString() @MaxLength(40) privacyNoticeVersion?: string | null;
}

/** A file the gateway already stored for the registration. */
export class RegistrationFile {
  @IsString() key!: string;
  @IsString() contentType!: string;
  @IsString() @MaxLength(255) fileName!: string;
  @Type(() => Number) size!: number;
}

export class RegisterRequest {
  @IsDefined() @ValidateNested() @Type(() => RegistrationInput) input!: RegistrationInput;
  /** The language the form was filled in (the request's Accept-Language), kept on the member's record. */
  @IsOptional() @IsIn(Languages) language?: Language;
  @IsOptional() @ValidateNested() @Type(() => RegistrationFile) passportPhoto?: RegistrationFile;
  @IsOptional() @ValidateNested() @Type(() => RegistrationFile) idProof?: RegistrationFile;
}

/**
 * Body of PUT /api/registration/settings; empty values are null. Each date is
 * a calendar day (yyyy-mm-dd), which membership turns into the start or end
 * of that day in India, or an ISO instant, kept as given.
 */
export class RegistrationSettingsInput implements RegistrationSettingsFields {
  @IsBoolean({ message: 'isRegistrationEnabled must be true or false' })
  isRegistrationEnabled!: boolean;

  @IsOptional() @IsDateString({}, { message: 'registrationStartDate must be a date' }) registrationStartDate?:
    string | null;
  @IsOptional() @IsDateString({}, { message: 'registrationEndDate must be a date' }) registrationEndDate?:
    string | null;
  @IsOptional() @IsString() @MaxLength(1000) registrationMessage?: string | null;
}

export class UpdateRegistrationSettingsRequest {
  @IsDefined() @ValidateNested() @Type(() => RegistrationSettingsInput) input!: RegistrationSettingsInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}
