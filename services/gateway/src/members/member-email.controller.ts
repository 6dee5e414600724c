import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeRequest,
  MembershipSubjects,
  RestoreEmailAnswer,
  RestoreEmailRequest,
} from '@portal/contracts';
import type { Request } from 'express';
import { Access } from '../auth/access.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { MemberSessions } from '../session/member-sessions.service';

/**
 * The links of an e-mail change: the one the new address receives (issue 12) and the one the old address
 * receives, which puts it back (issue 27). Public: the token is the proof, and a link may be opened in a
 * browser where nobody is signed in. Limited like the password links.
 */
@ApiTags('members')
@Controller('members/email-change')
export class MemberEmailController {
  constructor(
    private readonly services: RpcClient,
    private readonly memberSessions: MemberSessions,
  ) {}

  @Post('confirm')
  @HttpCode(200)
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({
    summary:
      "Applies a member's new e-mail address with the token of the link sent to it: 400 when the link is unknown, used or expired, 409 when another member took the address meanwhile",
  })
  @ApiAnswer('ConfirmEmailChangeAnswer')
  confirm(@Body() body: ConfirmEmailChangeRequest): Promise<ConfirmEmailChangeAnswer> {
    return this.services.rpc(MembershipSubjects.ConfirmEmailChange, { token: body.token });
  }

  @Post('restore')
  @HttpCode(200)
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({
    summary:
      "Puts back a member's previous e-mail address with the token of the link e-mailed to it when it changed, and ends every session of the member: 400 when the link is unknown, used or expired (7 days), 409 when another member has the address now",
  })
  @ApiAnswer('RestoreEmailAnswer')
  async restore(@Body() body: RestoreEmailRequest, @Req() req: Request): Promise<RestoreEmailAnswer> {
    const { memberUuid, email } = await this.services.rpc(MembershipSubjects.RestoreEmail, { token: body.token });
    await this.memberSessions.endAllBecause(memberUuid, 'email-restored', req);
    return { email };
  }
}
