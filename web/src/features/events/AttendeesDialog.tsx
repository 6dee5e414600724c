import { Alert, Button, Empty, Modal, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  contentFailureText,
  eventAttendeesCsvUrl,
  useEventAttendeesQuery,
  type ContentEvent,
  type EventAttendee,
} from '../../api/content';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { useAdminEventsTexts } from '../../i18n/admin-events';
import { seatsText } from '../../lib/event-seats';

interface AttendeesDialogProps {
  /** The event whose sign-ups are shown; kept while the dialog animates out. */
  event: ContentEvent | null;
  open: boolean;
  onClose: () => void;
}

/** Who signed up for an event (name, member id, phone), with the list as a CSV download. */
export function AttendeesDialog({ event, open, onClose }: AttendeesDialogProps) {
  const t = useAdminEventsTexts();
  const language = useShownLanguage();
  const { data, isPending, isError, error } = useEventAttendeesQuery(open && event ? event.id : null);
  const attendees = data?.attendees ?? [];
  const current = data?.event ?? event;

  return (
    <Modal
      open={open}
      title={event ? t('attendees.titleFor', { title: event.title }) : t('attendees.title')}
      onCancel={onClose}
      width={720}
      footer={[
        event ? (
          <Button key="csv" icon={<DownloadOutlined />} href={eventAttendeesCsvUrl(event.id)} download>
            {t('attendees.csv')}
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          {t('attendees.close')}
        </Button>,
      ]}
    >
      {current ? (
        <p className="muted">
          {t('attendees.signedUp', {
            seats: seatsText(current, (count) => t('card.signedUpCount', { count })),
          })}
        </p>
      ) : null}
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={t('attendees.loadFailed')}
          description={contentFailureText(error, t('tryAgain'))}
        />
      ) : (
        // Narrower than its columns on a phone: the list scrolls sideways in a region keyboard users can reach
        // (WCAG 2.1.1; axe scrollable-region-focusable), as its rows hold nothing focusable.
        <div className="attendees-scroll" role="region" aria-label={t('attendees.list')} tabIndex={0}>
          <Table<EventAttendee>
            rowKey="memberId"
            size="small"
            loading={isPending}
            pagination={attendees.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            dataSource={attendees}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('attendees.none')} />,
            }}
            columns={[
              { title: t('attendees.name'), dataIndex: 'name', key: 'name' },
              { title: t('attendees.memberId'), dataIndex: 'memberCode', key: 'memberCode' },
              { title: t('attendees.phone'), key: 'phone', render: (_, a) => a.phone ?? '—' },
              {
                title: t('attendees.signedUpAt'),
                key: 'signedUpAt',
                render: (_, a) => formatDateTimeIn(language, a.signedUpAt),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
