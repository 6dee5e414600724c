import { Alert, Button, Empty, Modal, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  contentFailureText,
  eventAttendeesCsvUrl,
  useEventAttendeesQuery,
  type ContentEvent,
  type EventAttendee,
} from '../../api/content';
import { formatDateTime } from '../../lib/format';
import { seatsText } from '../../lib/event-seats';

interface AttendeesDialogProps {
  /** The event whose sign-ups are shown; kept while the dialog animates out. */
  event: ContentEvent | null;
  open: boolean;
  onClose: () => void;
}

/** Who signed up for an event (name, member id, phone), with the list as a CSV download. */
export function AttendeesDialog({ event, open, onClose }: AttendeesDialogProps) {
  const { data, isPending, isError, error } = useEventAttendeesQuery(open && event ? event.id : null);
  const attendees = data?.attendees ?? [];
  const current = data?.event ?? event;

  return (
    <Modal
      open={open}
      title={event ? `Attendees: ${event.title}` : 'Attendees'}
      onCancel={onClose}
      width={720}
      footer={[
        event ? (
          <Button key="csv" icon={<DownloadOutlined />} href={eventAttendeesCsvUrl(event.id)} download>
            Download CSV
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {current ? <p className="muted">Signed up: {seatsText(current)}</p> : null}
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="The attendee list could not be loaded"
          description={contentFailureText(error, 'Please try again.')}
        />
      ) : (
        // Narrower than its columns on a phone: the list scrolls sideways in a region keyboard users can reach
        // (WCAG 2.1.1; axe scrollable-region-focusable), as its rows hold nothing focusable.
        <div className="attendees-scroll" role="region" aria-label="Attendees list" tabIndex={0}>
          <Table<EventAttendee>
            rowKey="memberId"
            size="small"
            loading={isPending}
            pagination={attendees.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            dataSource={attendees}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No one has signed up yet" />,
            }}
            columns={[
              { title: 'Name', dataIndex: 'name', key: 'name' },
              { title: 'Member ID', dataIndex: 'memberCode', key: 'memberCode' },
              { title: 'Phone', key: 'phone', render: (_, a) => a.phone ?? '—' },
              { title: 'Signed Up', key: 'signedUpAt', render: (_, a) => formatDateTime(a.signedUpAt) },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
