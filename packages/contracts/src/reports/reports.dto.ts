import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Language, Languages } from '../i18n/language';
import type { ReportFormat, ReportType } from '../shapes/reports.shapes';

export type { ListReportExportsAnswer, ReportExportDto, ReportFormat, ReportType } from '../shapes/reports.shapes';

/**
 * Query of GET /api/reports/{type}: format csv, excel or pdf (csv when left out); from and to as
 * YYYY-MM-DD days in India, both inclusive. Only the shape is checked here; membership, which makes
 * the reports, answers each wrong value with its own message.
 */
export class ReportQuery {
  @IsOptional() @IsString({ message: 'format must be one of csv, excel, pdf' }) @MaxLength(20) format?: string;
  @IsOptional() @IsString({ message: 'from must be a date as YYYY-MM-DD' }) @MaxLength(40) from?: string;
  @IsOptional() @IsString({ message: 'to must be a date as YYYY-MM-DD' }) @MaxLength(40) to?: string;
}

/**
 * membership.report.export: the report is written to object storage and logged for Recent Exports. With
 * `stream` (a byte stream the gateway listens on, packages/platform nats-byte-stream.ts) membership answers
 * once the first rows are read and sends the report's bytes on the stream while it stores them; the
 * stream's end carries a ReportStreamTrailer.
 */
export class ExportReportRequest extends ReportQuery {
  /** Checked by membership against ReportTypes, with the message the spec's Reports page shows. */
  @IsString() @MaxLength(200) type!: string;
  @IsOptional() @IsString() @MaxLength(200) stream?: string;
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  /** The requesting admin's language (issue 31): a PDF's labels are printed in it; CSV and Excel stay English. */
  @IsOptional() @IsIn(Languages) language?: Language;
}

/** Sent with the end of a streamed report, once its stored copy is complete and logged. */
export interface ReportStreamTrailer {
  id: string;
  rows: number;
  size: number;
}

/** A stored file the gateway streams to the caller. */
export interface ReportFileAnswer {
  fileKey: string;
  fileName: string;
  contentType: string;
}

export interface ExportReportAnswer extends ReportFileAnswer {
  id: string;
  type: ReportType;
  format: ReportFormat;
  /** Absent when the report is streamed: they come with the stream's end (ReportStreamTrailer). */
  rows?: number;
  size?: number;
}

export class ListReportExportsRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

/** membership.report-export.get: the stored copy of one logged export (404 when there is none). */
export class ReportExportRequest extends ListReportExportsRequest {
  @IsString() @MaxLength(100) id!: string;
}
