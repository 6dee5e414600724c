import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export { ActivityTypes } from '../shapes/dashboard.shapes';
export type { ActivityItemDto, ActivityType } from '../shapes/dashboard.shapes';

export class RecentActivityRequest {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) limit?: number;
}
