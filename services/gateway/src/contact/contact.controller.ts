import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Language,
  NotificationsSubjects,
  SendContactMessageAnswer,
  SendContactMessageRequest,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { RequestLanguage } from '../http/request-language.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer } from '../docs/api-answer.decorators';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly services: RpcClient) {}

  @Post('contact')
  @HttpCode(200)
  @Access('public')
  @RateLimit('contact')
  @ApiOperation({ summary: "The landing page's contact form: e-mails the support address and confirms to the visitor" })
  @ApiAnswer('SendContactMessageAnswer')
  send(
    @Body() body: SendContactMessageRequest,
    @RequestLanguage() language: Language,
  ): Promise<SendContactMessageAnswer> {
    // The confirmation to the visitor is written in the language they wrote in (issue 31).
    return this.services.rpc(NotificationsSubjects.SendContactMessage, { ...body, language });
  }
}
