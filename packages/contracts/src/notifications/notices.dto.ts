import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { SatisfiesRules } from '../common/field-rule.decorator';
import { NotificationMessages, NotificationRules } from '../rules/notification.rules';
import type { MemberStatus, Scheme } from '../shapes/member.shapes';
import type { NotificationType, SendNotificationFields } from '../shapes/notifications.shapes';

export { NotificationAudiences, NotificationTypes, NotificationTypeLabels } from '../shapes/notifications.shapes';
export type {
  AdminInboxKind,
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
}

/* RPC requests: the HTTP inputs plus who is asking. */

class WithActor {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class SendNotificationRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => SendNotificationInput) input!: SendNotificationInput;
}

export class ListNotificationsRequest extends WithActor {}

export class MarkNotificationReadRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
}
