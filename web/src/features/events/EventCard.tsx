import { Button, Card, Tag, Tooltip, Typography } from 'antd';
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeInvisibleOutlined,
  QrcodeOutlined,
  RedoOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { ContentEvent } from '../../api/content';
import { formatDate } from '../../lib/format';
import { formatTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { useAdminEventsTexts } from '../../i18n/admin-events';
import { EventCategoryTag, EventFullTag, EventStatusTag } from '../../components/EventTags';
import { useAdminCan } from '../../components/use-admin-can';
import { isFull, seatsText } from '../../lib/event-seats';

export interface EventCardActions {
  onEdit: (event: ContentEvent) => void;
  onDelete: (event: ContentEvent) => void;
  onCancel: (event: ContentEvent, cancelled: boolean) => void;
  onAttendees: (event: ContentEvent) => void;
  /** The id of the event a delete or cancel is running for. */
  busyId: string | null;
}

/** One event on the admin's grid: when, where, what kind, its state, its sign-ups and what can be done. */
export function EventCard({ event, actions }: { event: ContentEvent; actions: EventCardActions }) {
  const t = useAdminEventsTexts();
  const language = useShownLanguage();
  const busy = actions.busyId === event.id;
  const cancelled = event.status === 'cancelled';
  // Changing events is the office's work (issue 27); other roles see the sign-ups only.
  const office = useAdminCan('office');
  const navigate = useNavigate();
  return (
    <Card className="event-card">
      <article aria-label={event.title} className="event-card-body">
        <div className="event-card-tags">
          <EventCategoryTag category={event.category} text={t(`categories.${event.category}`)} />
          <EventStatusTag status={event.status} text={t(`status.${event.status}`)} />
          {isFull(event) && !cancelled ? <EventFullTag text={t('full')} /> : null}
          {event.isActive ? null : (
            <Tag icon={<EyeInvisibleOutlined />} color="default">
              {t('card.hidden')}
            </Tag>
          )}
        </div>
        <Typography.Title level={2} className="event-card-title">
          {event.title}
        </Typography.Title>
        <ul className="event-facts">
          <li>
            <CalendarOutlined aria-hidden /> {formatDate(event.eventDate)}, {formatTimeIn(language, event.eventDate)}
          </li>
          {event.location ? (
            <li>
              <EnvironmentOutlined aria-hidden /> {event.location}
            </li>
          ) : null}
          <li>
            <TeamOutlined aria-hidden />{' '}
            <span aria-label={t('card.seats')}>{seatsText(event, (count) => t('card.signedUpCount', { count }))}</span>
          </li>
        </ul>
        {event.description ? (
          <Typography.Paragraph
            className="event-card-description"
            ellipsis={{ rows: 3, expandable: true, symbol: t('card.expand') }}
          >
            {event.description}
          </Typography.Paragraph>
        ) : null}
        <div className="event-card-actions">
          <Button icon={<TeamOutlined />} onClick={() => actions.onAttendees(event)}>
            {t('card.attendees', { count: event.signedUp })}
          </Button>
          {office && !cancelled ? (
            <Button icon={<QrcodeOutlined />} onClick={() => navigate(`/events/${event.id}/check-in`)}>
              {t('card.checkIn')}
            </Button>
          ) : null}
          {office ? (
            <Tooltip title={t('card.edit')}>
              <Button
                icon={<EditOutlined />}
                aria-label={t('card.editEvent', { title: event.title })}
                onClick={() => actions.onEdit(event)}
              />
            </Tooltip>
          ) : null}
          {!office ? null : cancelled ? (
            <Button icon={<RedoOutlined />} loading={busy} onClick={() => actions.onCancel(event, false)}>
              {t('card.reopen')}
            </Button>
          ) : event.status === 'upcoming' ? (
            <Button icon={<StopOutlined />} loading={busy} onClick={() => actions.onCancel(event, true)}>
              {t('card.cancelEvent')}
            </Button>
          ) : null}
          {office ? (
            <Tooltip title={t('card.delete')}>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('card.deleteEvent', { title: event.title })}
                disabled={busy}
                onClick={() => actions.onDelete(event)}
              />
            </Tooltip>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
