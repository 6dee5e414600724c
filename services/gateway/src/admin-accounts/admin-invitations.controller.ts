import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AcceptAdminInvitationBody,
  IdentitySubjects,
  PasswordFlowAnswer,
  VerifyAdminInvitationAnswer,
  VerifyAdminInvitationQuery,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/**
 * The e-mailed invitation link to an admin account (issue 27): public, the token is the proof, and rate-limited
 * per client like the password links. The page at /accept-invitation?token=… verifies it, then accepts it with
 * the password the invited person chose; the account can then sign in at the admin login.
 */
@ApiTags('admin-accounts')
@Controller('admin-invitations')
export class AdminInvitationsController {
  constructor(private readonly services: RpcClient) {}

  @Get('verify')
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({
    summary:
      'Whom a working invitation link is for (e-mail, name, role); 400 IDENTITY_INVALID_INVITATION_TOKEN for an ' +
      'unknown, used, replaced or expired link',
  })
  @ApiAnswer('VerifyAdminInvitationAnswer')
  verify(@Query() query: VerifyAdminInvitationQuery): Promise<VerifyAdminInvitationAnswer> {
    return this.services.rpc(IdentitySubjects.VerifyAdminInvitation, { token: query.token });
  }

  @Post('accept')
  @HttpCode(200)
  @Access('public')
  @RateLimit('password-link')
  @ApiOperation({
    summary:
      'Sets the invited account’s password with the e-mailed token and makes it active; the link then stops ' +
      'working. 400 IDENTITY_WEAK_PASSWORD for a common or personal password, IDENTITY_INVALID_INVITATION_TOKEN for a bad link',
  })
  @ApiAnswer('PasswordFlowAnswer')
  accept(@Body() body: AcceptAdminInvitationBody): Promise<PasswordFlowAnswer> {
    return this.services.rpc(IdentitySubjects.AcceptAdminInvitation, {
      token: body.token,
      newPassword: body.newPassword,
    });
  }
}
