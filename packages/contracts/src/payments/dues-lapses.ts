import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { PagingQuery } from '../common/paging.dto';
import { Rpc } from '../common/rpc';
import type {
  DecideDuesLapseFields,
  DuesLapseDto,
  ListDuesLapsesAnswer,
  ListDuesLapsesFields,
} from '../shapes/dues-lapses.shapes';

export type {
  DecideDuesLapseFields,
  DuesLapseDecisionDto,
  DuesLapseDto,
  DuesLapseHistoryDto,
  ListDuesLapsesAnswer,
  ListDuesLapsesFields,
} from '../shapes/dues-lapses.shapes';
export {
  DUES_LAPSE_MONTHS,
  DUES_LAPSE_WARNING_MONTHS,
  DuesLapseDecisions,
  type DuesLapseDecision,
} from '../shapes/dues-lapses.shapes';

/** The policy's 6 months (issue 33): members long unpaid, listed for the office's decision. */
export const DuesLapseSubjects = {
  /** Members with DUES_LAPSE_MONTHS or more months unpaid in a scheme, with their history (admin). */
  ListDuesLapses: 'payments.dues-lapse.list',
  /** The office's decision (or note) about one listed member and scheme (admin, office work). */
  DecideDuesLapse: 'payments.dues-lapse.decide',
} as const;

/** Longest note an admin may keep with a decision. */
export const DUES_LAPSE_NOTE_MAX = 1000;

/** Bounded like every paged list (PagingQuery: page 1e20 is a whole number too), at most 200 a page. */
export class ListDuesLapsesQuery extends PagingQuery implements ListDuesLapsesFields {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(200, { message: 'limit must be at most 200' })
  override limit?: number;
}

export class DecideDuesLapseInput implements DecideDuesLapseFields {
  @IsString() @MaxLength(64) memberId!: string;
  @IsString() @MaxLength(40) scheme!: string;
  @IsString() @MaxLength(40) decision!: string;
  @IsOptional()
  @IsString()
  @MaxLength(DUES_LAPSE_NOTE_MAX, { message: `The note may be at most ${DUES_LAPSE_NOTE_MAX} characters` })
  note?: string;
}

export class ListDuesLapsesRequest extends ListDuesLapsesQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class DecideDuesLapseRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsDefined() @ValidateNested() @Type(() => DecideDuesLapseInput) input!: DecideDuesLapseInput;
}

export interface DuesLapsesRpc {
  [DuesLapseSubjects.ListDuesLapses]: Rpc<ListDuesLapsesRequest, ListDuesLapsesAnswer>;
  [DuesLapseSubjects.DecideDuesLapse]: Rpc<DecideDuesLapseRequest, DuesLapseDto>;
}
