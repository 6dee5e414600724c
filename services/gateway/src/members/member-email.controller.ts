import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmEmailChangeAnswer, ConfirmEmailChangeRequest, MembershipSubjects } from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer } from '../docs/api-answer.decorators';

/**
 * The link a member's new e-mail address receives (issue 12). Public: the token is the proof, and
 * the link may be opened in a browser where nobody is signed in. Limited like the password links.
 */
@ApiTags('members')
@Controller('members/email-change')
export class MemberEmailController {
  constructor(private readonly services: RpcClient) {}

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
}
