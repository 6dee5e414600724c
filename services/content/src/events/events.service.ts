import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EventEntity } from './event.entity';

@Injectable()
export class EventsService {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  /** All events, for the dashboard's Total Events card. */
  count(): Promise<number> {
    return this.events.count();
  }
}
