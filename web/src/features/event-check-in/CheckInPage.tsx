import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatIndiaTime, todayInIndia } from '@portal/contracts/rules';
import { MemberStatuses, type CheckInMethod } from '@portal/contracts/shapes';
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
import { formatDate } from '../../lib/format';
import { useAdminCheckInTexts, type AdminCheckInTexts } from '../../i18n/admin-check-in';
import { formatDateTimeIn, formatTimeIn } from '../../i18n/formats';
import { useShownLanguage, type Language } from '../../i18n/language';
import { checkScannedCard } from './card-pass-verify';
import { CheckInQueue } from './check-in-queue';
import { openCamera, qrReader } from './qr-scanner';
import './check-in.css';

/** What the door person sees after a scan or a typed id. */
type Outcome =
  | { kind: 'checked-in'; answer: CheckInAnswer }
  | { kind: 'queued'; memberId: string; name: string | null; validThrough: string | null; verified: boolean }
  /** Refused by the server, in its words. */
  | { kind: 'refused'; message: string }
  /** Refused here (the card), or by a server that gave no reason: in the page's words. */
  | { kind: 'refused-here'; reason: 'tampered' | 'notMemberCard' | 'notCheckedIn' };

const validityText = (t: AdminCheckInTexts, validThrough: string | null) =>
  validThrough ? t('validUntil', { date: formatDate(`${validThrough}T12:00:00+05:30`) }) : t('noEndDate');

/** The example in the member id box: an id, the same in every language. */
const MEMBER_ID_EXAMPLE = 'PHOTO0001';

/** A member's live status as the tag says it; one the page does not know, as the server sent it. */
const statusText = (t: AdminCheckInTexts, status: string) =>
  (MemberStatuses as readonly string[]).includes(status)
    ? t(`status.${status as (typeof MemberStatuses)[number]}`)
    : status;

/**
 * 'Checked in at 10:02' or 'Already checked in at 10:02', from the answer's time: in English the server's words
 * (the same India clock, contracts' formatIndiaTime), in Kannada 'ಬೆಳಿಗ್ಗೆ 10:02ಕ್ಕೆ ಹಾಜರಾತಿ ದಾಖಲಾಗಿದೆ'.
 */
const checkedInText = (t: AdminCheckInTexts, language: Language, answer: CheckInAnswer) => {
  const at = new Date(answer.checkedInAt);
  const time = language === 'en' ? formatIndiaTime(at) : formatTimeIn(language, at);
  return t(answer.alreadyCheckedIn ? 'result.alreadyCheckedInAt' : 'result.checkedInAt', { time });
};

/** Check-in at the door (issue 30): scan members' cards, or type a member id; works offline and syncs later. */
export function CheckInPage() {
  const t = useAdminCheckInTexts();
  const language = useShownLanguage();
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
  const [cameraProblem, setCameraProblem] = useState(false);
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
        if (serverAnswered(error)) {
          const said = contentFailureText(error, '');
          setOutcome(said ? { kind: 'refused', message: said } : { kind: 'refused-here', reason: 'notCheckedIn' });
        } else queueIt();
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
        setOutcome({ kind: 'refused-here', reason: 'tampered' });
        return;
      }
      if (card.kind === 'no-pass') {
        if (!card.memberId) return setOutcome({ kind: 'refused-here', reason: 'notMemberCard' });
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
        if (!stopped) setCameraProblem(true);
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
        {event ? <CheckInTitle title={event.title} /> : <CheckInTitle />}
      </Typography.Title>
      <Space wrap className="check-in-status">
        <Tag color={online ? 'green' : 'orange'}>{online ? t('online') : t('offline')}</Tag>
        <span aria-label={t('checkedInCountLabel')}>
          {t('checkedInCount', { number: attendance.data?.checkedIn ?? '…' })}
        </span>
        {waiting > 0 ? (
          <Tag color="orange" aria-label={t('waitingLabel')}>
            {t('waiting', { count: waiting })}
          </Tag>
        ) : null}
      </Space>

      <div className="check-in-camera">
        <video ref={videoRef} muted playsInline aria-label={t('camera')} />
        <canvas ref={canvasRef} hidden />
      </div>
      {cameraProblem ? <Alert type="warning" showIcon title={t('cameraProblem')} /> : null}

      <OutcomePanel outcome={outcome} />
      <Button
        onClick={() => {
          lastScan.current = null;
          setOutcome(null);
        }}
      >
        {t('scanNext')}
      </Button>

      <form
        className="check-in-typed"
        onSubmit={(e) => {
          e.preventDefault();
          void submitTyped();
        }}
      >
        <label htmlFor="typed-member-id">{t('memberId')}</label>
        <Space.Compact block>
          <Input
            id="typed-member-id"
            value={typed}
            placeholder={MEMBER_ID_EXAMPLE}
            autoCapitalize="characters"
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="primary" htmlType="submit">
            {t('checkIn')}
          </Button>
        </Space.Compact>
      </form>

      <Card title={t('list.title')} className="check-in-list">
        <p>
          {attendance.data
            ? t('list.summary', {
                checkedIn: attendance.data.checkedIn,
                signedUp: attendance.data.signedUpAndCheckedIn,
              })
            : null}{' '}
          <a href={attendanceCsvUrl(eventId)} download>
            {t('list.csv')}
          </a>
        </p>
        <Table
          size="small"
          rowKey="memberId"
          pagination={false}
          scroll={{ x: true }}
          dataSource={attendance.data?.attendees ?? []}
          columns={[
            { title: t('list.memberId'), dataIndex: 'memberCode' },
            { title: t('list.name'), dataIndex: 'name' },
            {
              title: t('list.signedUp'),
              dataIndex: 'signedUp',
              render: (signed: boolean) => (signed ? t('list.yes') : t('list.no')),
            },
            {
              title: t('list.checkedIn'),
              dataIndex: 'checkedInAt',
              render: (at: string) => formatDateTimeIn(language, at),
            },
          ]}
        />
      </Card>
      <Link to="/events">{t('back')}</Link>
    </div>
  );
}

/** The page's heading: Check-in, with the event's title once it has loaded. */
function CheckInTitle({ title }: { title?: string }) {
  const t = useAdminCheckInTexts();
  return <>{title === undefined ? t('title') : t('titleFor', { title })}</>;
}

function OutcomePanel({ outcome }: { outcome: Outcome | null }) {
  const t = useAdminCheckInTexts();
  const language = useShownLanguage();
  if (!outcome) return <p className="check-in-hint">{t('result.hint')}</p>;
  if (outcome.kind === 'refused') return <Alert type="error" showIcon role="alert" title={outcome.message} />;
  if (outcome.kind === 'refused-here') return <Alert type="error" showIcon role="alert" title={t(outcome.reason)} />;
  if (outcome.kind === 'queued') {
    const expired = outcome.validThrough !== null && outcome.validThrough < todayInIndia();
    return (
      <Card className="check-in-result" aria-label={t('result.label')}>
        <Typography.Title level={2}>{outcome.name ?? outcome.memberId}</Typography.Title>
        <p>{outcome.memberId}</p>
        {outcome.verified ? (
          <p>
            <Tag color={expired ? 'red' : 'green'}>{expired ? t('result.cardExpired') : t('result.genuineCard')}</Tag>{' '}
            {validityText(t, outcome.validThrough)}
          </p>
        ) : (
          <p>{t('result.typedNotVerified')}</p>
        )}
        <Alert type="warning" showIcon title={t('result.savedOffline')} />
      </Card>
    );
  }
  const { answer } = outcome;
  const { member } = answer;
  return (
    <Card className="check-in-result" aria-label={t('result.label')}>
      <div className="check-in-member">
        <img
          className="check-in-photo"
          alt={t('result.photoOf', { name: member.name })}
          src={apiUrl('/api/members/{id}/photo', { path: { id: member.memberId } })}
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
        <div>
          <Typography.Title level={2}>{member.name}</Typography.Title>
          <p>{member.memberCode}</p>
          <p>
            <Tag color={member.status === 'active' ? 'green' : 'red'}>{statusText(t, member.status)}</Tag>{' '}
            {validityText(t, member.validThrough)}
          </p>
          <p>{member.signedUp ? t('result.signedUp') : t('result.notSignedUp')}</p>
        </div>
      </div>
      <Alert type={answer.alreadyCheckedIn ? 'info' : 'success'} showIcon title={checkedInText(t, language, answer)} />
    </Card>
  );
}
