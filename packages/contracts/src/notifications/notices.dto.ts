import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { NotificationMessages, NotificationRules } from '../rules/notification.rules';
import type { MemberStatus, Scheme } from '../shapes/member.shapes';
import { MessageChannels, type MessageChannelName } from '../shapes/message-channels.shapes';
import type { NotificationType, SendNotificationFields } from '../shapes/notifications.shapes';

export {
  AudienceLeftOutLabels,
  AudienceLeftOutReasons,
  NotificationAudiences,
  NotificationStatLabels,
  NotificationTypes,
  NotificationTypeLabels,
} from '../shapes/notifications.shapes';
export type {
  AdminInboxKind,
  AudienceLeftOutReason,
  AudiencePreviewAnswer,
  MarkAllNotificationsReadAnswer,
  NotificationsPage,
  DeliveryCounts,
  MarkNotificationReadAnswer,
  NotificationAudience,
  NotificationDto,
  NotificationsAnswer,
  NotificationStats,
  NotificationType,
  SendNotificationAnswer,
  SentNotificationDto,
} from '../shapes/notifications.shapes';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty audience field from a form means "not narrowed". */
const blankAsUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim({ value });

/**
 * Body of POST /api/notifications (spec part 1 §5: title, message and type required). At most one of
 * status, scheme and memberId narrows the audience; the service checks that.
 */
export class SendNotificationInput implements SendNotificationFields {
  @Transform(trim) @SatisfiesRules(NotificationRules.title) title!: string;
  @Transform(trim) @SatisfiesRules(NotificationRules.message) message!: string;
  @Transform(trim) @SatisfiesRules(NotificationRules.type) type!: NotificationType;
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.status) status?: MemberStatus;
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.scheme) scheme?: Scheme;
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.memberId) memberId?: string;
  @IsOptional() @IsIn([true, false], { message: NotificationMessages.emailInvalid }) email?: boolean;
  @IsOptional()
  @IsArray({ message: 'channels must be a list of whatsapp and sms' })
  @ArrayMaxSize(2, { message: 'channels must be a list of whatsapp and sms' })
  @IsIn(MessageChannels, { each: true, message: 'channels must be a list of whatsapp and sms' })
  channels?: MessageChannelName[];
}

/** Query of GET /api/notifications/audience: the send form's audience (none: all members). */
export class AudiencePreviewQuery implements Pick<SendNotificationFields, 'status' | 'scheme' | 'memberId'> {
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.status) status?: MemberStatus;
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.scheme) scheme?: Scheme;
  @IsOptional() @Transform(blankAsUndefined) @SatisfiesRules(NotificationRules.memberId) memberId?: string;
}

/** Largest page of GET /api/notifications/page. */
export const NOTIFICATIONS_PAGE_MAX = 100;

/** Query of GET /api/notifications/page (page 1, 20 a page unless given). */
export class NotificationsPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100000, { message: 'page must be at most 100000' })
  page?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(NOTIFICATIONS_PAGE_MAX, { message: `limit must be at most ${NOTIFICATIONS_PAGE_MAX}` })
  limit?: number;
}

/* RPC requests: the HTTP inputs plus who is asking. */

class WithActor {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class SendNotificationRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => SendNotificationInput) input!: SendNotificationInput;
}

export class ListNotificationsRequest extends WithActor {}

export class NotificationsPageRequest extends WithActor {
  @IsOptional() @ValidateNested() @Type(() => NotificationsPageQuery) query?: NotificationsPageQuery;
}

export class MarkAllNotificationsReadRequest extends WithActor {}

export class AudiencePreviewRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => AudiencePreviewQuery) input!: AudiencePreviewQuery;
}

export class MarkNotificationReadRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
}
