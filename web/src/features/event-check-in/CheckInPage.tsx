import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@portal/contracts/rules';
import type { CheckInMethod } from '@portal/contracts/shapes';
import {
  attendanceCsvUrl,
  checkIn,
  checkInKeys,
  serverAnswered,
  useAttendanceQuery,
  usePublicKeysQuery,
  type CheckInAnswer,
} from '../../api/check-in';
import { useEventsQuery } from '../../api/content';
import { contentFailureText } from '../../api/content';
import { apiUrl } from '../../api/client';
import { formatDate, formatDateTime } from '../../lib/format';
import { checkScannedCard } from './card-pass-verify';
import { CheckInQueue } from './check-in-queue';
import { openCamera, qrReader } from './qr-scanner';
import './check-in.css';

/** What the door person sees after a scan or a typed id. */
type Outcome =
  | { kind: 'checked-in'; answer: CheckInAnswer }
  | { kind: 'queued'; memberId: string; name: string | null; validThrough: string | null; verified: boolean }
  | { kind: 'refused'; message: string };

const validityText = (validThrough: string | null) =>
  validThrough ? `Valid until ${formatDate(`${validThrough}T12:00:00+05:30`)}` : 'No end date';

/** Check-in at the door (issue 30): scan members' cards, or type a member id; works offline and syncs later. */
export function CheckInPage() {
  const { id: eventId = '' } = useParams();
  const queryClient = useQueryClient();
  const events = useEventsQuery();
  const event = events.data?.find((candidate) => candidate.id === eventId);
  const keys = usePublicKeysQuery();
  const attendance = useAttendanceQuery(eventId);
  const queue = useMemo(() => new CheckInQueue(eventId), [eventId]);
  const [waiting, setWaiting] = useState(() => queue.list().length);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [typed, setTyped] = useState('');
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The last QR handled: the same card held in view is not checked in again until "Scan next". */
  const lastScan = useRef<string | null>(null);
  const busy = useRef(false);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: checkInKeys.attendance(eventId) });
  }, [queryClient, eventId]);

  const record = useCallback(
    async (
      memberId: string,
      method: CheckInMethod,
      offline: { name: string | null; validThrough: string | null; verified: boolean },
    ) => {
      const scannedAt = new Date().toISOString();
      const queueIt = () => {
        queue.add({ memberId, scannedAt, method, name: offline.name });
        setWaiting(queue.list().length);
        setOutcome({ kind: 'queued', memberId, ...offline });
      };
      if (!navigator.onLine) return queueIt();
      try {
        const answer = await checkIn(eventId, { memberId, method, scannedAt });
        setOutcome({ kind: 'checked-in', answer });
        refresh();
      } catch (error) {
        if (serverAnswered(error))
          setOutcome({ kind: 'refused', message: contentFailureText(error, 'Not checked in') });
        else queueIt();
      }
    },
    [eventId, queue, refresh],
  );

  const sync = useCallback(async () => {
    if (!navigator.onLine || queue.list().length === 0) return;
    await queue.sync(async (entry) => {
      try {
        await checkIn(eventId, { memberId: entry.memberId, method: entry.method, scannedAt: entry.scannedAt });
        return 'done';
      } catch (error) {
        return serverAnswered(error) ? 'done' : 'retry';
      }
    });
    setWaiting(queue.list().length);
    refresh();
  }, [eventId, queue, refresh]);

  const handleScan = useCallback(
    async (text: string) => {
      const card = await checkScannedCard(text, keys.data ?? []);
      if (card.kind === 'tampered') {
        setOutcome({ kind: 'refused', message: 'This card’s signature does not match: it is not a genuine card' });
        return;
      }
      if (card.kind === 'no-pass') {
        if (!card.memberId) return setOutcome({ kind: 'refused', message: 'This QR code is not a member’s card' });
        return record(card.memberId, 'scan', { name: null, validThrough: null, verified: false });
      }
      return record(card.pass.memberId, 'scan', {
        name: card.pass.name,
        validThrough: card.pass.validThrough,
        verified: true,
      });
    },
    [keys.data, record],
  );

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // Check-ins left waiting by an earlier visit go as soon as the page is up.
    const first = window.setTimeout(() => void sync(), 0);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [sync]);

  const handleScanRef = useRef(handleScan);
  useEffect(() => {
    handleScanRef.current = handleScan;
  }, [handleScan]);

  // The camera: a frame every 300 ms through the reader, until the page closes.
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    void (async () => {
      try {
        stream = await openCamera();
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const read = await qrReader();
        const tick = async () => {
          if (stopped) return;
          if (!busy.current && videoRef.current && canvasRef.current) {
            const text = await read(videoRef.current, canvasRef.current).catch(() => null);
            if (text && text !== lastScan.current) {
              lastScan.current = text;
              busy.current = true;
              await handleScanRef.current(text).finally(() => (busy.current = false));
            }
          }
          timer = window.setTimeout(() => void tick(), 300);
        };
        void tick();
      } catch {
        if (!stopped) setCameraProblem('The camera could not be opened: type the member id below instead.');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const submitTyped = async () => {
    const memberId = typed.replace(/\s+/g, '').toUpperCase();
    if (!memberId) return;
    setTyped('');
    await record(memberId, 'typed', { name: null, validThrough: null, verified: false });
  };

  return (
    <div className="check-in-page">
      <Typography.Title level={1} className="check-in-title">
        Check-in{event ? `: ${event.title}` : ''}
      </Typography.Title>
      <Space wrap className="check-in-status">
        <Tag color={online ? 'green' : 'orange'}>{online ? 'Online' : 'Offline'}</Tag>
        <span aria-label="Checked in count">Checked in: {attendance.data?.checkedIn ?? '…'}</span>
        {waiting > 0 ? (
          <Tag color="orange" aria-label="Waiting to sync">
            {waiting === 1 ? '1 check-in waiting to sync' : `${waiting} check-ins waiting to sync`}
          </Tag>
        ) : null}
      </Space>

      <div className="check-in-camera">
        <video ref={videoRef} muted playsInline aria-label="Camera" />
        <canvas ref={canvasRef} hidden />
      </div>
      {cameraProblem ? <Alert type="warning" showIcon title={cameraProblem} /> : null}

      <OutcomePanel outcome={outcome} />
      <Button
        onClick={() => {
          lastScan.current = null;
          setOutcome(null);
        }}
      >
        Scan next
      </Button>

      <form
        className="check-in-typed"
        onSubmit={(e) => {
          e.preventDefault();
          void submitTyped();
        }}
      >
        <label htmlFor="typed-member-id">Member ID</label>
        <Space.Compact block>
          <Input
            id="typed-member-id"
            value={typed}
            placeholder="PHOTO0001"
            autoCapitalize="characters"
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="primary" htmlType="submit">
            Check in
          </Button>
        </Space.Compact>
      </form>

      <Card title="Checked in" className="check-in-list">
        <p>
          {attendance.data
            ? `${attendance.data.checkedIn} checked in, ${attendance.data.signedUpAndCheckedIn} of them signed up`
            : null}{' '}
          <a href={attendanceCsvUrl(eventId)} download>
            Download CSV
          </a>
        </p>
        <Table
          size="small"
          rowKey="memberId"
          pagination={false}
          scroll={{ x: true }}
          dataSource={attendance.data?.attendees ?? []}
          columns={[
            { title: 'Member ID', dataIndex: 'memberCode' },
            { title: 'Name', dataIndex: 'name' },
            { title: 'Signed up', dataIndex: 'signedUp', render: (signed: boolean) => (signed ? 'Yes' : 'No') },
            { title: 'Checked in', dataIndex: 'checkedInAt', render: (at: string) => formatDateTime(at) },
          ]}
        />
      </Card>
      <Link to="/events">Back to events</Link>
    </div>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return <p className="check-in-hint">Hold a member’s card QR code in front of the camera.</p>;
  if (outcome.kind === 'refused') return <Alert type="error" showIcon role="alert" title={outcome.message} />;
  if (outcome.kind === 'queued') {
    const expired = outcome.validThrough !== null && outcome.validThrough < todayInIndia();
    return (
      <Card className="check-in-result" aria-label="Check-in result">
        <Typography.Title level={2}>{outcome.name ?? outcome.memberId}</Typography.Title>
        <p>{outcome.memberId}</p>
        {outcome.verified ? (
          <p>
            <Tag color={expired ? 'red' : 'green'}>{expired ? 'Card expired' : 'Genuine card'}</Tag>{' '}
            {validityText(outcome.validThrough)}
          </p>
        ) : (
          <p>Member id typed: not verified offline</p>
        )}
        <Alert type="warning" showIcon title="Saved on this phone: it will be sent when the network returns" />
      </Card>
    );
  }
  const { answer } = outcome;
  const { member } = answer;
  return (
    <Card className="check-in-result" aria-label="Check-in result">
      <div className="check-in-member">
        <img
          className="check-in-photo"
          alt={`Photo of ${member.name}`}
          src={apiUrl('/api/members/{id}/photo', { path: { id: member.memberId } })}
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
        <div>
          <Typography.Title level={2}>{member.name}</Typography.Title>
          <p>{member.memberCode}</p>
          <p>
            <Tag color={member.status === 'active' ? 'green' : 'red'}>{member.status}</Tag>{' '}
            {validityText(member.validThrough)}
          </p>
          <p>{member.signedUp ? 'Signed up for this event' : 'Not signed up for this event'}</p>
        </div>
      </div>
      <Alert type={answer.alreadyCheckedIn ? 'info' : 'success'} showIcon title={answer.message} />
    </Card>
  );
}
