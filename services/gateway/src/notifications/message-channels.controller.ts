import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ChooseMessageChannelInput,
  CommonErrorCode,
  MessageChannelsAnswer,
  NotificationsSubjects as S,
} from '@portal/contracts';
import type { Request, Response } from 'express';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiFileAnswer } from '../docs/api-answer.decorators';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';

/** Issue 33: the channels a member reads (WhatsApp, SMS) with their consent, and the providers' webhooks. */
@ApiTags('notifications')
@Controller()
export class MessageChannelsController {
  constructor(private readonly services: RpcClient) {}

  @Get('message-channels')
  @Access('member')
  @ApiOperation({
    summary:
      "The member's message channels offered (WhatsApp, SMS): whether reminders, approvals and receipts go there too, the " +
      'number, when they consented and when and how they opted out (in the portal, or a STOP reply)',
  })
  @ApiAnswer('MessageChannelsAnswer')
  channels(@CurrentCaller() { actor }: Caller): Promise<MessageChannelsAnswer> {
    return this.services.rpc(S.MessageChannels, { actor });
  }

  @Put('message-channels')
  @Access('member')
  @ApiOperation({
    summary:
      'Opts the member in to a channel with their number (consent recorded now) or out of it (honoured at once: ' +
      'nothing waiting is sent); 400 for a number that is not a mobile number or a channel not offered',
  })
  @ApiAnswer('MessageChannelsAnswer')
  choose(@Body() input: ChooseMessageChannelInput, @CurrentCaller() { actor }: Caller): Promise<MessageChannelsAnswer> {
    return this.services.rpc(S.ChooseMessageChannel, { actor, input });
  }

  /** Meta's subscription check: the challenge echoed for the right verify token, 403 otherwise. */
  @Get('whatsapp/webhook')
  @Access('public')
  @ApiOperation({
    summary: 'WhatsApp Cloud API webhook verification: answers hub.challenge for the right hub.verify_token',
  })
  @ApiProduces('text/plain')
  @ApiFileAnswer('text/plain')
  async verify(
    @Query('hub.mode') mode: string | undefined,
    @Query('hub.verify_token') verifyToken: string | undefined,
    @Query('hub.challenge') challenge: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.services.rpc(S.VerifyWhatsAppWebhook, {
      mode: typeof mode === 'string' ? mode : undefined,
      verifyToken: typeof verifyToken === 'string' ? verifyToken : undefined,
      challenge: typeof challenge === 'string' ? challenge : undefined,
    });
    // Meta needs only the echoed challenge; a refusal is the portal's usual JSON error, as every route's is.
    if (answer.challenge === null)
      throw new GatewayHttpError(CommonErrorCode.Forbidden, 'Webhook verification refused');
    res.status(200).type('text/plain').send(answer.challenge);
  }

  /** The body arrives as text (see main.ts): X-Hub-Signature-256 covers its exact bytes. */
  @Post('whatsapp/webhook')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary:
      "WhatsApp Cloud API's webhook: delivery statuses and members' replies (STOP opts out); the signature decides",
  })
  @ApiHeader({ name: 'X-Hub-Signature-256', required: true, description: 'sha256= HMAC-SHA256 of the raw body' })
  @ApiAnswer('WebhookAnswer')
  async webhook(
    @Req() req: Request,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<{ status: string }> {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const { outcome } = await this.services.rpc(S.ReceiveWhatsAppWebhook, { rawBody, signature });
    return { status: outcome };
  }

  /**
   * MSG91's delivery reports and replies to the virtual number (one URL for both, set in its panel with
   * `?token=`): MSG91 does not sign, so the token decides. The body arrives as text (see main.ts).
   */
  @Post('sms/webhook')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary:
      "MSG91's webhook: SMS delivery reports and members' replies (STOP opts out of SMS); the URL's token decides",
  })
  @ApiQuery({
    name: 'token',
    type: String,
    required: true,
    description: 'MSG91_WEBHOOK_TOKEN, as set on the webhook URL',
  })
  @ApiAnswer('WebhookAnswer')
  async smsWebhook(@Req() req: Request, @Query('token') token: unknown): Promise<{ status: string }> {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const { outcome } = await this.services.rpc(S.ReceiveSmsWebhook, {
      rawBody,
      token: typeof token === 'string' ? token : undefined,
    });
    return { status: outcome };
  }
}
