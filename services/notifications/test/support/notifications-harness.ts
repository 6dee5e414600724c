import 'reflect-metadata';
import { INestMicroservice } from '@nestjs/common';
import { startMailCatcher, MailCatcher } from '@portal/infra';
import { loadConfig } from '@portal/platform';
import { ServiceEnv, ServiceHarness } from '@portal/testing/service-harness';
import { MemberEventData, MembershipEvents } from '@portal/contracts';
import { waitFor } from '@portal/testing';
import { NotificationsAppModule } from '../../src/app.module';
import { NotificationsConfig } from '../../src/config';

export interface EmailRow {
  id: string;
  dedupe_key: string;
  recipient: string;
  reply_to: string | null;
  template: string;
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ key: string; fileName: string; contentType: string }> | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

export const PUBLIC_URL = 'https://portal.test.example';
export const SUPPORT_EMAIL = 'support@association.test';
export const ASSOCIATION_NAME = 'Test Photographers Association';

/**
 * The notifications service in this process (as many replicas as a test
 * wants) over real Postgres and NATS, with its own database, namespace,
 * mail catcher and embedded object storage (`storage` writes into the bucket
 * the service reads attachments from).
 */
export class NotificationsHarness extends ServiceHarness {
  mail!: MailCatcher;

  constructor() {
    super({
      service: 'notifications',
      runPrefix: 'notif_',
      objectStorage: true,
      startOnSetUp: false,
      rpcTimeoutMs: 5000,
      module: (env, logger) =>
        NotificationsAppModule.register(loadConfig(NotificationsConfig, 'notifications', env), logger),
    });
  }

  override async setUp(): Promise<void> {
    this.mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    await super.setUp();
  }

  protected override env(): ServiceEnv {
    return {
      SMTP_URL: `smtp://127.0.0.1:${this.mail.smtpPort}`,
      PUBLIC_URL,
      SUPPORT_EMAIL,
      ASSOCIATION_NAME,
      MAIL_FROM: 'Test Association <no-reply@association.test>',
    };
  }

  /** Starts one replica of the service; start several to share the work. */
  startReplica(): Promise<INestMicroservice> {
    return this.startApp();
  }

  stopReplica(app: INestMicroservice): Promise<void> {
    return this.stopApp(app);
  }

  async rows(recipient: string): Promise<EmailRow[]> {
    const { rows } = await this.db.query<EmailRow>(
      'SELECT * FROM email_messages WHERE recipient = $1 ORDER BY created_at',
      [recipient],
    );
    return rows;
  }

  messagesTo(address: string) {
    return this.mail.messages().filter((m) => m.envelope.rcptTo.includes(address));
  }

  waitForRow(recipient: string, match: (row: EmailRow) => boolean, what: string): Promise<EmailRow> {
    return waitFor(async () => (await this.rows(recipient)).find(match), { timeoutMs: 20_000, what });
  }

  /** Announces each member as membership does (member created) and waits until this service keeps its copy. */
  async membersKnown(members: MemberEventData['member'][]): Promise<void> {
    for (const member of members) {
      await this.publish<MemberEventData>(MembershipEvents.MemberCreated, { member, source: 'admin' });
    }
    const ids = members.map((member) => member.id);
    await waitFor(
      async () =>
        (await this.db.query(`SELECT count(*)::int AS n FROM notice_members WHERE id = ANY($1)`, [ids])).rows[0].n ===
        ids.length,
      { timeoutMs: 20_000, what: 'the members known to notifications' },
    );
  }

  /**
   * Resolves once the service has handled every published event and sent every e-mail that is due (none
   * queued and due, none being sent): the positive control before asserting that nothing more was sent.
   */
  async allSent(): Promise<void> {
    await this.eventsHandled();
    await waitFor(
      async () => {
        const { rows } = await this.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM email_messages
            WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
        );
        return rows[0].n === 0;
      },
      { timeoutMs: 20_000, intervalMs: 50, what: 'every due e-mail to be sent' },
    );
  }

  override async tearDown(): Promise<void> {
    await super.tearDown();
    await this.mail?.stop();
  }
}
