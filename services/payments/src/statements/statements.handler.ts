import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PaymentsSubjects as S,
  StatementAnswer,
  StatementFileAnswer,
  StatementFileRequest,
  StatementRequest,
} from '@portal/contracts';
import { StatementsService } from './statements.service';

@Controller()
export class StatementsHandler {
  constructor(private readonly statements: StatementsService) {}

  @MessagePattern(S.Statement)
  statement(@Payload() body: StatementRequest): Promise<StatementAnswer> {
    return this.statements.statement(body, body.language);
  }

  @MessagePattern(S.StatementFile)
  file(@Payload() body: StatementFileRequest): Promise<StatementFileAnswer> {
    return this.statements.file(body);
  }
}
