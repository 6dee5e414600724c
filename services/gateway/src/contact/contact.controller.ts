import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotificationsSubjects, SendContactMessageAnswer, SendContactMessageRequest } from '@portal/contracts';
import type { Request } from 'express';
import { Access } from '../auth/access.decorator';
import { correlationIdOf } from '../http/correlation-id.middleware';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly services: RpcClient) {}

  @Post('contact')
  @HttpCode(200)
  @Access('public')
  @RateLimit('contact')
  @ApiOperation({ summary: "The landing page's contact form: e-mails the support address and confirms to the visitor" })
  send(@Body() body: SendContactMessageRequest, @Req() req: Request): Promise<SendContactMessageAnswer> {
    return this.services.rpc(NotificationsSubjects.SendContactMessage, body, { correlationId: correlationIdOf(req) });
  }
}
