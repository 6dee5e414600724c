import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Languages, type Language } from '../i18n/language';
import type { StatementFields } from '../shapes/statements.shapes';

export type { StatementAnswer, StatementLineDto, StatementLineKind } from '../shapes/statements.shapes';

/** The period is checked in the payments service (parseFinancialPeriod), which answers PERIOD_MESSAGE. */
export class StatementQuery implements StatementFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  @IsOptional() @IsString() @MaxLength(20) period?: string;
}

export class StatementRequest extends StatementQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  /**
   * The reader's language (issue 31), else English: the lines' descriptions in it, and a PDF's own words; a CSV
   * stays English, as data.
   */
  @IsOptional() @IsIn(Languages) language?: Language;
}

export const StatementFormats = ['pdf', 'csv'] as const;

/** payments.statement.file: the statement written to object storage under the gateway's key. */
export class StatementFileRequest extends StatementRequest {
  @IsIn(StatementFormats) format!: (typeof StatementFormats)[number];
  @IsString() @MaxLength(300) fileKey!: string;
}

export interface StatementFileAnswer {
  fileKey: string;
  fileName: string;
  contentType: 'application/pdf' | 'text/csv';
}
