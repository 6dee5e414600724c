import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ClearMemberFileAnswer,
  MemberFileRequest,
  MembershipSubjects,
  SetMemberFileAnswer,
  SetMemberFileRequest,
  StoredFileAnswer,
} from '@portal/contracts';
import { MemberFilesService } from './member-files.service';

@Controller()
export class MemberFilesHandler {
  constructor(private readonly files: MemberFilesService) {}

  @MessagePattern(MembershipSubjects.SetMemberFile)
  set(@Payload() body: SetMemberFileRequest): Promise<SetMemberFileAnswer> {
    return this.files.set(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.ClearMemberFile)
  clear(@Payload() body: MemberFileRequest): Promise<ClearMemberFileAnswer> {
    return this.files.clear(body.id, body.kind, body.actor);
  }

  @MessagePattern(MembershipSubjects.GetMemberFile)
  get(@Payload() body: MemberFileRequest): Promise<StoredFileAnswer> {
    return this.files.get(body.id, body.kind, body.actor);
  }
}
