import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { BusinessTypes, EmergencyRelations, ExperienceRanges, Genders, MemberDto } from './member.dto';

/**
 * The public registration form (spec part 1 §3 and §5): every field is stored
 * (DESIGN.md §7). Messages are the spec's where it gives them.
 */
export class RegistrationInput {
  @IsString({ message: 'First name must be at least 2 characters' })
  @MinLength(2, { message: 'First name must be at least 2 characters' })
  @MaxLength(100)
  firstName!: string;

  @IsString({ message: 'Last name must be at least 2 characters' })
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @MaxLength(100)
  lastName!: string;

  @IsDateString({ strict: false }, { message: 'Date of birth is required' })
  dateOfBirth!: string;

  @IsIn(Genders, { message: 'Please select a gender' })
  gender!: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  @Matches(/^[+\d][\d\s-]{9,}$/, { message: 'Phone number must be at least 10 digits' })
  @MaxLength(20)
  phone!: string;

  @IsOptional()
  @Matches(/^([+\d][\d\s-]{9,})?$/, { message: 'Alternate phone number must be at least 10 digits' })
  @MaxLength(20)
  alternatePhone?: string | null;

  @IsString({ message: 'Address must be at least 5 characters' })
  @MinLength(5, { message: 'Address must be at least 5 characters' })
  @MaxLength(500)
  address!: string;

  @IsString({ message: 'City must be at least 2 characters' })
  @MinLength(2, { message: 'City must be at least 2 characters' })
  @MaxLength(100)
  city!: string;

  @IsString({ message: 'State must be at least 2 characters' })
  @MinLength(2, { message: 'State must be at least 2 characters' })
  @MaxLength(100)
  state!: string;

  @Matches(/^\d{6}$/, { message: 'Pincode must be 6 digits' })
  pincode!: string;

  @IsString({ message: 'Studio/Photography name is required' })
  @MinLength(2, { message: 'Studio/Photography name is required' })
  @MaxLength(200)
  studioName!: string;

  @IsIn(BusinessTypes, { message: 'Please select a business type' })
  businessType!: string;

  @IsIn(ExperienceRanges, { message: 'Please select your experience' })
  experienceYears!: string;

  @Matches(/^\d{12}$/, { message: 'Aadhar number must be 12 digits' })
  aadharNumber!: string;

  @IsString({ message: 'Emergency contact name must be at least 2 characters' })
  @MinLength(2, { message: 'Emergency contact name must be at least 2 characters' })
  @MaxLength(100)
  emergencyContactName!: string;

  @Matches(/^[+\d][\d\s-]{9,}$/, { message: 'Emergency contact phone must be at least 10 digits' })
  @MaxLength(20)
  emergencyContactPhone!: string;

  @IsIn(EmergencyRelations, { message: 'Please select a relation' })
  emergencyContactRelation!: string;

  @IsOptional() @IsString() @MaxLength(200) referredBy?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) additionalInfo?: string | null;
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
  @IsOptional() @ValidateNested() @Type(() => RegistrationFile) passportPhoto?: RegistrationFile;
  @IsOptional() @ValidateNested() @Type(() => RegistrationFile) idProof?: RegistrationFile;
}

export interface RegisterAnswer {
  member: MemberDto;
  message: string;
}

/** GET /api/registration/status (public). */
export interface RegistrationStatusAnswer {
  isOpen: boolean;
  message: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** Body of PUT /api/registration/settings; empty values are null. */
export class RegistrationSettingsInput {
  @IsBoolean({ message: 'isRegistrationEnabled must be true or false' })
  isRegistrationEnabled!: boolean;

  @IsOptional() @IsDateString({}, { message: 'registrationStartDate must be a date' }) registrationStartDate?: string | null;
  @IsOptional() @IsDateString({}, { message: 'registrationEndDate must be a date' }) registrationEndDate?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) registrationMessage?: string | null;
}

export class UpdateRegistrationSettingsRequest {
  @IsDefined() @ValidateNested() @Type(() => RegistrationSettingsInput) input!: RegistrationSettingsInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface RegistrationSettingsDto {
  isRegistrationEnabled: boolean;
  registrationStartDate: string | null;
  registrationEndDate: string | null;
  registrationMessage: string | null;
  updatedAt: string | null;
}
