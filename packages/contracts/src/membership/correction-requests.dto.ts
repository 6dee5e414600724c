import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { CorrectionFields } from '../shapes/correction.shapes';
import type {
  CorrectionField,
  CorrectionRequestDto,
  CorrectionRequestFields,
  DeclineCorrectionRequestFields,
} from '../shapes/correction.shapes';

export type { CorrectionRequestDto } from '../shapes/correction.shapes';

/** Body of POST /api/members/correction-requests: membership checks the value with the member form's rules. */
export class CorrectionRequestInput implements CorrectionRequestFields {
  @IsIn(CorrectionFields, { message: `field must be one of: ${CorrectionFields.join(', ')}` })
  field!: CorrectionField;
  @IsString({ message: 'value must be text' })
  @MaxLength(200, { message: 'value must be at most 200 characters' })
  value!: string;
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note?: string | null;
}

export class CreateCorrectionRequest {
  @IsDefined() @ValidateNested() @Type(() => CorrectionRequestInput) input!: CorrectionRequestInput;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** Body of POST /api/members/correction-requests/{requestId}/decline. */
export class DeclineCorrectionRequestBody implements DeclineCorrectionRequestFields {
  @IsString({ message: 'reason must be text' })
  @MaxLength(1000, { message: 'reason must be at most 1000 characters' })
  reason!: string;
}

export class DeclineCorrectionRequest {
  /** The correction request's uuid. */
  @IsString() requestId!: string;
  @IsString() @MaxLength(1000) reason!: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/**
 * membership.correction-request.requested and .closed: the request and who it is about, enough for the admin
 * inbox item and the member's notification.
 */
export interface CorrectionRequestEventData {
  request: CorrectionRequestDto;
  member: { id: string; memberId: string; firstName: string; lastName: string; email: string | null };
}
