import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CompleteErasureRequest,
  DataRequestDto,
  DataRequestListItemDto,
  DeclineDataRequestRequest,
  ListDataRequestsRequest,
  MemberByIdRequest,
  MembershipSubjects,
  RequestErasureRequest,
} from '@portal/contracts';
import { DataRequestsService } from './data-requests.service';

@Controller()
export class DataRequestsHandler {
  constructor(private readonly requests: DataRequestsService) {}

  @MessagePattern(MembershipSubjects.RequestErasure)
  requestErasure(@Payload() body: RequestErasureRequest): Promise<DataRequestDto> {
    return this.requests.requestErasure(body.input, body.actor);
  }

  @MessagePattern(MembershipSubjects.ListMemberDataRequests)
  listForMember(@Payload() body: MemberByIdRequest): Promise<DataRequestDto[]> {
    return this.requests.listForMember(body.id, body.actor);
  }

  @MessagePattern(MembershipSubjects.ListDataRequests)
  list(@Payload() body: ListDataRequestsRequest): Promise<DataRequestListItemDto[]> {
    return this.requests.listAll(body.state, body.actor);
  }

  @MessagePattern(MembershipSubjects.DeclineDataRequest)
  decline(@Payload() body: DeclineDataRequestRequest): Promise<DataRequestDto> {
    return this.requests.decline(body.requestId, body.reason, body.actor);
  }

  @MessagePattern(MembershipSubjects.CompleteErasure)
  complete(@Payload() body: CompleteErasureRequest): Promise<DataRequestDto> {
    return this.requests.completeErasure(body.requestId, body.actor, body.memberUuid);
  }
}
