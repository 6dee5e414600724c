import { AllServices, BackendServices, ServiceName } from '@portal/contracts';
import { Client } from 'pg';
import { createHmac, randomBytes } from 'node:crypto';
import { startMailCatcher, MailCatcher } from '../stand-ins/mail-catcher';
import { startRazorpaySandbox, RazorpaySandbox } from '../stand-ins/razorpay-sandbox';
import { Msg91Sms, startMsg91Sms } from '../stand-ins/msg91-sms';
import { startWhatsAppCloud, WhatsAppCloud } from '../stand-ins/whatsapp-cloud';
import { startS3Server, S3Server } from '../stand-ins/s3-server';
import { freePort, waitFor } from './local-servers';
import { NatsCredentials } from './nats-authorization';
import { runnerConfig } from './runner.config';
import { LogSink, ServiceProcess } from './service-process';
import { SERVICES_ENV_VARIABLE } from './services-in-one-process.config';

/**
 * The MSG91 template ids the stand-in is given (any id is accepted there); with real keys each is the id of the
 * template in the MSG91 panel, mapped to its DLT template id (README: Messages on WhatsApp and SMS).
 */
export const STAND_IN_SMS_TEMPLATE_IDS =
  'dues_reminder=sms-dues-reminder,renewal_reminder=sms-renewal-reminder,payment_receipt=sms-payment-receipt,' +
  'membership_renewed=sms-membership-renewed,association_notice=sms-association-notice';

export interface StackOptions {
  rootDir: string;
  /** Where embedded stand-ins keep their files. */
  dataDir: string;
  port: number;
  publicUrl?: string;
  namespace: string;
  /** Databases are `<prefix>_<service>`. */
  databasePrefix: string;
  /** Superuser URL of the Postgres server (database `postgres`). */
  postgresUrl: string;
  natsUrl: string;
  /** Each service's NATS user on a server with authorization (nats-authorization.ts); none on an open server. */
  natsCredentials?: Record<ServiceName, NatsCredentials>;
  admin: { email: string; password: string };
  sessionSecret: string;
  /** Real object storage; embedded s3rver when absent. */
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  /** Real SMTP; the embedded catcher on these ports when absent (0 = free port). */
  smtpUrl?: string;
  mailCatcherPorts?: { smtp: number; http: number };
  memberIdPrefix?: string;
  /** Real Razorpay keys; the embedded Razorpay sandbox when absent. */
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string };
  /** Port of the Razorpay sandbox (0 = free port, the default). */
  razorpaySandboxPort?: number;
  /**
   * Real WhatsApp Cloud API keys (issue 33), with WHATSAPP_API_URL in `serviceEnv` if not Meta's; the embedded
   * stand-in when absent.
   */
  whatsApp?: { phoneNumberId: string; accessToken: string; appSecret: string; verifyToken: string };
  /** Port of the WhatsApp Cloud stand-in (0 = free port, the default). */
  whatsAppCloudPort?: number;
  /**
   * Real MSG91 keys (issue 33: SMS), with MSG91_API_URL in `serviceEnv` if not MSG91's; the embedded MSG91 stand-in
   * when absent.
   */
  msg91?: { authKey: string; senderId: string; webhookToken: string; templateIds: string };
  /** Port of the MSG91 SMS stand-in (0 = free port, the default). */
  msg91SmsPort?: number;
  /** Extra variables for every service (e.g. LOG_LEVEL). */
  env?: NodeJS.ProcessEnv;
  /** Variables for one service, over what the stack gives it (e.g. payments without Razorpay keys). */
  serviceEnv?: Partial<Record<ServiceName, NodeJS.ProcessEnv>>;
  /**
   * Each service's metrics endpoint (GET /metrics, README: Metrics) on a free port of its own, behind `token`
   * when one is given; none when absent. The addresses are the stack's `metricsUrls`.
   */
  metrics?: { token?: string };
  log: LogSink;
  startupTimeoutMs?: number;
  /**
   * All six services in one Node process (`npm start`: about 400 MB less resident memory, bench:footprint) rather
   * than one each (the tests' stacks, whose fault tests stop a single service). They then share one metrics
   * registry, so `metrics` cannot be combined with it.
   */
  oneProcess?: boolean;
  /** Node's flags for the services' processes (default ServiceProcess.NODE_FLAGS, as `npm start` runs them). */
  nodeFlags?: readonly string[];
}

export interface Stack {
  url: string;
  /** Mailpit-compatible API of the embedded catcher, when it runs. */
  mailApiUrl?: string;
  mailCatcher?: MailCatcher;
  /** The embedded Razorpay sandbox, when no Razorpay keys were given. */
  razorpaySandbox?: RazorpaySandbox;
  /** The embedded WhatsApp Cloud API stand-in, when no WhatsApp keys were given. */
  whatsAppCloud?: WhatsAppCloud;
  /** The embedded MSG91 SMS stand-in, when no MSG91 keys were given. */
  msg91Sms?: Msg91Sms;
  /** Each service's `http://127.0.0.1:<port>/metrics`, when the stack was started with `metrics`. */
  metricsUrls?: Record<ServiceName, string>;
  /** The object storage the services use, with their key pair (the embedded store's is made up at start). */
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  databaseUrl(service: ServiceName): string;
  services: Record<ServiceName, ServiceProcess>;
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function serviceDatabaseUrl(postgresUrl: string, prefix: string, service: ServiceName): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${prefix}_${service}`;
  return url.toString();
}

/** Creates the stack's databases up front (services would too; doing it once avoids a race at first start). */
export async function createDatabases(postgresUrl: string, prefix: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    for (const service of AllServices) {
      const name = `${prefix}_${service}`;
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The whole portal as child processes plus embedded stand-ins: what `npm start`
 * runs and what system tests start with their own ports, databases and namespace.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;
  await createDatabases(options.postgresUrl, options.databasePrefix);
  const cleanups: Array<() => Promise<void>> = [];

  let s3 = options.s3;
  let embeddedS3: S3Server | undefined;
  if (!s3) {
    embeddedS3 = await startS3Server({ port: 0, directory: `${options.dataDir}/s3`, buckets: ['portal'] });
    cleanups.push(() => embeddedS3!.stop());
    s3 = {
      endpoint: embeddedS3.endpoint,
      accessKey: embeddedS3.accessKey,
      secretKey: embeddedS3.secretKey,
      bucket: 'portal',
    };
  }

  let smtpUrl = options.smtpUrl;
  let mailCatcher: MailCatcher | undefined;
  if (!smtpUrl) {
    const ports = options.mailCatcherPorts ?? { smtp: 0, http: 0 };
    mailCatcher = await startMailCatcher({ smtpPort: ports.smtp, httpPort: ports.http });
    cleanups.push(() => mailCatcher!.stop());
    smtpUrl = `smtp://127.0.0.1:${mailCatcher.smtpPort}`;
  }

  let razorpaySandbox: RazorpaySandbox | undefined;
  if (!options.razorpay) {
    razorpaySandbox = await startRazorpaySandbox({
      port: options.razorpaySandboxPort ?? 0,
      webhookUrl: `${publicUrl.replace(/\/+$/, '')}/api/razorpay/webhook`,
    });
    cleanups.push(() => razorpaySandbox!.stop());
  }
  const razorpay = options.razorpay ?? razorpaySandbox!;
  const razorpayEnv: NodeJS.ProcessEnv = {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    ...(razorpaySandbox ? { RAZORPAY_API_URL: razorpaySandbox.apiUrl } : {}),
  };
  let whatsAppCloud: WhatsAppCloud | undefined;
  if (!options.whatsApp) {
    whatsAppCloud = await startWhatsAppCloud({
      port: options.whatsAppCloudPort ?? 0,
      accessToken: randomBytes(18).toString('base64url'),
      appSecret: randomBytes(18).toString('base64url'),
      verifyToken: randomBytes(12).toString('base64url'),
      webhookUrl: `${publicUrl.replace(/\/+$/, '')}/api/whatsapp/webhook`,
    });
    cleanups.push(() => whatsAppCloud!.stop());
  }
  const whatsAppEnv: NodeJS.ProcessEnv = options.whatsApp
    ? {
        WHATSAPP_PHONE_NUMBER_ID: options.whatsApp.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: options.whatsApp.accessToken,
        WHATSAPP_APP_SECRET: options.whatsApp.appSecret,
        WHATSAPP_VERIFY_TOKEN: options.whatsApp.verifyToken,
      }
    : {
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: whatsAppCloud!.options.accessToken,
        WHATSAPP_APP_SECRET: whatsAppCloud!.options.appSecret,
        WHATSAPP_VERIFY_TOKEN: whatsAppCloud!.options.verifyToken!,
        WHATSAPP_API_URL: whatsAppCloud!.url,
      };
  let msg91Sms: Msg91Sms | undefined;
  const smsWebhookToken = options.msg91?.webhookToken ?? randomBytes(18).toString('base64url');
  if (!options.msg91) {
    msg91Sms = await startMsg91Sms({
      port: options.msg91SmsPort ?? 0,
      authKey: randomBytes(18).toString('base64url'),
      senderId: 'KPWAIN',
      // MSG91 does not sign its webhooks: the URL set in its panel carries the portal's token.
      webhookUrl: `${publicUrl.replace(/\/+$/, '')}/api/sms/webhook?token=${encodeURIComponent(smsWebhookToken)}`,
    });
    cleanups.push(() => msg91Sms!.stop());
  }
  const msg91Env: NodeJS.ProcessEnv = options.msg91
    ? {
        MSG91_AUTH_KEY: options.msg91.authKey,
        MSG91_SENDER_ID: options.msg91.senderId,
        MSG91_WEBHOOK_TOKEN: options.msg91.webhookToken,
        MSG91_TEMPLATE_IDS: options.msg91.templateIds,
      }
    : {
        MSG91_AUTH_KEY: msg91Sms!.options.authKey,
        MSG91_SENDER_ID: msg91Sms!.options.senderId,
        MSG91_WEBHOOK_TOKEN: smsWebhookToken,
        MSG91_TEMPLATE_IDS: STAND_IN_SMS_TEMPLATE_IDS,
        MSG91_API_URL: msg91Sms!.url,
      };
  const checkoutEnv: NodeJS.ProcessEnv = razorpaySandbox ? { RAZORPAY_CHECKOUT_URL: razorpaySandbox.checkoutUrl } : {};

  // Services get only what they are given here (and PATH), never the runner's whole environment.
  const common: NodeJS.ProcessEnv = {
    PATH: runnerConfig().path,
    NATS_URL: options.natsUrl,
    NATS_NAMESPACE: options.namespace,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const s3Env = {
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: s3.bucket,
  };
  const perService: Record<ServiceName, NodeJS.ProcessEnv> = {
    gateway: {
      PORT: String(options.port),
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: options.sessionSecret,
      ...s3Env,
      ...checkoutEnv,
    },
    identity: {
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      // Admins' two-factor secrets: a key of their own, derived so no new setting is needed.
      TWO_FACTOR_ENCRYPTION_KEY: createHmac('sha256', options.sessionSecret)
        .update('two-factor-encryption')
        .digest('hex'),
    },
    membership: {
      MEMBER_ID_PREFIX: options.memberIdPrefix ?? 'PHOTO',
      PUBLIC_URL: publicUrl,
      // Verification links on ID cards: a secret of their own, derived so no new setting is needed.
      ID_CARD_SIGNING_SECRET: createHmac('sha256', options.sessionSecret).update('id-card-verification').digest('hex'),
      ...s3Env,
    },
    payments: { PUBLIC_URL: publicUrl, ...razorpayEnv, ...s3Env },
    content: { ...s3Env },
    notifications: { SMTP_URL: smtpUrl, PUBLIC_URL: publicUrl, ...whatsAppEnv, ...msg91Env, ...s3Env },
  };
  let metricsUrls: Record<ServiceName, string> | undefined;
  const metricsEnv: Partial<Record<ServiceName, NodeJS.ProcessEnv>> = {};
  if (options.metrics) {
    metricsUrls = {} as Record<ServiceName, string>;
    for (const name of AllServices) {
      const port = await freePort();
      metricsUrls[name] = `http://127.0.0.1:${port}/metrics`;
      metricsEnv[name] = {
        METRICS_PORT: String(port),
        ...(options.metrics.token ? { METRICS_TOKEN: options.metrics.token } : {}),
      };
    }
  }
  const envOf = (name: ServiceName): NodeJS.ProcessEnv => ({
    ...common,
    ...perService[name],
    ...metricsEnv[name],
    ...options.serviceEnv?.[name],
    ...(options.natsCredentials
      ? { NATS_USER: options.natsCredentials[name].user, NATS_PASSWORD: options.natsCredentials[name].password }
      : {}),
    DATABASE_URL: serviceDatabaseUrl(options.postgresUrl, options.databasePrefix, name),
  });
  let services: Record<ServiceName, ServiceProcess>;
  if (options.oneProcess) {
    if (options.metrics) throw new Error('metrics need a process per service: oneProcess shares one registry');
    const all = new ServiceProcess(
      'services',
      options.rootDir,
      {
        PATH: common.PATH,
        [SERVICES_ENV_VARIABLE]: JSON.stringify(Object.fromEntries(AllServices.map((name) => [name, envOf(name)]))),
      },
      options.log,
      options.nodeFlags,
    );
    services = Object.fromEntries(AllServices.map((name) => [name, all])) as Record<ServiceName, ServiceProcess>;
  } else {
    services = Object.fromEntries(
      AllServices.map((name) => [
        name,
        new ServiceProcess(name, options.rootDir, envOf(name), options.log, options.nodeFlags),
      ]),
    ) as Record<ServiceName, ServiceProcess>;
  }

  const url = `http://127.0.0.1:${options.port}`;
  const stack: Stack = {
    url,
    mailApiUrl: mailCatcher ? `http://127.0.0.1:${mailCatcher.httpPort}` : undefined,
    mailCatcher,
    razorpaySandbox,
    whatsAppCloud,
    msg91Sms,
    metricsUrls,
    s3,
    databaseUrl: (service) => serviceDatabaseUrl(options.postgresUrl, options.databasePrefix, service),
    services,
    waitHealthy: async (timeoutMs = options.startupTimeoutMs ?? 90_000) => {
      // A service that exited will not become healthy: say so at once rather than at the deadline.
      let exited: string | undefined;
      await waitFor(
        async () => {
          const failed = AllServices.find((name) => !services[name].running);
          if (failed) {
            exited = `${failed} exited during start-up:\n${services[failed].lastLines.join('\n')}`;
            return true;
          }
          const res = await fetch(`${url}/api/health`).catch(() => undefined);
          return res?.status === 200;
        },
        { timeoutMs, intervalMs: 250, what: 'every service to report healthy' },
      );
      if (exited) throw new Error(exited);
    },
    stop: async () => {
      await Promise.all(AllServices.map((name) => services[name].stop()));
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };

  try {
    for (const name of BackendServices) services[name].start();
    services.gateway.start();
    await stack.waitHealthy();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
