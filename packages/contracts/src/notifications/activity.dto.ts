import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Activity types the dashboard styles (spec part 1 §3); others get a neutral style. */
export const ActivityTypes = ['member_registration', 'member_approved', 'member_rejected', 'member_deleted'] as const;

export interface ActivityItemDto {
  id: string;
  type: string;
  title: string;
  createdAt: string;
}

export class RecentActivityRequest {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) limit?: number;
}
