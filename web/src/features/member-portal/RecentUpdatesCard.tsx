import { Alert, Card, Skeleton, Tag } from 'antd';
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useEventsQuery, type ContentEvent } from '../../api/content';
import { useNotificationsQuery } from '../../api/notifications';
import { formatTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { notificationTypeName, useMemberTexts } from '../../i18n/member';
import { formatDate } from '../../lib/format';
import { NotificationTypeTag } from '../../components/NotificationTypeTag';

/** The dashboard lists this many of the next events. */
export const RECENT_EVENTS = 3;
/** ...and this many of the member's newest notifications. */
export const RECENT_NOTIFICATIONS = 3;

/** The next events still going ahead (cancelled and past ones left out), soonest first. */
export function nextEvents(events: ContentEvent[], now: Date = new Date(), count = RECENT_EVENTS): ContentEvent[] {
  return events
    .filter((event) => event.status === 'upcoming' && Date.parse(event.eventDate) >= now.getTime())
    .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate))
    .slice(0, count);
}

/**
 * Recent updates: the member's newest notifications and the next upcoming events from GET /api/events
 * (live data, not the spec's static text).
 */
export function RecentUpdatesCard() {
  const t = useMemberTexts();
  const language = useShownLanguage();
  const { data, isPending, isError } = useEventsQuery();
  const events = nextEvents(data ?? []);
  return (
    <Card
      title={<h2 className="member-card-title">{t('recent.title')}</h2>}
      extra={<Link to="/member-dashboard?tab=updates">{t('recent.allUpdates')}</Link>}
    >
      <RecentNotifications />
      <h3 className="member-subtitle">
        {t('recent.upcoming')} <Link to="/member-events">{t('recent.allEvents')}</Link>
      </h3>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('recent.eventsFailed')} />
      ) : events.length === 0 ? (
        <p className="muted">{t('recent.noEvents')}</p>
      ) : (
        <ul className="recent-events">
          {events.map((event) => (
            <li key={event.id} className="recent-event">
              <strong className="recent-event-title">{event.title}</strong>
              <span className="muted small">
                <CalendarOutlined aria-hidden /> {formatDate(event.eventDate)},{' '}
                {formatTimeIn(language, event.eventDate)}
              </span>
              {event.location ? (
                <span className="muted small">
                  <EnvironmentOutlined aria-hidden /> {event.location}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The member's newest notifications, unread ones marked; the Updates tab has them all. */
function RecentNotifications() {
  const t = useMemberTexts();
  const { data, isPending, isError } = useNotificationsQuery({ fresh: true });
  const items = (data ?? []).slice(0, RECENT_NOTIFICATIONS);
  return (
    <>
      <h3 className="member-subtitle">{t('recent.notifications')}</h3>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('recent.notificationsFailed')} />
      ) : items.length === 0 ? (
        <p className="muted">{t('recent.noUpdates')}</p>
      ) : (
        <ul className="recent-events recent-notifications">
          {items.map((item) => (
            <li key={item.id} className="recent-event">
              <strong className="recent-event-title">
                {item.title} <NotificationTypeTag type={item.type} text={notificationTypeName(t, item.type)} />
                {item.isRead ? null : <Tag color="gold">{t('recent.unread')}</Tag>}
              </strong>
              <span className="muted small">{formatDate(item.sentAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
