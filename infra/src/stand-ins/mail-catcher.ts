import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { createMailCatcherHandler } from './mail-catcher.http';
import { MailStore, parseMessage, type CapturedMessage } from './mail-catcher.store';

export type { CapturedMessage, CapturedAttachment, MailAddress } from './mail-catcher.store';

export interface MailCatcherOptions {
  /** SMTP port; 0 picks a free one. */
  smtpPort: number;
  /** Port of the Mailpit-compatible REST API and the HTML page; 0 picks a free one. */
  httpPort: number;
  host?: string;
  /** Messages kept in memory; the oldest is dropped beyond this. Default 1000. */
  capacity?: number;
  /** Largest message accepted, in bytes. Default 25 MiB. */
  maxMessageBytes?: number;
  /** Start out refusing SMTP sessions, as after `setFailing(true)`. */
  rejectConnections?: boolean;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** Captured messages, newest first. */
  messages(): CapturedMessage[];
  /** Resolves with the newest message that matches, waiting for it to arrive if needed. */
  waitForMessage(match: (m: CapturedMessage) => boolean, timeoutMs?: number): Promise<CapturedMessage>;
  clear(): void;
  /**
   * Simulates an SMTP outage for fault tests: while failing, every new SMTP session
   * is answered `421` and closed, so senders see a temporary failure (nodemailer's
   * sendMail rejects with responseCode 421). `setFailing(false)` accepts mail again.
   * Sessions already open carry on.
   */
  setFailing(failing: boolean): void;
  stop(): Promise<void>;
}

/**
 * A local stand-in for Mailpit: an SMTP server that accepts any sender, recipient and
 * credentials without TLS, and keeps what it receives in memory for the REST API.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maxMessageBytes = options.maxMessageBytes ?? 25 * 1024 * 1024;
  const store = new MailStore(options.capacity ?? 1000);
  let failing = options.rejectConnections ?? false;

  // Loaded here, not with @portal/infra, which every service test file imports (through @portal/testing).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SMTPServer } = require('smtp-server') as typeof import('smtp-server');
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    // Senders configured with credentials still get through, as with Mailpit's accept-any.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    disabledCommands: ['STARTTLS'],
    size: maxMessageBytes,
    closeTimeout: 1000,
    onConnect: (_session, callback) => {
      if (!failing) return callback();
      callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }));
    },
    onData: (stream, session, callback) => {
      receive(stream, session, store).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  // Clients resetting connections is routine in fault tests; it must not crash the host process.
  smtp.on('error', () => undefined);

  await listenSmtp(smtp, options.smtpPort, host);
  let http: Server;
  try {
    http = await listenHttp(createServer(createMailCatcherHandler(store)), options.httpPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (http.address() as AddressInfo).port,
    messages: () => store.all(),
    waitForMessage: (match, timeoutMs = 10_000) => store.waitFor(match, timeoutMs),
    clear: () => store.delete(),
    setFailing: (value) => {
      failing = value;
    },
    stop: () => {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined);
      return stopped;
    },
  };

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession, into: MailStore): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (stream.sizeExceeded) {
      throw Object.assign(new Error(`Message exceeds the ${maxMessageBytes} byte limit`), { responseCode: 552 });
    }
    const envelope = {
      mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      rcptTo: session.envelope.rcptTo.map((r) => r.address),
    };
    into.add(await parseMessage(Buffer.concat(chunks), envelope));
  }
}

function listenSmtp(server: SMTPServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.server.once('error', onError);
    server.listen(port, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
}

function listenHttp(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
