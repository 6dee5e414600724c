import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DecideDuesLapseRequest,
  DuesLapseDto,
  DuesLapseSubjects as S,
  ListDuesLapsesAnswer,
  ListDuesLapsesRequest,
} from '@portal/contracts';
import { DuesLapsesService } from './dues-lapses.service';

@Controller()
export class DuesLapsesHandler {
  constructor(private readonly lapses: DuesLapsesService) {}

  @MessagePattern(S.ListDuesLapses)
  list(@Payload() body: ListDuesLapsesRequest): Promise<ListDuesLapsesAnswer> {
    return this.lapses.list(body);
  }

  @MessagePattern(S.DecideDuesLapse)
  decide(@Payload() body: DecideDuesLapseRequest): Promise<DuesLapseDto> {
    return this.lapses.decide(body);
  }
}
