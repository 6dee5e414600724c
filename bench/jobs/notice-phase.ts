import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { residentBytes, startMemorySampler } from '../members/processes';
import type { ApiClient } from '../support/api-client';

const POLL_MS = 100;

export interface NoticeRun {
  /** POST /api/notifications: its status and seconds (the gateway may give up before the service is done). */
  post: { status: number; seconds: number; body: string };
  /** Seconds from the POST until every addressee's inbox row and queued e-mail were seen. */
  recordedSeconds: number;
  recipients: number;
  emails: number;
  /** The same rows written by SQL alone (rolled back), seconds. */
  sqlSeconds: number;
  /** The notifications process' resident memory before the send and its peak until the rows were seen. */
  rss: { beforeBytes: number; maxBytes: number };
}

export interface DrainRun {
  seconds: number;
  sent: number;
  /** Resident memory of the notifications process each second while draining. */
  rssMb: number[];
  /** The process' V8 heap in use and its external memory (prom-client's figures), at the start and the end. */
  heapMb: { start: Heap; end: Heap };
  queuedLeft: number;
}

export interface Heap {
  usedMb: number;
  totalMb: number;
  externalMb: number;
}

/** The notifications process' heap as its GET /metrics tells it. */
async function heapOf(metricsUrl: string): Promise<Heap> {
  const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(10_000) })).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]) / 1024 / 1024;
  return {
    usedMb: value('nodejs_heap_size_used_bytes'),
    totalMb: value('nodejs_heap_size_total_bytes'),
    externalMb: value('nodejs_external_memory_bytes'),
  };
}

/** notifications' member copy: members 1..count, active and valid for months ahead, every one with an e-mail. */
export async function seedNoticeMembers(pool: Pool, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO notice_members
       (id, member_code, first_name, last_name, email, status, opted_schemes, membership_end_date, valid_through,
        updated_at)
     SELECT md5('bench-jobs-member-' || i)::uuid, 'PHOTO' || lpad(i::text, 6, '0'), 'Member', 'Number ' || i,
            'member' || i || '@example.test', 'active', ARRAY['esi', 'postal'], now() + interval '200 days',
            (now() + interval '200 days')::date, now()
     FROM generate_series(1, $1::int) AS i`,
    [count],
  );
  await pool.query('VACUUM (ANALYZE) notice_members');
}

async function counts(pool: Pool): Promise<{ recipients: number; emails: number }> {
  const { rows } = await pool.query<{ recipients: number; emails: number }>(
    `SELECT (SELECT count(*)::int FROM notification_recipients) AS recipients,
            (SELECT count(*)::int FROM email_messages WHERE template = 'notification') AS emails`,
  );
  return rows[0];
}

/**
 * An admin's notification to all members with e-mail, through the gateway; the clock runs until every
 * addressee's notification_recipients row and e-mail row exist (the service writes them in one transaction).
 */
export async function sendToAll(
  api: ApiClient,
  pool: Pool,
  pid: number,
  members: number,
  timeoutMs: number,
): Promise<NoticeRun> {
  const start = await counts(pool);
  const beforeBytes = residentBytes(pid) ?? NaN;
  const sampler = startMemorySampler(pid, 25);
  const started = performance.now();
  let post: NoticeRun['post'] | undefined;
  const posting = api
    .request('POST', '/api/notifications', {
      json: {
        title: 'Annual general meeting on 14 December',
        message:
          'Dear member, the annual general meeting of the association is on 14 December at 10:30 in the ' +
          'Town Hall, Bengaluru. Please bring your ID card. The agenda and last year’s accounts are on the portal.',
        type: 'general',
        email: true,
      },
      timeoutMs,
    })
    .then(async (res) => {
      post = { status: res.status, seconds: (performance.now() - started) / 1000, body: await res.text() };
    })
    .catch((error: unknown) => {
      post = { status: 0, seconds: (performance.now() - started) / 1000, body: String(error) };
    });
  let recordedSeconds = NaN;
  let now: { recipients: number; emails: number };
  for (;;) {
    now = await counts(pool);
    if (now.recipients - start.recipients >= members && now.emails - start.emails >= members) {
      recordedSeconds = (performance.now() - started) / 1000;
      break;
    }
    // A refusal ends the wait; a gateway timeout (504) does not: the service may still be writing.
    if (post && post.status >= 400 && post.status < 500) break;
    if (performance.now() - started > timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await posting;
  const memory = await sampler.stop();
  return {
    post: post!,
    recordedSeconds,
    recipients: now.recipients - start.recipients,
    emails: now.emails - start.emails,
    sqlSeconds: await sqlBaseline(pool),
    rss: { beforeBytes, maxBytes: memory.maxBytes },
  };
}

/**
 * The baseline: the notification, its addressees and their queued e-mails (the html and text of one the service
 * rendered, so each row is as large) written by three INSERT … SELECT in one transaction, rolled back.
 */
async function sqlBaseline(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const started = performance.now();
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO notifications (title, message, type, audience, email, sent_by)
       VALUES ('Baseline', 'Baseline', 'general', 'all', true, 'bench') RETURNING id`,
    );
    await client.query(
      `INSERT INTO notification_recipients (notification_id, member_id)
       SELECT $1, id FROM notice_members WHERE deleted_at IS NULL AND status IN ('active', 'expired')`,
      [rows[0].id],
    );
    await client.query(
      `WITH sample AS (SELECT subject, html, text FROM email_messages WHERE template = 'notification' LIMIT 1)
       INSERT INTO email_messages (dedupe_key, recipient, recipient_name, template, subject, html, text)
       SELECT 'baseline:' || m.id, m.email, m.first_name || ' ' || m.last_name, 'notification', s.subject,
              replace(s.html, 'Member Number', m.first_name || ' ' || m.last_name), s.text
       FROM notice_members m CROSS JOIN sample s
       WHERE m.deleted_at IS NULL AND m.status IN ('active', 'expired') AND m.email IS NOT NULL`,
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('ROLLBACK');
    return seconds;
  } finally {
    client.release();
  }
}

/**
 * The queue draining at the SMTP stand-in's pace for `seconds`, the notifications process' resident memory read
 * each second; then the rest of the queue is put off by a day, so the sender rests during the later measurements.
 */
export async function drain(pool: Pool, pid: number, metricsUrl: string, seconds: number): Promise<DrainRun> {
  const sent = async () =>
    (
      await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM email_messages WHERE template = 'notification' AND status = 'sent'`,
      )
    ).rows[0].n;
  const before = await sent();
  const heapStart = await heapOf(metricsUrl);
  const started = performance.now();
  const rssMb: number[] = [];
  for (let i = 0; i <= seconds; i++) {
    const bytes = residentBytes(pid);
    if (bytes === null) throw new Error(`the notifications service (pid ${pid}) is not running`);
    rssMb.push(bytes / 1024 / 1024);
    if (i < seconds) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const elapsed = (performance.now() - started) / 1000;
  const after = await sent();
  const heapEnd = await heapOf(metricsUrl);
  const { rowCount } = await pool.query(
    `UPDATE email_messages SET next_attempt_at = now() + interval '1 day' WHERE status = 'queued'`,
  );
  return {
    seconds: elapsed,
    sent: after - before,
    rssMb,
    heapMb: { start: heapStart, end: heapEnd },
    queuedLeft: rowCount ?? 0,
  };
}

/**
 * The SMTP server's own pace: a child process sending one of the queued e-mails over and over as the sender does
 * (nodemailer, a connection a message, four at a time), for `seconds`. Answers e-mails a second.
 */
export async function smtpPace(pool: Pool, smtpUrl: string, dir: string, seconds: number): Promise<number> {
  const { rows } = await pool.query<{ subject: string; html: string; text: string }>(
    `SELECT subject, html, text FROM email_messages WHERE template = 'notification' LIMIT 1`,
  );
  const file = join(dir, 'smtp-baseline.json');
  writeFileSync(file, JSON.stringify(rows[0]));
  const child = spawn(process.execPath, [join(__dirname, 'smtp-client.js'), smtpUrl, String(seconds), '4', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the SMTP baseline ended with ${code}`);
  const result = JSON.parse(out) as { sent: number; seconds: number };
  return result.sent / result.seconds;
}
