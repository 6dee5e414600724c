import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CardPublicKeysAnswer,
  GenerateIdCardsAnswer,
  GenerateIdCardsRequest,
  IdCardFileRequest,
  IdCardJobAnswer,
  IdCardJobRequest,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  ListIdCardsRequest,
  MemberByIdRequest,
  MembershipActorRequest,
  MembershipSubjects,
  StoredFileAnswer,
  VerifyMemberAnswer,
  VerifyMemberRequest,
} from '@portal/contracts';
import { CardKeys } from './card-keys.service';
import { IdCardJobsService } from './id-card-jobs.service';
import { IdCardsService } from './id-cards.service';

@Controller()
export class IdCardsHandler {
  constructor(
    private readonly cards: IdCardsService,
    private readonly jobs: IdCardJobsService,
    private readonly keys: CardKeys,
  ) {}

  @MessagePattern(MembershipSubjects.ListIdCards)
  list(@Payload() body: ListIdCardsRequest): Promise<ListIdCardsAnswer> {
    return this.cards.list(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.GenerateIdCards)
  generate(@Payload() body: GenerateIdCardsRequest): Promise<GenerateIdCardsAnswer> {
    return this.jobs.start(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.GetIdCardJob)
  job(@Payload() body: IdCardJobRequest): Promise<IdCardJobAnswer> {
    return this.jobs.get(body.jobId, body.actor);
  }

  @MessagePattern(MembershipSubjects.IdCardStats)
  stats(@Payload() body: MembershipActorRequest): Promise<IdCardStatsAnswer> {
    return this.cards.stats(body.actor);
  }

  @MessagePattern(MembershipSubjects.GetIdCard)
  idCard(@Payload() body: IdCardFileRequest): Promise<StoredFileAnswer> {
    return this.cards.download(body.id, body.actor, body.countDownload !== false);
  }

  @MessagePattern(MembershipSubjects.GetCertificate)
  certificate(@Payload() body: MemberByIdRequest): Promise<StoredFileAnswer> {
    return this.cards.certificate(body.id, body.actor);
  }

  @MessagePattern(MembershipSubjects.VerifyMember)
  verify(@Payload() body: VerifyMemberRequest): Promise<VerifyMemberAnswer> {
    return this.cards.verify(body.memberId, body.sig);
  }

  @MessagePattern(MembershipSubjects.GetVerifiedPhoto)
  photo(@Payload() body: VerifyMemberRequest): Promise<StoredFileAnswer> {
    return this.cards.verifiedPhoto(body.memberId, body.sig);
  }

  @MessagePattern(MembershipSubjects.ListCardPublicKeys)
  publicKeys(): Promise<CardPublicKeysAnswer> {
    return this.keys.publicKeys();
  }
}
