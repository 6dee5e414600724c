import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `page` and `limit` of a paged list query, bounded: page × limit becomes an SQL OFFSET. */
export class PagingQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  // Bounded like limit: 1e20 is a whole number too.
  @Max(100000, { message: 'page must be at most 100000' })
  page?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1000, { message: 'limit must be at most 1000' })
  limit?: number;
}
