import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivityItemDto, NotificationsSubjects, RecentActivityRequest } from '@portal/contracts';
import { ActivityService } from './activity.service';

@Controller()
export class ActivityHandler {
  constructor(private readonly activity: ActivityService) {}

  @MessagePattern(NotificationsSubjects.RecentActivity)
  recent(@Payload() body: RecentActivityRequest): Promise<ActivityItemDto[]> {
    return this.activity.recent(body.limit);
  }
}
