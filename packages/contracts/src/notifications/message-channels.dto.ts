import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';

/** Channels a member can choose for association messages besides e-mail and the portal (issue 33). */
export const MessageChannels = ['whatsapp', 'sms'] as const;
export type MessageChannelName = (typeof MessageChannels)[number];

/** A member's choice of one channel. */
export interface MessageChannelDto {
  channel: MessageChannelName;
  /** Opted in and not out: dues and renewal reminders, approvals and receipts go there too. */
  enabled: boolean;
  /** The number messages go to (digits with the country code), or null before the first opt-in. */
  phone: string | null;
  /** When the member consented (the latest opt-in), ISO. */
  optedInAt: string | null;
  optedOutAt: string | null;
  /** 'member' (in Profile Settings) or 'stop_reply' (they replied STOP). */
  optOutSource: string | null;
}

/** The channels offered, each with the member's choice. */
export interface MessageChannelsAnswer {
  channels: MessageChannelDto[];
}

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
