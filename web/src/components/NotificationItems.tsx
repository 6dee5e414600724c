import { Button, Empty, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMarkNotificationReadMutation, type PortalNotification } from '../api/notifications';
import { useToast } from './use-toast';
import { formatDateTimeIn } from '../i18n/formats';
import { useShownLanguage } from '../i18n/language';
import { notificationTypeName, useMemberTexts } from '../i18n/member';
import { NotificationTypeTag } from './NotificationTypeTag';
import './notification-items.css';

interface NotificationItemsProps {
  items: PortalNotification[];
  /** What an empty list says. */
  emptyText?: string;
  /** A type's name where the list is shown (the admin's inbox kinds, issue 31); else the member's names. */
  typeName?: (type: string) => string | undefined;
}

/**
 * The reader's notifications (spec part 1 §2): each with its type badge; unread ones with an Unread
 * badge and Mark as Read, which marks it for this reader only.
 */
export function NotificationItems({ items, emptyText, typeName }: NotificationItemsProps) {
  const t = useMemberTexts();
  const language = useShownLanguage();
  const formatDateTime = (value: string) => formatDateTimeIn(language, value);
  const toast = useToast();
  const markRead = useMarkNotificationReadMutation();

  const onMarkRead = async (item: PortalNotification) => {
    try {
      await markRead.mutateAsync(item.id);
    } catch {
      toast.error(t('updates.errorTitle'), t('updates.markFailed'));
    }
  };

  if (items.length === 0)
    return <Empty description={emptyText ?? t('updates.noNotifications')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="notification-items">
      {items.map((item) => {
        // A resolved item is done: it no longer waits to be read.
        const waiting = !item.isRead && !item.resolvedAt;
        return (
          <li key={item.id} className={`notification-item${waiting ? ' notification-item-unread' : ''}`}>
            <div className="notification-item-head">
              <strong className="notification-item-title">{item.title}</strong>
              <NotificationTypeTag
                type={item.type}
                text={typeName?.(item.type) ?? notificationTypeName(t, item.type)}
              />
              {item.resolvedAt ? <Tag color="green">{t('updates.resolved')}</Tag> : null}
              {waiting ? <Tag color="gold">{t('updates.unreadTag')}</Tag> : null}
            </div>
            <p className="notification-item-message">{item.message}</p>
            {item.resolvedAt ? (
              <p className="notification-item-resolution small">
                {item.resolution ?? t('updates.resolved')} · {formatDateTime(item.resolvedAt)}
              </p>
            ) : null}
            <div className="notification-item-foot">
              <span className="muted small">{formatDateTime(item.sentAt)}</span>
              {item.link ? <Link to={item.link}>{t('updates.open')}</Link> : null}
              {!waiting ? null : (
                <Button
                  size="small"
                  icon={<CheckOutlined />}
                  loading={markRead.isPending && markRead.variables === item.id}
                  onClick={() => onMarkRead(item)}
                  aria-label={t('updates.markReadLabel', { title: item.title })}
                >
                  {t('updates.markRead')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
