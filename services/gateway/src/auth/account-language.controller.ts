import { Body, Controller, Patch, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, LanguageAnswer, MembershipSubjects, SetLanguageBody } from '@portal/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { RpcClient } from '../rpc/rpc-client.service';
import { Access } from './access.decorator';

/**
 * The signed-in person's language (issue 31), saved on their own account: an admin's by identity, a member's by
 * membership. The session keeps it too, so the gateway's answers follow at once (http/answer-language.ts).
 */
@ApiTags('auth')
@Controller('auth')
export class AccountLanguageController {
  constructor(private readonly services: RpcClient) {}

  @Patch('user')
  @Access('member-or-staff:read')
  @ApiDtoBody(SetLanguageBody)
  @ApiOperation({
    summary:
      "The signed-in person saves their language (en or kn) on their own account: the portal, the server's answers, " +
      'e-mails, reminders and PDFs are then in it',
  })
  @ApiAnswer('LanguageAnswer')
  async setLanguage(@Body() body: SetLanguageBody, @Req() req: Request): Promise<LanguageAnswer> {
    const user = req.user!;
    const answer =
      user.userType === 'admin'
        ? await this.services.rpc(IdentitySubjects.SetAdminLanguage, { adminId: user.id, language: body.language })
        : await this.services.rpc(MembershipSubjects.SetMemberLanguage, { memberId: user.id, language: body.language });
    req.session.language = answer.language;
    return answer;
  }
}
