import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { DataCopyDto, DataCopySubjects as C, MemberDataExportAnswer, MembershipSubjects as S } from '@portal/contracts';
import { MemberDataRepository } from '@portal/platform';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiFileAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { FileDownloads } from '../files/file-downloads.service';
import { PG_POOL } from '../gateway.tokens';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';

/**
 * A copy of everything (issue 32): a member asks for a copy of all the personal data the portal holds about them
 * (or an office admin makes one for a member asking in person); membership builds the ZIP in the background and
 * e-mails the member when it is ready. The gateway adds what its own database holds (the audit entries of sign-ins
 * and sign-outs) when the copy is asked for. Downloadable by the member, or the admin who made it, for 7 days.
 */
@ApiTags('members')
@Controller('members')
export class MemberDataCopiesController {
  constructor(
    private readonly services: RpcClient,
    private readonly downloads: FileDownloads,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post('data-copies')
  @HttpCode(202)
  @Access('member')
  @ApiOperation({
    summary: 'The signed-in member asks for a copy of all their personal data (a ZIP made in the background)',
    description:
      "Answers the copy 'preparing'; asking again while one is prepared answers that one. The member is e-mailed " +
      'when it is ready; it is downloadable for 7 days.',
  })
  @ApiAnswer('DataCopyDto')
  async ask(@CurrentCaller() { actor }: Caller): Promise<DataCopyDto> {
    const gateway = await this.gatewayPart(actor.userId, null);
    return this.services.rpc(C.Create, { id: 'me', gateway, actor });
  }

  @Post(':id/data-copies')
  @HttpCode(202)
  @Access('staff:office')
  @ApiOperation({
    summary: "Makes a copy of a member's personal data for a member asking in person (office admins)",
    description: 'Only the admin who made it (and the member) may download it; 404 for an unknown member.',
  })
  @ApiAnswer('DataCopyDto')
  async make(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<DataCopyDto> {
    const { member } = await this.services.rpc(S.GetMember, { id, actor });
    const gateway = await this.gatewayPart(member.id, member.memberId);
    return this.services.rpc(C.Create, { id: member.id, gateway, actor });
  }

  @Get(':id/data-copies')
  @Access('member-or-staff:office')
  @ApiOperation({
    summary: "The member's copies of their data, newest first: preparing, ready (until expiresAt), failed or expired",
  })
  @ApiListAnswer('DataCopyDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<DataCopyDto[]> {
    return this.services.rpc(C.List, { id, actor });
  }

  @Get('data-copies/:copyId/download')
  @Access('member-or-staff:office')
  @ApiOperation({
    summary: 'Downloads a ready copy (ZIP): the member, or the admin who made it',
    description:
      "404 MEMBERSHIP_DATA_COPY_NOT_FOUND for anyone else's copy or an unknown one, 409 " +
      'MEMBERSHIP_DATA_COPY_NOT_READY while it is prepared, 410 MEMBERSHIP_DATA_COPY_EXPIRED once its 7 days have passed.',
  })
  @ApiProduces('application/zip')
  @ApiFileAnswer('application/zip')
  async download(
    @Param('copyId') copyId: string,
    @Res() res: Response,
    @CurrentCaller() { actor }: Caller,
  ): Promise<void> {
    const file = await this.services.rpc(C.Get, { copyId, actor });
    await this.downloads.send(
      res,
      { key: file.fileKey, fileName: file.fileName, contentType: file.contentType },
      { disposition: 'attachment' },
    );
  }

  /** What the gateway's own database holds about the member: the audit entries by or about them. */
  private async gatewayPart(memberUuid: string, memberCode: string | null): Promise<MemberDataExportAnswer> {
    const { tables, files } = await MemberDataRepository.rowsAbout(this.pool, { memberUuid, memberCode });
    return { service: 'gateway', tables, files };
  }
}
