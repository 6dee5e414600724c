import { Tag } from 'antd';
import {
  AdminInboxKindLabels,
  NotificationTypeLabels,
  type AdminInboxKind,
  type NotificationType,
} from '@portal/contracts/shapes';

const COLORS: Record<string, string> = {
  general: 'blue',
  renewal_reminder: 'orange',
  payment_due: 'red',
  registration: 'purple',
  renewal_request: 'orange',
  correction_request: 'gold',
  data_request: 'volcano',
  payment_received: 'green',
  email_failed: 'red',
};

/** A type's name as the screens show it; an unknown type as it came. */
export function notificationTypeLabel(type: string): string {
  return (
    NotificationTypeLabels[type as NotificationType] ??
    AdminInboxKindLabels[type as AdminInboxKind] ??
    type.replace(/_/g, ' ')
  );
}

/** The type badge of a notification or inbox item. */
export function NotificationTypeTag({ type, text }: { type: string; text?: string }) {
  return (
    <Tag color={COLORS[type] ?? 'default'} className="notification-type-tag">
      {text ?? notificationTypeLabel(type)}
    </Tag>
  );
}
