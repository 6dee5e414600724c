import { IsOptional, IsString, MaxLength } from 'class-validator';

export type { ListReportExportsAnswer, ReportExportDto, ReportFormat, ReportType } from '../shapes/reports.shapes';

/**
 * Query of GET /api/reports/{type}: format csv, excel or pdf (csv when left out); from and to as
 * YYYY-MM-DD days in India, both inclusive. Only the shape is checked here; the gateway answers each
 * wrong value with its own message.
 */
export class ReportQuery {
  @IsOptional() @IsString({ message: 'format must be one of csv, excel, pdf' }) @MaxLength(20) format?: string;
  @IsOptional() @IsString({ message: 'from must be a date as YYYY-MM-DD' }) @MaxLength(40) from?: string;
  @IsOptional() @IsString({ message: 'to must be a date as YYYY-MM-DD' }) @MaxLength(40) to?: string;
}
