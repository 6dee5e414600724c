import { ObjectStorageServiceConfig } from '@portal/platform';
import { IsEmail, IsOptional, IsString, Matches } from 'class-validator';

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
}
