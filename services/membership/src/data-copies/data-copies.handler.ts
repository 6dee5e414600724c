import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateDataCopyRequest,
  DataCopyDto,
  DataCopyFileAnswer,
  DataCopyRequest,
  DataCopySubjects,
  MemberByIdRequest,
} from '@portal/contracts';
import { DataCopiesService } from './data-copies.service';

@Controller()
export class DataCopiesHandler {
  constructor(private readonly copies: DataCopiesService) {}

  @MessagePattern(DataCopySubjects.Create)
  create(@Payload() body: CreateDataCopyRequest): Promise<DataCopyDto> {
    return this.copies.create(body);
  }

  @MessagePattern(DataCopySubjects.List)
  list(@Payload() body: MemberByIdRequest): Promise<DataCopyDto[]> {
    return this.copies.list(body.id, body.actor);
  }

  @MessagePattern(DataCopySubjects.Get)
  file(@Payload() body: DataCopyRequest): Promise<DataCopyFileAnswer> {
    return this.copies.file(body.copyId, body.actor);
  }
}
