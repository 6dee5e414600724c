import { IsOptionalOneOf } from '../common/one-of.decorator';
import { Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Schemes } from '../shapes/member.shapes';
import { CheckInMethods } from '../shapes/content.shapes';
import type { CheckInFields, CheckInMethod, EventFields, GalleryItemFields } from '../shapes/content.shapes';

export type {
  AttendanceDto,
  CheckInAnswer,
  CheckInMethod,
  EventAttendanceAnswer,
  EventAttendeeDto,
  EventAttendeesAnswer,
  EventDto,
  EventSignupAnswer,
  GalleryItemDto,
  SchemeDocumentDto,
} from '../shapes/content.shapes';

/*
 * Shapes only: the content service applies the rules of contracts/rules/content.rules.ts
 * (title and date-time required, category, capacity) and answers with the spec's words.
 */

const schemeMessage = `scheme must be one of ${Schemes.join(', ')}`;

export class EventInput implements EventFields {
  @IsOptional() @IsString() @MaxLength(1000) title?: string;
  @IsOptional() @IsString() @MaxLength(5000) description?: string | null;
  @IsOptional() @IsString() @MaxLength(40) eventDate?: string;
  @IsOptional() @IsString() @MaxLength(300) location?: string | null;
  @IsOptional() @IsString() @MaxLength(40) category?: string;
  // A number or digits; the service checks it is a whole number in range.
  @Allow() capacity?: number | string | null;
  @IsOptional() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;
  @IsOptional() @IsBoolean({ message: 'cancelled must be true or false' }) cancelled?: boolean;
}

/** Body of POST /api/events/{id}/attendance: a scanned or typed member id (issue 30). */
export class CheckInInput implements CheckInFields {
  @IsString() @MaxLength(40) memberId!: string;
  /** When the door scanned it (a scan queued offline syncs later); the service bounds it. */
  @IsOptional() @IsString() @MaxLength(40) scannedAt?: string;
  @IsOptionalOneOf(CheckInMethods)
  method?: CheckInMethod;
}

export class GalleryQuery {
  /** An event's id, or 'all'. */
  @IsOptional() @IsString() @MaxLength(64) eventId?: string;
}

export class SchemeDocumentsQuery {
  /** One scheme, or 'all'. */
  @IsOptional() @IsIn([...Schemes, 'all'], { message: schemeMessage }) scheme?: string;
}

/** An object the gateway has stored, as the owning service records it. */
export class StoredFileDto {
  @IsString() @MaxLength(300) key!: string;
  @IsString() @MaxLength(200) contentType!: string;
  @IsString() @MaxLength(300) fileName!: string;
  @Type(() => Number) @IsInt() @Min(0) size!: number;
}

/* RPC requests: the HTTP inputs plus who is asking. */

class WithActor {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class ContentActorRequest extends WithActor {}

export class ContentByIdRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
}

export class ExportAttendeesRequest extends ContentByIdRequest {
  /** Object-storage key the CSV is written to. */
  @IsString() @MaxLength(300) fileKey!: string;
}

export interface ExportAttendeesAnswer {
  fileKey: string;
  fileName: string;
  rows: number;
}

export class RecordAttendanceRequest extends ContentByIdRequest {
  @IsDefined() @ValidateNested() @Type(() => CheckInInput) input!: CheckInInput;
}

export class CreateEventRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => EventInput) input!: EventInput;
}

export class UpdateEventRequest extends CreateEventRequest {
  @IsString() @MaxLength(64) id!: string;
}

export class ListGalleryRequest extends GalleryQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class CreateGalleryItemRequest extends WithActor implements GalleryItemFields {
  @IsDefined() @ValidateNested() @Type(() => StoredFileDto) file!: StoredFileDto;
  @IsOptional() @IsString() @MaxLength(1000) title?: string;
  @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @IsOptional() @IsString() @MaxLength(64) eventId?: string;
}

export class GalleryFileRequest extends ContentByIdRequest {
  @IsIn(['media', 'thumbnail']) variant!: 'media' | 'thumbnail';
}

export class ListSchemeDocumentsRequest extends SchemeDocumentsQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class CreateSchemeDocumentRequest extends WithActor {
  @IsOptional() @IsString() @MaxLength(40) scheme?: string;
  @IsDefined() @ValidateNested() @Type(() => StoredFileDto) file!: StoredFileDto;
}

/** Where a file is stored, for the gateway to stream it after content allowed the caller. */
export interface ContentFileAnswer {
  key: string;
  contentType: string;
  fileName: string;
  size: number;
}

/** Answer of content.event.count: the dashboard's Total Events card and its month-over-month trend. */
export interface EventCountAnswer {
  totalEvents: number;
  /** Events that existed when this month began in India. */
  totalEventsLastMonth: number;
}

export interface DeletedAnswer {
  id: string;
  /** Objects content no longer refers to; the gateway removes them. */
  removedKeys: string[];
}

/* Events. */

/** Data of content.event.created / updated / deleted. */
export interface EventChangedEventData {
  event: { id: string; title: string; eventDate: string; location: string | null; status: string };
  by: string | null;
}

export interface EventAttendeeContact {
  memberId: string;
  memberCode: string;
  name: string;
  email: string | null;
}

/** Data of content.event.cancelled: who had signed up, so notifications can tell them. */
export interface EventCancelledEventData extends EventChangedEventData {
  attendees: EventAttendeeContact[];
}

/** Data of content.event.signup.changed. */
export interface EventSignupChangedEventData {
  eventId: string;
  eventTitle: string;
  memberId: string;
  change: 'signed_up' | 'cancelled';
  signedUp: number;
  capacity: number | null;
}
