import { Module } from '@nestjs/common';
import { ActivityHandler } from './activity.handler';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';

@Module({ controllers: [ActivityHandler], providers: [ActivityRepository, ActivityService] })
export class ActivityModule {}
