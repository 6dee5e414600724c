import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  contentFailureText,
  useDeleteEventMutation,
  useEventsQuery,
  useUpdateEventMutation,
  type ContentEvent,
} from '../../api/content';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { useAdminEventsTexts } from '../../i18n/admin-events';
import { AttendeesDialog } from './AttendeesDialog';
import { EventCard } from './EventCard';
import { EventFormDialog } from './EventFormDialog';
import { cancellationInput } from './event-form';
import { upcomingFirst } from '../../lib/event-seats';
import './events.css';

/** Kept after closing (open: false) so a closing dialog does not change its content mid-animation. */
type Dialog = { event: ContentEvent | null; open: boolean };
const CLOSED: Dialog = { event: null, open: false };

/** Spec part 1 §2 Events page (admin): the card grid with add, edit, cancel, delete and the sign-ups. */
export function EventsPage() {
  const t = useAdminEventsTexts();
  usePageTitle(t('title'));
  const toast = useToast();
  // Adding and changing events is the office's work (issue 27).
  const office = useAdminCan('office');
  const { data, isPending, isError, error } = useEventsQuery();
  const update = useUpdateEventMutation();
  const remove = useDeleteEventMutation();
  const [formDialog, setFormDialog] = useState<Dialog>(CLOSED);
  const [attendeesDialog, setAttendeesDialog] = useState<Dialog>(CLOSED);
  const [busyId, setBusyId] = useState<string | null>(null);
  const events = upcomingFirst(data ?? []);

  const onDelete = async (event: ContentEvent) => {
    if (!window.confirm(t('confirmDelete', { title: event.title }))) return;
    setBusyId(event.id);
    try {
      await remove.mutateAsync(event.id);
      toast.success(t('deleted'));
    } catch (err) {
      toast.error(t('deleteFailed'), contentFailureText(err, t('fallback')));
    } finally {
      setBusyId(null);
    }
  };

  const onCancel = async (event: ContentEvent, cancelled: boolean) => {
    // Cancelling tells every member who signed up, so it is asked once more.
    if (cancelled && !window.confirm(t('confirmCancel', { title: event.title }))) return;
    setBusyId(event.id);
    try {
      await update.mutateAsync({ id: event.id, input: cancellationInput(event, cancelled) });
      toast.success(cancelled ? t('cancelled') : t('reopened'));
    } catch (err) {
      toast.error(t('updateFailed'), contentFailureText(err, t('fallback')));
    } finally {
      setBusyId(null);
    }
  };

  const actions = {
    busyId,
    onDelete,
    onCancel,
    onEdit: (event: ContentEvent) => setFormDialog({ event, open: true }),
    onAttendees: (event: ContentEvent) => setAttendeesDialog({ event, open: true }),
  };

  return (
    <div className="page events-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        </div>
        {office ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormDialog({ event: null, open: true })}>
            {t('addEvent')}
          </Button>
        ) : null}
      </div>

      {isError ? (
        <Alert
          type="error"
          showIcon
          className="content-alert"
          title={t('loadFailed')}
          description={contentFailureText(error, t('tryAgain'))}
        />
      ) : null}

      {isPending ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((n) => (
            <Col xs={24} md={12} xl={8} key={n}>
              <Card aria-busy="true">
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : !isError && events.length === 0 ? (
        <Card>
          <Empty description={t('noEvents')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {events.map((event) => (
            <Col xs={24} md={12} xl={8} key={event.id}>
              <EventCard event={event} actions={actions} />
            </Col>
          ))}
        </Row>
      )}

      <EventFormDialog
        open={formDialog.open}
        event={formDialog.event}
        onClose={() => setFormDialog((current) => ({ ...current, open: false }))}
      />
      <AttendeesDialog
        open={attendeesDialog.open}
        event={attendeesDialog.event}
        onClose={() => setAttendeesDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
