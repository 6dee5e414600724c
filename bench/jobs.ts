/**
 * The association's big jobs (issue 28): `npm run bench:jobs [-- --members N]`.
 * Starts the whole portal on its own databases and NATS namespace, seeds each
 * service's tables by SQL, and measures four jobs against baselines taken in
 * the same run (bench/README.md, "Issue 28: bench:jobs", explains each line):
 * ID cards for 10% of the members, the members PDF report, a notification to
 * every member with e-mail (then the e-mail queue draining), and the monthly
 * dues run with two schemes a member.
 */
import { cpus } from 'node:os';
import { Pool } from 'pg';
import { cardMembers, drawCards, generateCards } from './jobs/cards-phase';
import { measureDues, seedDuesLedger } from './jobs/dues-phase';
import { drain, seedNoticeMembers, sendToAll, smtpPace } from './jobs/notice-phase';
import { reportThroughApi, writeReportAlone } from './jobs/report-phase';
import { seedMembers } from './members/seed';
import { BENCH_ADMIN, load, log, parseMembersArg, runBenchmark, withPortal } from './support/portal-run';
import { count, mb, ratioLine, reportText, ResultLine } from './support/report';

const PREFIX = 'PHOTO';
const DEADLINE_MS = 2 * 60 * 60_000;
/** Cards the in-process baseline draws (at most): its rate settles long before. */
const LIBRARY_CARDS = 1000;
/**
 * How long the e-mail queue is watched draining. Two minutes: the notifications process' resident memory is a
 * saw-tooth of about 90 s here (V8 collects its old generation that rarely at this pace), so a shorter window
 * would end on a rising edge whatever the trend.
 */
const DRAIN_SECONDS = 120;
const SMTP_BASELINE_SECONDS = 10;
/** How much the notifications process may grow while draining and still count as flat. */
const FLAT_MB = 25;
const RECORDED_GOAL_S = 30;
const FIRST_BYTE_GOAL_S = 1;
const REPORT_MEMORY_GOAL_MB = 150;
/** payments' scheduler round, so the dues run starts soon after it is asked for. */
const PAYMENTS_JOB_INTERVAL_S = 2;

const seconds = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} s`;
const rate = (unit: string) => (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ${unit}/s`;
const mbOf = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<void> {
  const { members } = parseMembersArg(process.argv.slice(2), {
    defaultCount: 100_000,
    minimum: 1000,
    why: 'ID cards are made for a tenth of the members',
    usage: 'npm run bench:jobs -- --members 100000',
  });
  const cards = Math.floor(members / 10);
  const headline = () => `jobs benchmark: ${count(members)} members, ${count(cards)} ID cards; load average ${load()}`;
  const serviceEnv = { payments: { JOB_INTERVAL_SECONDS: String(PAYMENTS_JOB_INTERVAL_S) } };
  await withPortal(
    { headline, admin: BENCH_ADMIN, memberIdPrefix: PREFIX, serviceEnv, metrics: {}, deadlineMs: DEADLINE_MS },
    async (run) => {
      const { stack, api } = run;
      const pools = {
        membership: run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('membership'), max: 4 })),
        notifications: run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('notifications'), max: 4 })),
        payments: run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('payments'), max: 4 })),
      };
      const lines: ResultLine[] = [];
      const notes: string[] = [];

      log(`seeding ${count(members)} members in membership (setup, not measured)`);
      await seedMembers(pools.membership, { prefix: PREFIX, count: members, reservedUpTo: members }, log);

      // 1. ID cards.
      const chosen = await cardMembers(pools.membership, cards);
      const sample = chosen.slice(0, Math.min(LIBRARY_CARDS, chosen.length));
      log(`ID cards: the PDF library drawing ${count(sample.length)} cards in this process (baseline)`);
      const library = await drawCards(sample, stack.url);
      log(`ID cards: POST /api/id-cards/generate for ${count(chosen.length)} members, until the job completes`);
      const job = await generateCards(
        api,
        chosen.map((m) => m.id),
        60 * 60_000,
      );
      lines.push(
        ratioLine(
          `ID cards for ${count(chosen.length)} members, cards/s`,
          job.cards / job.seconds,
          library.cards / library.seconds,
          rate('cards'),
          { atLeast: 0.5 },
        ),
      );
      notes.push(
        `ID cards: the job (${job.status}) made ${count(job.cards)} cards (${job.failed} failed) in ${seconds(job.seconds)}; ` +
          `the library alone drew ${count(library.cards)} in ${seconds(library.seconds)} (${(library.bytes / library.cards / 1024).toFixed(1)} KB a card)`,
      );

      // 2. The members PDF report.
      log(`report: membership's PDF writer alone on ${count(members)} rows (baseline)`);
      const alone = await writeReportAlone(pools.membership);
      log('report: GET /api/reports/members?format=pdf with the membership process sampled');
      const report = await reportThroughApi(api, stack.services.membership.pid!, 60 * 60_000);
      const growthMb = (report.maxRssBytes - report.rssBeforeBytes) / 1024 / 1024;
      lines.push({
        measurement: `members PDF report (${count(alone.rows)} rows), first byte`,
        ours: seconds(report.secondsToFirstByte),
        baseline: seconds(alone.secondsToFirstByte),
        ratio: null,
        goal: `< ${FIRST_BYTE_GOAL_S} s`,
        pass: report.secondsToFirstByte < FIRST_BYTE_GOAL_S,
      });
      lines.push({
        measurement: 'members PDF report, membership memory growth',
        ours: mbOf(growthMb),
        baseline: `${mbOf(report.rssBeforeBytes / 1024 / 1024)} before`,
        ratio: null,
        goal: `< ${REPORT_MEMORY_GOAL_MB} MB`,
        pass: growthMb < REPORT_MEMORY_GOAL_MB,
      });
      notes.push(
        `report: through the API ${seconds(report.seconds)} in all, ${mb(report.bytes)} ` +
          `(${rate('rows')(alone.rows / report.seconds)}); the writer alone ${seconds(alone.seconds)}, ${mb(alone.bytes)} ` +
          `(${rate('rows')(alone.rows / alone.seconds)}, first byte after ${seconds(alone.secondsToFirstByte)})`,
      );

      // 3. A notification to every member, then the e-mail queue draining.
      log(`notification: seeding ${count(members)} members in notifications (setup, not measured)`);
      await seedNoticeMembers(pools.notifications, members);
      log(`notification: POST /api/notifications to all members with e-mail, until ${count(members)} rows of each`);
      const notice = await sendToAll(api, pools.notifications, stack.services.notifications.pid!, members, 30 * 60_000);
      lines.push({
        measurement: `notification to ${count(members)} members, recorded and queued`,
        ours: seconds(notice.recordedSeconds),
        baseline: seconds(notice.sqlSeconds),
        ratio: notice.recordedSeconds / notice.sqlSeconds,
        goal: `< ${RECORDED_GOAL_S} s`,
        pass: notice.recordedSeconds < RECORDED_GOAL_S,
      });
      notes.push(
        `notification: POST answered ${notice.post.status} after ${seconds(notice.post.seconds)}` +
          (notice.post.status >= 300 ? ` (${notice.post.body.slice(0, 200)})` : '') +
          `; ${count(notice.recipients)} inbox rows and ${count(notice.emails)} queued e-mails seen; ` +
          `baseline: the same rows by three INSERT … SELECT in ${seconds(notice.sqlSeconds)}; notifications RSS ` +
          `${mb(notice.rss.beforeBytes)} before the send, ${mb(notice.rss.maxBytes)} at its peak`,
      );
      log(`notification: e-mails draining for ${DRAIN_SECONDS} s, the notifications process sampled each second`);
      const drained = await drain(
        pools.notifications,
        stack.services.notifications.pid!,
        stack.metricsUrls!.notifications,
        DRAIN_SECONDS,
      );
      log(`notification: the SMTP stand-in's own pace, nodemailer from a child process for ${SMTP_BASELINE_SECONDS} s`);
      const smtpRate = await smtpPace(
        pools.notifications,
        `smtp://127.0.0.1:${stack.mailCatcher!.smtpPort}`,
        run.dataDir,
        SMTP_BASELINE_SECONDS,
      );
      stack.mailCatcher!.clear();
      const rss = drained.rssMb;
      const drainGrowth = rss[rss.length - 1] - rss[0];
      lines.push({
        measurement: `e-mails draining ${DRAIN_SECONDS} s, notifications memory growth`,
        ours: `${mbOf(drainGrowth)} (peak +${mbOf(Math.max(...rss) - rss[0])})`,
        baseline: `${mbOf(rss[0])} at start`,
        ratio: null,
        goal: `flat (< ${FLAT_MB} MB)`,
        pass: drainGrowth < FLAT_MB,
      });
      const heap = (h: (typeof drained.heapMb)['start']) =>
        `heap ${mbOf(h.usedMb)} used of ${mbOf(h.totalMb)}, external ${mbOf(h.externalMb)}`;
      notes.push(
        `drain: ${count(drained.sent)} e-mails sent in ${seconds(drained.seconds)} (${rate('e-mails')(drained.sent / drained.seconds)}; ` +
          `the SMTP stand-in takes ${rate('e-mails')(smtpRate)} from nodemailer alone, four at a time: ` +
          `${(drained.sent / drained.seconds / smtpRate).toFixed(2)}×) ` +
          `to the embedded SMTP catcher; notifications RSS ${rss.map((v) => v.toFixed(0)).join(' ')} MB ` +
          `(min ${mbOf(Math.min(...rss))}, max ${mbOf(Math.max(...rss))}); ${count(drained.queuedLeft)} left queued were put off a day`,
        `drain: notifications at the start ${heap(drained.heapMb.start)}; at the end ${heap(drained.heapMb.end)}`,
      );

      // 4. The monthly dues run (last: the records it raises are overdue by the next round, and their reminders
      // would keep notifications busy).
      log(`dues: seeding ${count(members)} members with two schemes each in payments (setup, not measured)`);
      await seedDuesLedger(pools.payments, members, log);
      log('dues: one INSERT … SELECT (baseline, rolled back), then the dues job through its scheduler');
      const dues = await measureDues(pools.payments, 10 * 60_000);
      lines.push(
        ratioLine(
          `monthly dues, ${count(members)} members × 2 schemes, seconds`,
          dues.job.seconds,
          dues.sql.seconds,
          seconds,
          { atMost: 3 },
        ),
      );
      notes.push(
        `dues: the job raised ${count(dues.job.records)} records in ${seconds(dues.job.seconds)} (its transaction, start to commit; ` +
          `the round came ${seconds(dues.job.waitedSeconds - dues.job.seconds)} after it was asked for); ` +
          `the INSERT … SELECT wrote ${count(dues.sql.records)} records and their months in ${seconds(dues.sql.seconds)}`,
      );

      process.stdout.write(
        reportText(
          `jobs benchmark, ${new Date().toISOString()}, ${count(members)} members, ${cpus().length} cores, load average at the end ${load()}`,
          lines,
          notes,
        ),
      );
    },
  );
}

runBenchmark('jobs', main);
