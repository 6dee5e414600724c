import type { MemberStatus, NotificationType, Scheme } from '@portal/contracts/shapes';
import type { SendNotificationInput } from '../../api/notifications';
import type { Rule } from 'antd/es/form';
import { firstFailure, NotificationRules, type FieldRule } from '@portal/contracts/rules';

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

export const AUDIENCE_OPTIONS: { value: AudienceChoice; label: string }[] = [
  { value: 'all', label: 'All members' },
  { value: 'status', label: 'Members by status' },
  { value: 'scheme', label: 'Members of a scheme' },
  { value: 'member', label: 'One member' },
];

/** The channels a notification can also go by (issue 33). */
export const CHANNEL_OPTIONS: { value: 'whatsapp' | 'sms'; label: string }[] = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'sms', label: 'SMS' },
];

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
function antRules(rules: readonly FieldRule[]): Rule[] {
  return [
    {
      validator: (_rule, value) => {
        const failed = firstFailure(rules, typeof value === 'string' ? value.trim() : value);
        return failed ? Promise.reject(new Error(failed.message)) : Promise.resolve();
      },
    },
  ];
}

const required = (message: string) => [{ required: true, message }];

export const NOTIFICATION_FORM_RULES = {
  title: antRules(NotificationRules.title),
  message: antRules(NotificationRules.message),
  type: antRules(NotificationRules.type),
  status: required('Please select a status'),
  scheme: required('Please select a scheme'),
  memberId: required('Please select a member'),
};
