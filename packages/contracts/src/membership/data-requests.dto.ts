import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { DataRequestListStates } from '../shapes/data-requests.shapes';
import type {
  DataRequestDto,
  DataRequestListState,
  DeclineDataRequestFields,
  ErasureRequestFields,
  ErasureService,
} from '../shapes/data-requests.shapes';

export type { DataRequestDto, DataRequestListItemDto } from '../shapes/data-requests.shapes';

/** Body of POST /api/members/data-requests/erasure (the signed-in member, for themself). */
export class ErasureRequestInput implements ErasureRequestFields {
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note?: string | null;
}

export class RequestErasureRequest {
  @IsDefined() @ValidateNested() @Type(() => ErasureRequestInput) input!: ErasureRequestInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Body of POST /api/members/data-requests/{requestId}/decline. */
export class DeclineDataRequestBody implements DeclineDataRequestFields {
  @IsString({ message: 'reason must be text' })
  @MaxLength(1000, { message: 'reason must be at most 1000 characters' })
  reason!: string;
}

export class DeclineDataRequestRequest {
  @IsString() requestId!: string;
  @IsString() @MaxLength(1000) reason!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class CompleteErasureRequest {
  @IsString() requestId!: string;
  /** The member the caller means (uuid): a request of another member is not found. */
  @IsOptional() @IsString() memberUuid?: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Query of GET /api/data-requests. */
export class DataRequestListQuery {
  @IsOptional()
  @IsIn(DataRequestListStates, { message: `state must be one of: ${DataRequestListStates.join(', ')}` })
  state?: DataRequestListState;
}

export class ListDataRequestsRequest {
  @IsOptional() @IsIn(DataRequestListStates) state?: DataRequestListState;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/**
 * membership.data-request.requested and .closed: the request and who it is about, for the admin inbox item and
 * the member's notification.
 */
export interface DataRequestEventData {
  request: DataRequestDto;
  member: { id: string; memberId: string; firstName: string; lastName: string; email: string | null };
}

/**
 * membership.erasure.completed: the one event every service handles once to erase the member. `erase` lists the
 * texts that are the member's wherever they appear (full name, e-mail, phones, member id, address); `names` the
 * first and last name alone, which count only where the member's uuid is named too. Each service removes them from
 * what it keeps, or replaces them with `pseudonym`.
 */
export interface ErasureCompletedEventData {
  requestId: string;
  /** The member's uuid. */
  memberUuid: string;
  memberId: string;
  pseudonym: string;
  email: string | null;
  phones: string[];
  names: string[];
  erase: string[];
}

/** <service>.erasure.confirmed: that service has erased the member of the request. */
export interface ErasureConfirmedEventData {
  requestId: string;
  memberUuid: string;
  service: ErasureService;
}
