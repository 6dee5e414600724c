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
import { contentFailureText, useEventSignupMutation, useEventsQuery, type ContentEvent } from '../../api/content';
import { EventCategoryTag, EventFullTag } from '../../components/EventTags';
import { formatTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { useMemberEventsTexts } from '../../i18n/member-events';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';
import { isFull } from '../../lib/event-seats';
import { signupAction, splitEvents } from './member-events';
import { PastEventPhotos } from './PastEventPhotos';
import './member-events.css';

/** Spec part 2 §2 Member events: Upcoming and Past from live data, with sign-up and each past event's photos. */
export function MemberEventsPage() {
  const t = useMemberEventsTexts();
  usePageTitle(t('title'));
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
      return <Alert type="error" showIcon title={t('failed')} description={contentFailureText(error, t('tryAgain'))} />;
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
        <ArrowLeftOutlined /> {t('back')}
      </Link>
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      </div>
      <Tabs
        items={[
          {
            key: 'upcoming',
            label: isPending ? t('upcoming') : t('upcomingCount', { count: upcoming.length }),
            children: list(upcoming, t('noUpcoming'), 'upcoming'),
          },
          {
            key: 'past',
            label: isPending ? t('past') : t('pastCount', { count: past.length }),
            children: list(past, t('noPast'), 'past'),
          },
        ]}
      />
    </div>
  );
}

function MemberEventCard({ event, when }: { event: ContentEvent; when: 'upcoming' | 'past' }) {
  const t = useMemberEventsTexts();
  const language = useShownLanguage();
  const cancelled = event.status === 'cancelled';
  const seatsLeft =
    event.capacity === null || event.seatsLeft === null
      ? t('openToAll')
      : event.seatsLeft <= 0
        ? t('eventFull')
        : t('seatsLeft', { count: event.seatsLeft });
  return (
    <Card className="member-event-card">
      <article aria-label={event.title} className="member-event-body">
        <div className="member-event-tags">
          <EventCategoryTag category={event.category} text={t(`categories.${event.category}`)} />
          {cancelled ? <Tag color="red">{t('cancelled')}</Tag> : null}
          {when === 'upcoming' && !cancelled && isFull(event) ? <EventFullTag text={t('full')} /> : null}
          {event.attended ? (
            <Tag color="blue" icon={<CheckCircleOutlined />}>
              {t('attended')}
            </Tag>
          ) : event.isSignedUp && !cancelled ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t('signedUp')}
            </Tag>
          ) : null}
        </div>
        <Typography.Title level={2} className="member-event-title">
          {event.title}
        </Typography.Title>
        <ul className="member-event-facts">
          <li>
            <CalendarOutlined aria-hidden /> <span className="visually-hidden">{t('date')}</span>
            {formatDate(event.eventDate)}
          </li>
          <li>
            <ClockCircleOutlined aria-hidden /> <span className="visually-hidden">{t('time')}</span>
            {formatTimeIn(language, event.eventDate)}
          </li>
          {event.location ? (
            <li>
              <EnvironmentOutlined aria-hidden /> <span className="visually-hidden">{t('location')}</span>
              {event.location}
            </li>
          ) : null}
          {when === 'upcoming' && !cancelled ? (
            <li>
              <TeamOutlined aria-hidden /> {seatsLeft}
            </li>
          ) : null}
        </ul>
        {event.description ? (
          <Typography.Paragraph
            className="member-event-description"
            ellipsis={{ rows: 3, expandable: true, symbol: t('expand') }}
          >
            {event.description}
          </Typography.Paragraph>
        ) : null}
        {cancelled && when === 'upcoming' ? <p className="muted small">{t('wasCancelled')}</p> : null}
        {when === 'upcoming' ? <SignupButton event={event} /> : null}
        {when === 'past' && !cancelled ? <PastEventPhotos eventId={event.id} eventTitle={event.title} /> : null}
      </article>
    </Card>
  );
}

function SignupButton({ event }: { event: ContentEvent }) {
  const t = useMemberEventsTexts();
  const signup = useEventSignupMutation();
  const toast = useToast();
  const action = signupAction(event);
  if (!action) return null;
  if (action === 'full') {
    return (
      <Button disabled block>
        {t('eventFull')}
      </Button>
    );
  }

  const signedUp = action === 'sign-up';
  const onClick = async () => {
    if (!signedUp && !window.confirm(t('confirmCancel', { title: event.title }))) return;
    try {
      await signup.mutateAsync({ id: event.id, signedUp });
      toast.success(signedUp ? t('signedUpToast') : t('cancelledToast'));
    } catch (err) {
      toast.error(signedUp ? t('signupFailed') : t('cancelFailed'), contentFailureText(err, t('fallback')));
    }
  };

  return (
    <Button
      type={signedUp ? 'primary' : 'default'}
      danger={!signedUp}
      block
      loading={signup.isPending}
      onClick={onClick}
      aria-label={signedUp ? t('signUpFor', { title: event.title }) : t('cancelFor', { title: event.title })}
    >
      {signedUp ? t('signUp') : t('cancelSignup')}
    </Button>
  );
}
