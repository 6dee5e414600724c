import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { MessageChannels, type MessageChannelName } from '../shapes/message-channels.shapes';

class WithActor {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class MessageChannelsRequest extends WithActor {}

export class ChooseMessageChannelInput {
  @IsIn(MessageChannels) channel!: MessageChannelName;
  @IsBoolean() enabled!: boolean;
  /** Needed to opt in: the member's mobile number on that channel (10 digits, +91 or 0 in front are fine). */
  @IsOptional() @IsString() @MaxLength(20) phone?: string;
}

export class ChooseMessageChannelRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => ChooseMessageChannelInput) input!: ChooseMessageChannelInput;
}

export class ReceiveWhatsAppWebhookRequest {
  /** The body exactly as Meta sent it: X-Hub-Signature-256 covers these bytes. */
  @IsString() @MaxLength(1_000_000) rawBody!: string;
  @IsOptional() @IsString() @MaxLength(256) signature?: string;
}

export interface ReceiveWhatsAppWebhookAnswer {
  outcome: 'processed';
}

/** An MSG91 webhook POST: the JSON body as sent, and the `?token=` its URL carries (MSG91 does not sign). */
export class ReceiveSmsWebhookRequest {
  @IsString() @MaxLength(1_000_000) rawBody!: string;
  @IsOptional() @IsString() @MaxLength(256) token?: string;
}

/** Meta's webhook verification: GET with hub.mode=subscribe, hub.verify_token and hub.challenge. */
export class VerifyWhatsAppWebhookRequest {
  @IsOptional() @IsString() @MaxLength(100) mode?: string;
  @IsOptional() @IsString() @MaxLength(256) verifyToken?: string;
  @IsOptional() @IsString() @MaxLength(256) challenge?: string;
}

export interface VerifyWhatsAppWebhookAnswer {
  /** The challenge to answer, or null when the token is wrong (answered 403). */
  challenge: string | null;
}
