import { MemberStatuses, Schemes } from '../shapes/member.shapes';
import { NotificationTypes } from '../shapes/notifications.shapes';
import { type FieldRule, isBlank, optional, rule } from './field-rule';

/**
 * The Notifications page's send form (spec part 1 §5 "Notification form: title, message and type
 * required", §8 'Error sending notification'). The web checks these before it sends; the
 * notifications service applies the same.
 */
export const NotificationMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  typeRequired: 'Type is required',
  typeInvalid: `Type must be one of ${NotificationTypes.join(', ')}`,
  statusInvalid: `Status must be one of ${MemberStatuses.join(', ')}`,
  schemeInvalid: `Scheme must be one of ${Schemes.join(', ')}`,
  memberInvalid: 'Please select a member',
  memberNotFound: 'Member not found',
  oneAudience: 'Choose one audience: all members, a status, a scheme or one member',
  emailInvalid: 'email must be true or false',
  sendFailed: 'Error sending notification',
  sent: 'Notification sent successfully',
  noRecipients: 'No members match this audience',
  markReadFailed: 'Failed to mark notification as read',
  noNotifications: 'No notifications yet',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const within = (max: number) => (value: unknown) => typeof value !== 'string' || value.trim().length <= max;

export const NotificationRules = {
  title: [
    rule((value) => typeof value === 'string' && !isBlank(value), NotificationMessages.titleRequired),
    rule(within(200), NotificationMessages.titleTooLong),
  ] as readonly FieldRule[],
  message: [
    rule((value) => typeof value === 'string' && !isBlank(value), NotificationMessages.messageRequired),
    rule(within(5000), NotificationMessages.messageTooLong),
  ] as readonly FieldRule[],
  type: [
    rule((value) => !isBlank(value), NotificationMessages.typeRequired),
    rule((value) => (NotificationTypes as readonly unknown[]).includes(value), NotificationMessages.typeInvalid),
  ] as readonly FieldRule[],
  status: [
    optional(
      rule((value) => (MemberStatuses as readonly unknown[]).includes(value), NotificationMessages.statusInvalid),
    ),
  ] as readonly FieldRule[],
  scheme: [
    optional(rule((value) => (Schemes as readonly unknown[]).includes(value), NotificationMessages.schemeInvalid)),
  ] as readonly FieldRule[],
  memberId: [
    optional(rule((value) => typeof value === 'string' && UUID.test(value.trim()), NotificationMessages.memberInvalid)),
  ] as readonly FieldRule[],
};
