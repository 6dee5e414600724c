import type { MemberStatus, NotificationType, Scheme } from '@portal/contracts/shapes';
import type { SendNotificationInput } from '../../api/notifications';
import type { Rule } from 'antd/es/form';
import { firstFailure, NotificationMessages, NotificationRules, type FieldRule } from '@portal/contracts/rules';
import type { AdminNotificationsTexts } from '../../i18n/admin-notifications';
import notificationTexts from '../../i18n/locales/en/admin/notifications.json';

/** Who the send form addresses: everyone, one status, one scheme's members or one member. */
export type AudienceChoice = 'all' | 'status' | 'scheme' | 'member';

export interface NotificationFormValues {
  title: string;
  message: string;
  type: NotificationType;
  audience: AudienceChoice;
  status?: MemberStatus;
  scheme?: Scheme;
  memberId?: string;
  email: boolean;
  /** Issue 33: also on these channels, to addressees who opted in there. */
  channels?: Array<'whatsapp' | 'sms'>;
}

/** The audiences the send form offers, named in the page's language. */
export function audienceOptions(t: AdminNotificationsTexts): { value: AudienceChoice; label: string }[] {
  return [
    { value: 'all', label: t('audience.all') },
    { value: 'status', label: t('audience.byStatus') },
    { value: 'scheme', label: t('audience.byScheme') },
    { value: 'member', label: t('audience.one') },
  ];
}

/** The channels a notification can also go by (issue 33). */
export function channelOptions(t: AdminNotificationsTexts): { value: 'whatsapp' | 'sms'; label: string }[] {
  return [
    { value: 'whatsapp', label: t('channelNames.whatsapp') },
    { value: 'sms', label: t('channelNames.sms') },
  ];
}

export function emptyNotificationForm(): NotificationFormValues {
  return { title: '', message: '', type: 'general', audience: 'all', email: false };
}

/** The POST body: only the chosen audience's field travels (none for all members). */
export function toSendInput(values: NotificationFormValues): SendNotificationInput {
  const input: SendNotificationInput = {
    title: (values.title ?? '').trim(),
    message: (values.message ?? '').trim(),
    type: values.type,
    email: values.email === true,
  };
  if (values.audience === 'status' && values.status) input.status = values.status;
  if (values.audience === 'scheme' && values.scheme) input.scheme = values.scheme;
  if (values.audience === 'member' && values.memberId) input.memberId = values.memberId;
  if (values.channels?.length) input.channels = values.channels;
  return input;
}

/** The contracts' shared rules as one Ant Design rule: the first that fails gives the field's message. */
function antRules(rules: readonly FieldRule[], say: (message: string) => string): Rule[] {
  return [
    {
      validator: (_rule, value) => {
        const failed = firstFailure(rules, typeof value === 'string' ? value.trim() : value);
        return failed ? Promise.reject(new Error(say(failed.message))) : Promise.resolve();
      },
    },
  ];
}

const required = (message: string) => [{ required: true, message }];

type RuleKey = keyof typeof notificationTexts.rules;
const RULE_KEYS = Object.keys(notificationTexts.rules) as RuleKey[];

/** A message of the contracts' notification rules in the page's language; other texts as they came. */
function ruleText(t: AdminNotificationsTexts, message: string): string {
  const key = RULE_KEYS.find((k) => NotificationMessages[k] === message);
  return key ? t(`rules.${key}`) : message;
}

/** The send form's rules, their messages in the page's language. */
export function notificationFormRules(t: AdminNotificationsTexts) {
  const say = (message: string) => ruleText(t, message);
  return {
    title: antRules(NotificationRules.title, say),
    message: antRules(NotificationRules.message, say),
    type: antRules(NotificationRules.type, say),
    status: required(t('form.pleaseStatus')),
    scheme: required(t('form.pleaseScheme')),
    memberId: required(t('form.pleaseMember')),
  };
}
