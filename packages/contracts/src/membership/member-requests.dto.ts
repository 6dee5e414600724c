import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsUUID,
  ValidateIf,
  IsIn,
  IsInt,
  IsNumberString,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { IsOptionalCalendarDay } from '../common/calendar-day';
import { PagingQuery } from '../common/paging.dto';
import type {
  BulkMemberAction,
  ListMembersFields,
  MemberDto,
  MemberFileKind,
  MemberListFilterName,
  MemberListSort,
  SortOrder,
} from '../shapes/member.shapes';
import {
  BulkMemberActions,
  MAX_BULK_MEMBERS,
  MemberDocumentTypes,
  MemberFileKinds,
  MemberListFilters,
  MemberListSorts,
  MemberStatuses,
  SortOrders,
} from '../shapes/member.shapes';
import { JoiningFeeMessages, RENEWAL_PAYMENT_METHODS } from '../rules/renewal.rules';
import { JoiningFeeOutcomes } from '../shapes/renewal.shapes';
import type {
  ApproveMemberFields,
  JoiningFeeOutcome,
  CompleteRenewalRequestFields,
  DeclineRenewalRequestFields,
  MembershipFeesFields,
  RenewalRequestFields,
} from '../shapes/renewal.shapes';

export { MemberFileKinds } from '../shapes/member.shapes';
export type {
  ApproveMemberAnswer,
  BulkImportAnswer,
  BulkMembersAnswer,
  BulkMemberOutcome,
  DeleteMemberAnswer,
  ImportRowError,
  ListMembersAnswer,
  MemberAnswer,
  MemberDocumentDto,
  MemberFileKind,
  MemberDashboardFigures,
  MemberStatsAnswer,
  NextIdAnswer,
} from '../shapes/member.shapes';
export type {
  MembershipFeesAnswer,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalSettingsAnswer,
} from '../shapes/renewal.shapes';
import { IsOptionalOneOf } from '../common/one-of.decorator';
export type { MemberActivityEntryDto } from '../shapes/member-activity.shapes';

/** A request that carries only who is asking (next id, stats). */
export class MembershipActorRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Query of GET /api/members. */
export class ListMembersQuery extends PagingQuery implements ListMembersFields {
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptionalOneOf(MemberStatuses)
  status?: string;
  @IsOptionalOneOf(MemberListSorts)
  sort?: MemberListSort;
  @IsOptionalOneOf(SortOrders)
  order?: SortOrder;
  @IsOptionalOneOf(MemberListFilters)
  filter?: MemberListFilterName;
}

export class ListMembersRequest extends ListMembersQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  /** Joined (created) on or after this day in India, YYYY-MM-DD: the members report's range. */
  @IsOptionalCalendarDay() from?: string;
  /** Joined on or before this day in India, YYYY-MM-DD. */
  @IsOptionalCalendarDay() to?: string;
}

export class MemberByIdRequest {
  /** The member's uuid or member id (e.g. PHOTO0001). */
  @IsString() id!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/**
 * Body of POST /api/members/{id}/approve, all optional (no body approves and records no fee); membership checks it
 * (joiningFeeProblems: 400 naming joiningFee, paymentMethod or reference).
 */
export class ApproveMemberBody implements ApproveMemberFields {
  /** 'paid' records the joining fee (the membership fees setting's amount) with a receipt; 'not_collected' (waived) records nothing. */
  @IsOptional()
  @IsIn(JoiningFeeOutcomes, { message: JoiningFeeMessages.outcomeInvalid })
  joiningFee?: JoiningFeeOutcome;
  /** With joiningFee 'paid': cash, upi, bank_transfer or cheque. */
  @IsOptional()
  @IsIn(RENEWAL_PAYMENT_METHODS, { message: JoiningFeeMessages.methodRequired })
  paymentMethod?: string | null;
  /** Optional: the UPI or bank reference, or the cheque number. */
  @IsOptional()
  @IsString({ message: JoiningFeeMessages.reference })
  @MaxLength(100, { message: JoiningFeeMessages.reference })
  reference?: string | null;
}

export class ApproveMemberRequest extends MemberByIdRequest {
  @IsOptional() @Allow() joiningFee?: unknown;
  @IsOptional() @Allow() paymentMethod?: unknown;
  @IsOptional() @Allow() reference?: unknown;
}

export class RejectMemberRequest extends MemberByIdRequest {
  @IsOptional() @IsString() @MaxLength(1000) reason?: string | null;
}

/** Returning a suspended applicant to pending (issue 29): membership checks the reason (1–500 characters). */
export class ReturnMemberToPendingRequest extends MemberByIdRequest {
  @IsOptional() @Allow() reason?: unknown;
}

/** Body of POST /api/members/bulk: an action on the members selected in the list (their uuids). */
export class BulkMembersBody {
  @IsIn(BulkMemberActions, { message: `action must be one of ${BulkMemberActions.join(', ')}` })
  action!: BulkMemberAction;
  @IsArray({ message: 'memberIds must be a list of member uuids' })
  @ArrayMinSize(1, { message: 'Select at least one member' })
  @ArrayMaxSize(MAX_BULK_MEMBERS, { message: `Select at most ${MAX_BULK_MEMBERS} members` })
  @ArrayUnique({ message: 'memberIds names a member twice' })
  @IsUUID('all', { each: true, message: 'memberIds must be a list of member uuids' })
  memberIds!: string[];
  /** With action 'status': the status every selected member gets. */
  @ValidateIf((body: BulkMembersBody) => body.action === 'status')
  @IsIn(MemberStatuses, { message: `status must be one of ${MemberStatuses.join(', ')}` })
  status?: string;
}

export class BulkMembersRequest extends BulkMembersBody {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Query of GET /api/members/export: without ids, every member; with them, only those (export selected). */
export class ExportMembersQuery {
  /** Comma-separated member uuids. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray({ message: 'ids must be member uuids separated by commas' })
  @ArrayMinSize(1, { message: 'ids must name at least one member' })
  @ArrayMaxSize(MAX_BULK_MEMBERS, { message: `ids may name at most ${MAX_BULK_MEMBERS} members` })
  @IsUUID('all', { each: true, message: 'ids must be member uuids separated by commas' })
  ids?: string[];
}

export class BulkImportRequest {
  /** Object-storage key of the uploaded CSV. */
  @IsString() fileKey!: string;
  @IsOptional() @IsString() fileName?: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class ExportMembersRequest {
  /** Object-storage key the CSV is written to (the gateway streams it from there and removes it). */
  @IsString() @MaxLength(300) fileKey!: string;
  /** Only these members (uuids), in the export's order; every member without. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_BULK_MEMBERS)
  @IsUUID('all', { each: true })
  ids?: string[];
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Answered once the whole file is stored. */
export interface ExportMembersAnswer {
  fileKey: string;
  fileName: string;
  rows: number;
}

export class SetMemberFileRequest {
  @IsString() id!: string;
  @IsIn(MemberFileKinds) kind!: MemberFileKind;
  @IsString() key!: string;
  @IsString() contentType!: string;
  @IsString() @MaxLength(255) fileName!: string;
  @IsInt() @Min(0) size!: number;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class MemberFileRequest {
  @IsString() id!: string;
  @IsIn(MemberFileKinds) kind!: MemberFileKind;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** `replacedKey`/`removedKey`: the object the gateway should now delete from storage. */
export interface SetMemberFileAnswer {
  member: MemberDto;
  replacedKey: string | null;
}
export interface ClearMemberFileAnswer {
  member: MemberDto;
  removedKey: string | null;
}
export interface StoredFileAnswer {
  key: string;
  contentType: string;
  fileName: string;
  size: number;
}

export class AddDocumentRequest {
  @IsString() id!: string;
  @IsIn(MemberDocumentTypes, { message: `documentType must be one of ${MemberDocumentTypes.join(', ')}` })
  documentType!: string;
  @IsOptional() @IsString() @MaxLength(500) description?: string | null;
  @IsString() key!: string;
  @IsString() contentType!: string;
  @IsString() @MaxLength(255) fileName!: string;
  @IsInt() @Min(0) size!: number;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class DocumentRequest {
  @IsString() id!: string;
  @IsString() docId!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface DeleteDocumentAnswer {
  removedKey: string;
}

/** Body of POST /api/members/renewal-request (spec part 2 §3). */
export class RenewalRequestInput implements RenewalRequestFields {
  @IsString() memberId!: string;
  @IsOptional() @IsString() @MaxLength(200) memberName?: string;
  @IsOptional() @IsString() @MaxLength(254) memberEmail?: string | null;
  @IsOptional() @IsString() currentStatus?: string;
  /** A number or a numeric string (2000 or "2000.00"); carried on as a string. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsNumberString({}, { message: 'renewalAmount must be a number' })
  renewalAmount?: string;
}

export class CreateRenewalRequest {
  @IsDefined() @ValidateNested() @Type(() => RenewalRequestInput) input!: RenewalRequestInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Mark Paid and Renewed: POST /api/members/renewal-requests/{requestId}/complete. */
export class RenewalRequestActionRequest {
  /** The renewal request's uuid. */
  @IsString() requestId!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Body of POST /api/members/renewal-requests/{requestId}/complete: how the fee was paid; membership checks it. */
export class CompleteRenewalRequestBody implements CompleteRenewalRequestFields {
  @IsString({ message: 'paymentMethod must be text' })
  @MaxLength(40, { message: 'paymentMethod must be at most 40 characters' })
  paymentMethod!: string;
  @IsOptional()
  @IsString({ message: 'reference must be text' })
  @MaxLength(100, { message: 'reference must be at most 100 characters' })
  reference?: string | null;
}

export class CompleteRenewalRequest extends RenewalRequestActionRequest {
  @IsOptional() @IsString() @MaxLength(40) paymentMethod?: string;
  @IsOptional() @IsString() @MaxLength(100) reference?: string | null;
}

/** Body of POST /api/members/renewal-requests/{requestId}/decline: an optional reason. */
export class DeclineRenewalRequestBody implements DeclineRenewalRequestFields {
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(1000, { message: 'reason must be at most 1000 characters' })
  reason?: string | null;
}

/** Body of PUT /api/membership-fees: a number or a numeric string for either fee; membership checks the amounts. */
export class MembershipFeesInput implements MembershipFeesFields {
  @Allow() joiningFee?: number | string;
  @Allow() renewalFee?: number | string;
}

export class UpdateMembershipFeesRequest {
  @IsDefined() @ValidateNested() @Type(() => MembershipFeesInput) input!: MembershipFeesInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class DeclineRenewalRequest extends RenewalRequestActionRequest {
  @IsOptional() @IsString() @MaxLength(1000) reason?: string | null;
}
