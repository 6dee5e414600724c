import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import type { DataCopyDto, MemberDataExportAnswer } from '../shapes/data-copies.shapes';

export type { DataCopyDto, MemberDataExportAnswer } from '../shapes/data-copies.shapes';

/**
 * `<service>.member-data.export` (issue 32): all a service holds about one member. Membership asks each service as
 * the system while it builds a copy; no other caller is answered.
 */
export class MemberDataExportRequest {
  /** The member's uuid. */
  @IsString() @MaxLength(64) memberUuid!: string;
  /** The member id (e.g. PHOTO0001). */
  @IsOptional() @IsString() @MaxLength(64) memberCode?: string | null;
  /** The member's e-mail address (the e-mail log is kept by address). */
  @IsOptional() @IsString() @MaxLength(254) email?: string | null;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** membership.data-copy.create: the signed-in member (id 'me' or their own) or an admin for a member. */
export class CreateDataCopyRequest {
  /** The member's uuid or member id; the member's own for a member. */
  @IsString() @MaxLength(64) id!: string;
  /** What the gateway holds about the member (its audit entries), gathered when the copy was asked for. */
  @IsOptional() gateway?: MemberDataExportAnswer;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** membership.data-copy.get: where a ready copy is stored, for the gateway to send it. */
export class DataCopyRequest {
  @IsString() @MaxLength(64) copyId!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface DataCopyFileAnswer {
  fileKey: string;
  fileName: string;
  contentType: string;
}

/** Announced when a copy is ready: notifications e-mails the member the link (valid DATA_COPY_VALID_DAYS). */
export interface DataCopyReadyEventData {
  copyId: string;
  memberId: string;
  memberCode: string;
  name: string;
  email: string | null;
  expiresAt: string;
  /** Where the member downloads it once signed in (Profile Settings). */
  link: string;
}

export type { DataCopyDto as DataCopyAnswer };
