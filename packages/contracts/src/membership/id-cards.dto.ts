import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDateString,
  IsDefined,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { PagingQuery } from '../common/paging.dto';
import type { GenerateIdCardsFields } from '../shapes/id-cards.shapes';
import { MemberStatuses } from '../shapes/member.shapes';
import { MemberByIdRequest } from './member-requests.dto';

export { IdCardJobStatuses, IdCardSources } from '../shapes/id-cards.shapes';
export type {
  GenerateIdCardsAnswer,
  IdCardJobAnswer,
  IdCardJobFailure,
  IdCardJobStatus,
  IdCardListItem,
  IdCardSource,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  VerifyMemberAnswer,
} from '../shapes/id-cards.shapes';
import { IsOptionalOneOf } from '../common/one-of.decorator';

/** Most members one generation request may name; `{ all: true }` covers the whole register. */
export const MAX_ID_CARD_MEMBERS = 10000;

/** Query of the /id-cards list and of the id-cards report: `from`/`to` bound generatedAt (ISO dates). */
export class ListIdCardsQuery extends PagingQuery {
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptionalOneOf(MemberStatuses)
  status?: string;
  @IsOptional() @IsDateString({}, { message: 'from must be a date' }) from?: string;
  @IsOptional() @IsDateString({}, { message: 'to must be a date' }) to?: string;
}

/** `actor` is absent only for calls between services (the reports export). */
export class ListIdCardsRequest extends ListIdCardsQuery {
  @IsOptional() @ValidateNested() @Type(() => ActorDto) actor?: ActorDto;
}

/** One or the other: a list and `all: true` together would leave which one was meant to a guess. */
@ValidatorConstraint({ name: 'notWithAll' })
class NotWithAll implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return (args.object as GenerateIdCardsFields).all !== true;
  }
  defaultMessage(): string {
    return 'Send either memberIds or all, not both';
  }
}

/** Body of POST /api/id-cards/generate: `{ memberIds }` or `{ all: true }`. */
export class GenerateIdCardsInput implements GenerateIdCardsFields {
  @ValidateIf((input: GenerateIdCardsInput) => input.all !== true || input.memberIds !== undefined)
  @Validate(NotWithAll)
  @IsArray({ message: 'memberIds must be a list of member ids, or send { "all": true }' })
  @ArrayMinSize(1, { message: 'Select at least one member' })
  @ArrayMaxSize(MAX_ID_CARD_MEMBERS, { message: `memberIds may name at most ${MAX_ID_CARD_MEMBERS} members` })
  @IsString({ each: true, message: 'memberIds must be a list of member ids' })
  @MaxLength(64, { each: true, message: 'memberIds must be a list of member ids' })
  memberIds?: string[];

  @IsOptional() @Equals(true, { message: 'all must be true when given' }) all?: boolean;
}

export class GenerateIdCardsRequest extends GenerateIdCardsInput {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class IdCardJobRequest {
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Generation job not found' }) jobId!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** The newest card of a member; `countDownload: false` for a HEAD that only asks whether there is one. */
export class IdCardFileRequest extends MemberByIdRequest {
  @IsOptional() @IsBoolean() countDownload?: boolean;
}

/** The public verification: the member id and the signature printed in the QR code. */
export class VerifyMemberRequest {
  @IsString() @MaxLength(64) memberId!: string;
  @IsOptional() @IsString() @MaxLength(200) sig?: string;
}

/** membership.id-card.generated: one per finished generation job, for the activity feed. */
export interface IdCardsGeneratedEventData {
  jobId: string;
  generated: number;
  failed: number;
  /** Up to the first few members whose cards were made, for a readable activity line. */
  sample: Array<{ memberId: string; name: string }>;
  actorId: string | null;
}
