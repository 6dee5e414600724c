/**
 * What `npm start` reads from its environment (README: Configuration), read
 * here and nowhere else in the runner. Everything unset gets a local default
 * in start-portal.ts.
 */
export interface RunnerConfig {
  /** PATH: where the runner looks for server binaries; the services it starts get the same. */
  path: string | undefined;
  port: number;
  publicUrl: string | undefined;
  /** A superuser URL of an existing Postgres server (database `postgres`). */
  postgresUrl: string | undefined;
  natsUrl: string | undefined;
  namespace: string;
  databasePrefix: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
  admin: { email: string; password: string } | undefined;
  sessionSecret: string | undefined;
  /** S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY (with S3_BUCKET), when all three are set. */
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | undefined;
  smtpUrl: string | undefined;
  mailCatcherPorts: { smtp: number; http: number };
  memberIdPrefix: string | undefined;
  /**
   * RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (with RAZORPAY_WEBHOOK_SECRET), when both keys are set;
   * the local Razorpay sandbox otherwise.
   */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  /** RAZORPAY_SANDBOX_PORT: where the sandbox listens when no keys are set. */
  razorpaySandboxPort: number;
  /**
   * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN when all are set
   * (issue 33); the local WhatsApp Cloud stand-in otherwise.
   */
  whatsApp: { phoneNumberId: string; accessToken: string; appSecret: string; verifyToken: string } | undefined;
  /** WHATSAPP_STAND_IN_PORT: where the stand-in listens when no keys are set. */
  whatsAppCloudPort: number;
  /**
   * MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_WEBHOOK_TOKEN and MSG91_TEMPLATE_IDS when all are set (issue 33: SMS);
   * the local MSG91 stand-in otherwise.
   */
  msg91: { authKey: string; senderId: string; webhookToken: string; templateIds: string } | undefined;
  /** MSG91_STAND_IN_PORT: where the SMS stand-in listens when no keys are set. */
  msg91SmsPort: number;
  logLevel: string;
  /** LOG_REQUESTS=true: print every request line, not only warnings and errors. */
  logRequests: boolean;
}

export function loadRunnerConfig(env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  return {
    path: env.PATH,
    port: Number(env.PORT ?? 8080),
    publicUrl: env.PUBLIC_URL,
    postgresUrl: env.POSTGRES_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    namespace: env.NATS_NAMESPACE ?? 'portal',
    databasePrefix: env.DATABASE_PREFIX ?? 'portal',
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionSecret: env.SESSION_SECRET,
    s3:
      env.S3_ENDPOINT && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            accessKey: env.S3_ACCESS_KEY,
            secretKey: env.S3_SECRET_KEY,
            bucket: env.S3_BUCKET ?? 'portal',
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailCatcherPorts: { smtp: Number(env.MAIL_SMTP_PORT ?? 1025), http: Number(env.MAIL_UI_PORT ?? 8025) },
    memberIdPrefix: env.MEMBER_ID_PREFIX,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
          }
        : undefined,
    razorpaySandboxPort: Number(env.RAZORPAY_SANDBOX_PORT ?? 8090),
    whatsApp:
      env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
        ? {
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
          }
        : undefined,
    whatsAppCloudPort: Number(env.WHATSAPP_STAND_IN_PORT ?? 8026),
    msg91:
      env.MSG91_AUTH_KEY && env.MSG91_SENDER_ID && env.MSG91_WEBHOOK_TOKEN && env.MSG91_TEMPLATE_IDS
        ? {
            authKey: env.MSG91_AUTH_KEY,
            senderId: env.MSG91_SENDER_ID,
            webhookToken: env.MSG91_WEBHOOK_TOKEN,
            templateIds: env.MSG91_TEMPLATE_IDS,
          }
        : undefined,
    msg91SmsPort: Number(env.MSG91_STAND_IN_PORT ?? 8028),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === 'true',
  };
}

let loaded: RunnerConfig | undefined;

/** The runner's configuration, read once per process. */
export function runnerConfig(): RunnerConfig {
  loaded ??= loadRunnerConfig();
  return loaded;
}
