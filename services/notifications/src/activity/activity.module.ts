import { Module } from '@nestjs/common';
import { ActivityHandler } from './activity.handler';
import { ActivityService } from './activity.service';

@Module({ controllers: [ActivityHandler], providers: [ActivityService] })
export class ActivityModule {}
