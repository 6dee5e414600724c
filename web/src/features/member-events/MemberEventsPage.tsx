import { Alert, Button, Card, Col, Empty, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ContentMessages } from '@portal/contracts/rules';
import { contentFailureText, useEventSignupMutation, useEventsQuery, type ContentEvent } from '../../api/content';
import { EventCategoryTag, EventFullTag } from '../../components/EventTags';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDate, formatTime } from '../../lib/format';
import { isFull, seatsLeftText } from '../../lib/event-seats';
import { signupAction, splitEvents } from './member-events';
import { PastEventPhotos } from './PastEventPhotos';
import './member-events.css';

const FALLBACK = 'An unexpected error occurred. Please try again.';

/** Spec part 2 §2 Member events: Upcoming and Past from live data, with sign-up and each past event's photos. */
export function MemberEventsPage() {
  usePageTitle('Events');
  const { data, isPending, isError, error } = useEventsQuery();
  const { upcoming, past } = splitEvents(data ?? []);

  const list = (events: ContentEvent[], empty: string, when: 'upcoming' | 'past') => {
    if (isPending) {
      return (
        <Row gutter={[16, 16]}>
          {[0, 1].map((n) => (
            <Col xs={24} lg={12} key={n}>
              <Card aria-busy="true">
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      );
    }
    if (isError) {
      return (
        <Alert
          type="error"
          showIcon
          title="Events could not be loaded"
          description={contentFailureText(error, 'Please try again.')}
        />
      );
    }
    if (events.length === 0) return <Empty description={empty} />;
    return (
      <Row gutter={[16, 16]}>
        {events.map((event) => (
          <Col xs={24} lg={12} key={event.id}>
            <MemberEventCard event={event} when={when} />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <div className="page member-events-page">
      <Link to="/member-dashboard" className="back-link">
        <ArrowLeftOutlined /> Back to Dashboard
      </Link>
      <div className="page-heading">
        <Typography.Title level={1}>Events</Typography.Title>
        <Typography.Paragraph type="secondary">
          Workshops, meetings and community days of the association. Sign up to keep your seat.
        </Typography.Paragraph>
      </div>
      <Tabs
        items={[
          {
            key: 'upcoming',
            label: `Upcoming${isPending ? '' : ` (${upcoming.length})`}`,
            children: list(upcoming, ContentMessages.noUpcomingEvents, 'upcoming'),
          },
          {
            key: 'past',
            label: `Past${isPending ? '' : ` (${past.length})`}`,
            children: list(past, 'No past events yet', 'past'),
          },
        ]}
      />
    </div>
  );
}

function MemberEventCard({ event, when }: { event: ContentEvent; when: 'upcoming' | 'past' }) {
  const cancelled = event.status === 'cancelled';
  return (
    <Card className="member-event-card">
      <article aria-label={event.title} className="member-event-body">
        <div className="member-event-tags">
          <EventCategoryTag category={event.category} />
          {cancelled ? <Tag color="red">Cancelled</Tag> : null}
          {when === 'upcoming' && !cancelled && isFull(event) ? <EventFullTag /> : null}
          {event.attended ? (
            <Tag color="blue" icon={<CheckCircleOutlined />}>
              Attended
            </Tag>
          ) : event.isSignedUp && !cancelled ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              You are signed up
            </Tag>
          ) : null}
        </div>
        <Typography.Title level={2} className="member-event-title">
          {event.title}
        </Typography.Title>
        <ul className="member-event-facts">
          <li>
            <CalendarOutlined aria-hidden /> <span className="visually-hidden">Date: </span>
            {formatDate(event.eventDate)}
          </li>
          <li>
            <ClockCircleOutlined aria-hidden /> <span className="visually-hidden">Time: </span>
            {formatTime(event.eventDate)}
          </li>
          {event.location ? (
            <li>
              <EnvironmentOutlined aria-hidden /> <span className="visually-hidden">Location: </span>
              {event.location}
            </li>
          ) : null}
          {when === 'upcoming' && !cancelled ? (
            <li>
              <TeamOutlined aria-hidden /> {seatsLeftText(event)}
            </li>
          ) : null}
        </ul>
        {event.description ? (
          <Typography.Paragraph className="member-event-description" ellipsis={{ rows: 3, expandable: true }}>
            {event.description}
          </Typography.Paragraph>
        ) : null}
        {cancelled && when === 'upcoming' ? <p className="muted small">This event has been cancelled.</p> : null}
        {when === 'upcoming' ? <SignupButton event={event} /> : null}
        {when === 'past' && !cancelled ? <PastEventPhotos eventId={event.id} eventTitle={event.title} /> : null}
      </article>
    </Card>
  );
}

function SignupButton({ event }: { event: ContentEvent }) {
  const signup = useEventSignupMutation();
  const toast = useToast();
  const action = signupAction(event);
  if (!action) return null;
  if (action === 'full') {
    return (
      <Button disabled block>
        Event full
      </Button>
    );
  }

  const signedUp = action === 'sign-up';
  const onClick = async () => {
    if (!signedUp && !window.confirm(`Cancel your sign-up for "${event.title}"?`)) return;
    try {
      await signup.mutateAsync({ id: event.id, signedUp });
      toast.success(signedUp ? ContentMessages.signedUp : ContentMessages.signupCancelled);
    } catch (err) {
      toast.error(signedUp ? 'Sign-up failed' : 'Could not cancel sign-up', contentFailureText(err, FALLBACK));
    }
  };

  return (
    <Button
      type={signedUp ? 'primary' : 'default'}
      danger={!signedUp}
      block
      loading={signup.isPending}
      onClick={onClick}
      aria-label={`${signedUp ? 'Sign up for' : 'Cancel sign-up for'} ${event.title}`}
    >
      {signedUp ? 'Sign up' : 'Cancel sign-up'}
    </Button>
  );
}
