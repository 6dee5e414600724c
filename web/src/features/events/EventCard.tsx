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
import { formatDate, formatTime } from '../../lib/format';
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
  const busy = actions.busyId === event.id;
  const cancelled = event.status === 'cancelled';
  // Changing events is the office's work (issue 27); other roles see the sign-ups only.
  const office = useAdminCan('office');
  const navigate = useNavigate();
  return (
    <Card className="event-card">
      <article aria-label={event.title} className="event-card-body">
        <div className="event-card-tags">
          <EventCategoryTag category={event.category} />
          <EventStatusTag status={event.status} />
          {isFull(event) && !cancelled ? <EventFullTag /> : null}
          {event.isActive ? null : (
            <Tag icon={<EyeInvisibleOutlined />} color="default">
              Hidden from members
            </Tag>
          )}
        </div>
        <Typography.Title level={2} className="event-card-title">
          {event.title}
        </Typography.Title>
        <ul className="event-facts">
          <li>
            <CalendarOutlined aria-hidden /> {formatDate(event.eventDate)}, {formatTime(event.eventDate)}
          </li>
          {event.location ? (
            <li>
              <EnvironmentOutlined aria-hidden /> {event.location}
            </li>
          ) : null}
          <li>
            <TeamOutlined aria-hidden /> <span aria-label="Seats">{seatsText(event)}</span>
          </li>
        </ul>
        {event.description ? (
          <Typography.Paragraph className="event-card-description" ellipsis={{ rows: 3, expandable: true }}>
            {event.description}
          </Typography.Paragraph>
        ) : null}
        <div className="event-card-actions">
          <Button icon={<TeamOutlined />} onClick={() => actions.onAttendees(event)}>
            Attendees ({event.signedUp})
          </Button>
          {office && !cancelled ? (
            <Button icon={<QrcodeOutlined />} onClick={() => navigate(`/events/${event.id}/check-in`)}>
              Check-in
            </Button>
          ) : null}
          {office ? (
            <Tooltip title="Edit">
              <Button
                icon={<EditOutlined />}
                aria-label={`Edit ${event.title}`}
                onClick={() => actions.onEdit(event)}
              />
            </Tooltip>
          ) : null}
          {!office ? null : cancelled ? (
            <Button icon={<RedoOutlined />} loading={busy} onClick={() => actions.onCancel(event, false)}>
              Reopen
            </Button>
          ) : event.status === 'upcoming' ? (
            <Button icon={<StopOutlined />} loading={busy} onClick={() => actions.onCancel(event, true)}>
              Cancel event
            </Button>
          ) : null}
          {office ? (
            <Tooltip title="Delete">
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${event.title}`}
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
