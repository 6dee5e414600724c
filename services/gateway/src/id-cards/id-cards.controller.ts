import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CardPublicKeysAnswer,
  GenerateIdCardsAnswer,
  GenerateIdCardsInput,
  IdCardJobAnswer,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  ListIdCardsQuery,
  MembershipSubjects as S,
  VerifyMemberAnswer,
} from '@portal/contracts';
import type { Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { FileDownloads } from '../files/file-downloads.service';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { VerifyQuery } from './verify-query.dto';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';

/** ID cards of the /id-cards page: the list, background generation with its progress, and the tiles. */
@ApiTags('id cards')
@Controller('id-cards')
export class IdCardsController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('staff:read')
  @ApiOperation({
    summary: 'Members with their newest card (generated or uploaded) and when it was made',
    description: 'search and status as on GET /api/members; from and to (dates) bound when the card was made',
  })
  @ApiAnswer('ListIdCardsAnswer')
  list(@Query() query: ListIdCardsQuery, @CurrentCaller() { actor }: Caller): Promise<ListIdCardsAnswer> {
    return this.services.rpc(S.ListIdCards, { ...query, actor });
  }

  @Post('generate')
  @HttpCode(202)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Starts generating the cards of { memberIds } or { all: true } in the background; answers { jobId }',
  })
  @ApiDtoBody(GenerateIdCardsInput)
  @ApiAnswer('GenerateIdCardsAnswer')
  generate(@Body() input: GenerateIdCardsInput, @CurrentCaller() { actor }: Caller): Promise<GenerateIdCardsAnswer> {
    return this.services.rpc(S.GenerateIdCards, { memberIds: input.memberIds, all: input.all, actor });
  }

  @Get('jobs/:jobId')
  @Access('staff:read')
  @ApiOperation({ summary: 'Progress of a generation job: { status, total, done, failed: [{ memberId, error }] }' })
  @ApiAnswer('IdCardJobAnswer')
  job(@Param('jobId') jobId: string, @CurrentCaller() { actor }: Caller): Promise<IdCardJobAnswer> {
    return this.services.rpc(S.GetIdCardJob, { jobId, actor });
  }

  @Get('public-keys')
  @Access('public')
  @ApiOperation({
    summary: "The association's Ed25519 public keys that sign the pass in ID card QR codes (check-in verifies offline)",
    description: 'Every key a printed card may carry (by kid), the current one first; raw 32-byte keys, base64url',
  })
  @ApiAnswer('CardPublicKeysAnswer')
  publicKeys(): Promise<CardPublicKeysAnswer> {
    return this.services.rpc(S.ListCardPublicKeys, {});
  }

  @Get('stats')
  @Access('staff:read')
  @ApiOperation({ summary: 'Tiles of the ID Cards page: totalMembers, generated, pendingGeneration, downloads' })
  @ApiAnswer('IdCardStatsAnswer')
  stats(@CurrentCaller() { actor }: Caller): Promise<IdCardStatsAnswer> {
    return this.services.rpc(S.IdCardStats, { actor });
  }
}

/** The certificate of membership (spec part 2 §7), made from the live record and opened in a new tab. */
@ApiTags('id cards')
@Controller('members/:id')
export class CertificateController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
  ) {}

  @Get('certificate')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "The member's A4 certificate of membership as a PDF (admin, or the member themself)" })
  @ApiProduces('application/pdf')
  @ApiFileAnswer('application/pdf')
  async certificate(@Param('id') id: string, @Res() res: Response, @CurrentCaller() { actor }: Caller): Promise<void> {
    const file = await this.services.rpc(S.GetCertificate, { id, actor });
    // Made for this request from the live record: nothing to keep once sent.
    await this.downloads.send(res, file, { disposition: 'inline', removeAfter: true });
  }
}

/** The public verification behind a card's QR code: only with the link's signature, and only what the page shows. */
@ApiTags('id cards')
@Controller('verify/:memberId')
export class VerificationController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
  ) {}

  @Get()
  @Access('public')
  @RateLimit('verification')
  @ApiOperation({
    summary: "Name, photo, status and validity of the member a card's signed QR link names; 404 otherwise",
  })
  @ApiAnswer('VerifyMemberAnswer')
  verify(@Param('memberId') memberId: string, @Query() query: VerifyQuery): Promise<VerifyMemberAnswer> {
    return this.services.rpc(S.VerifyMember, { memberId, sig: query.sig });
  }

  @Get('photo')
  @Access('public')
  @RateLimit('verification')
  @ApiOperation({ summary: 'The photo the verification page shows, behind the same signature' })
  @ApiFileAnswer('image/*')
  async photo(@Param('memberId') memberId: string, @Query() query: VerifyQuery, @Res() res: Response): Promise<void> {
    const file = await this.services.rpc(S.GetVerifiedPhoto, { memberId, sig: query.sig });
    await this.downloads.send(res, file, { disposition: 'inline' });
  }
}
