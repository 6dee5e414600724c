import { ObjectStorageServiceConfig, Secret } from '@portal/platform';
import { IsEmail, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';

const WHATSAPP_KEYS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** The four go together: once one is set, each missing one is an error naming it. */
const anyWhatsAppKey = (config: NotificationsConfig) => WHATSAPP_KEYS.some((name) => config[name] !== undefined);
const withTheOthers = 'is required when any WHATSAPP_ variable is set (set all four, or none to run without WhatsApp)';

const MSG91_KEYS = ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_WEBHOOK_TOKEN', 'MSG91_TEMPLATE_IDS'] as const;
const anyMsg91Key = (config: NotificationsConfig) => MSG91_KEYS.some((name) => config[name] !== undefined);
const withTheOtherMsg91 = 'is required when any MSG91_ variable is set (set all four, or none to run without SMS)';

/** What the service needs to send SMS through MSG91's Flow API (issue 33). */
export interface Msg91Keys {
  apiUrl: string;
  authKey: string;
  senderId: string;
  /** The secret the delivery-report and inbound webhook URLs carry (`?token=`): MSG91 does not sign them. */
  webhookToken: string;
  /** MSG91 template id of each message template (`dues_reminder`, or `dues_reminder.kn` for Kannada). */
  templateIds: Record<string, string>;
}

/** What the service needs to message members on WhatsApp (issue 33). */
export interface WhatsAppKeys {
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** Object storage variables (S3_*) come from ObjectStorageServiceConfig: e-mail attachments are read from there. */
export class NotificationsConfig extends ObjectStorageServiceConfig {
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL, e.g. smtp://127.0.0.1:1025' })
  SMTP_URL!: string;

  /** Links in e-mails are built from this, never from a request's Host header. */
  @Matches(/^https?:\/\/[^/]+/, {
    message: 'must be the public http(s) URL of the portal, e.g. https://portal.example.org',
  })
  PUBLIC_URL!: string;

  @IsOptional()
  @IsString()
  MAIL_FROM: string = 'Karnataka Photographers Welfare Association <no-reply@kpwa.in>';

  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  SUPPORT_EMAIL: string = 'support@kpwa.in';

  /** Named in every e-mail's greeting, heading and signature. */
  @IsOptional()
  @IsString()
  ASSOCIATION_NAME: string = 'Karnataka Photographers Welfare Association';

  /**
   * WhatsApp Business Cloud API (issue 33). Without any WHATSAPP_ key the service runs without WhatsApp: members are
   * not offered it and nothing is queued for it. `npm start` and the tests hand in the local stand-in's keys and URL.
   */
  @ValidateIf(anyWhatsAppKey)
  @IsString({ message: `${withTheOthers}: the WhatsApp business phone number id` })
  WHATSAPP_PHONE_NUMBER_ID?: string;

  /** A system user's permanent access token with whatsapp_business_messaging. */
  @Secret()
  @ValidateIf(anyWhatsAppKey)
  @IsString({ message: `${withTheOthers}: the access token` })
  WHATSAPP_ACCESS_TOKEN?: string;

  /** The Meta app's secret: every webhook's X-Hub-Signature-256 is checked with it. */
  @Secret()
  @ValidateIf(anyWhatsAppKey)
  @IsString({ message: `${withTheOthers}: the app secret` })
  WHATSAPP_APP_SECRET?: string;

  /** The verify token set on the webhook in the app dashboard (answered with hub.challenge). */
  @Secret()
  @ValidateIf(anyWhatsAppKey)
  @IsString({ message: `${withTheOthers}: the webhook verify token` })
  WHATSAPP_VERIFY_TOKEN?: string;

  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http(s) URL, e.g. https://graph.facebook.com' })
  WHATSAPP_API_URL: string = 'https://graph.facebook.com';

  @IsOptional()
  @Matches(/^v\d+\.\d+$/, { message: 'must be a Graph API version, e.g. v21.0' })
  WHATSAPP_API_VERSION: string = 'v21.0';

  @IsOptional()
  @IsInt()
  @Min(500)
  @Max(60_000)
  WHATSAPP_TIMEOUT_MS: number = 10_000;

  /**
   * SMS through MSG91's Flow API (issue 33). Without any MSG91_ key the service runs without SMS: members are not
   * offered it. `npm start` and the tests hand in the local stand-in's keys and URL. The authkey from the panel.
   */
  @Secret()
  @ValidateIf(anyMsg91Key)
  @IsString({ message: `${withTheOtherMsg91}: the MSG91 authkey` })
  MSG91_AUTH_KEY?: string;

  /** The DLT-registered sender id (header), e.g. KPWAIN. */
  @ValidateIf(anyMsg91Key)
  @Matches(/^[A-Za-z0-9]{3,11}$/, { message: `${withTheOtherMsg91}: the DLT sender id, e.g. KPWAIN` })
  MSG91_SENDER_ID?: string;

  /** Chosen by you; the webhook URLs set in MSG91's panel end with ?token=<this>. */
  @Secret()
  @ValidateIf(anyMsg91Key)
  @IsString({ message: `${withTheOtherMsg91}: the webhook token` })
  MSG91_WEBHOOK_TOKEN?: string;

  /**
   * The MSG91 template id (each mapped to its DLT template id in the panel) of every message template, as
   * `name=id` pairs separated by commas: dues_reminder, renewal_reminder, payment_receipt, membership_renewed,
   * association_notice; `name.kn=id` for a Kannada one.
   */
  @ValidateIf(anyMsg91Key)
  @Matches(/^\s*[a-z_]+(\.[a-z]{2})?=[^,=\s]+(\s*,\s*[a-z_]+(\.[a-z]{2})?=[^,=\s]+)*\s*$/, {
    message: `${withTheOtherMsg91}: template ids as name=id pairs, e.g. dues_reminder=6650f1c2d6fc05...,renewal_reminder=...`,
  })
  MSG91_TEMPLATE_IDS?: string;

  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http(s) URL, e.g. https://control.msg91.com' })
  MSG91_API_URL: string = 'https://control.msg91.com';

  @IsOptional()
  @IsInt()
  @Min(500)
  @Max(60_000)
  MSG91_TIMEOUT_MS: number = 10_000;
}

/** The MSG91 keys, or null when none is set and SMS is off. */
export function msg91Keys(config: NotificationsConfig): Msg91Keys | null {
  const { MSG91_AUTH_KEY: authKey, MSG91_SENDER_ID: senderId, MSG91_WEBHOOK_TOKEN: webhookToken } = config;
  if (!authKey || !senderId || !webhookToken || !config.MSG91_TEMPLATE_IDS) return null;
  const templateIds = Object.fromEntries(
    config.MSG91_TEMPLATE_IDS.split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair) => pair.length === 2 && pair[0] && pair[1])
      .map(([name, id]) => [name.trim(), id.trim()]),
  );
  return { apiUrl: config.MSG91_API_URL, authKey, senderId, webhookToken, templateIds };
}

/** The WhatsApp keys, or null when none is set and WhatsApp is off. */
export function whatsAppKeys(config: NotificationsConfig): WhatsAppKeys | null {
  const {
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  } = config;
  if (!phoneNumberId || !accessToken || !appSecret || !verifyToken) return null;
  return {
    apiUrl: config.WHATSAPP_API_URL,
    apiVersion: config.WHATSAPP_API_VERSION,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
  };
}
