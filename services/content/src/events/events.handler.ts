import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ContentSubjects } from '@portal/contracts';
import { EventsService } from './events.service';

@Controller()
export class EventsHandler {
  constructor(private readonly events: EventsService) {}

  @MessagePattern(ContentSubjects.CountEvents)
  async count(): Promise<{ totalEvents: number }> {
    return { totalEvents: await this.events.count() };
  }
}
