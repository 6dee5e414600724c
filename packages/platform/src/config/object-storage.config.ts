import { IsOptional, IsString, Matches } from 'class-validator';
import { BaseServiceConfig } from './base-service.config';
import { Secret } from './secret';

/** Variables of a service that reads or writes object storage (S3 API: MinIO, or the embedded store). */
export class ObjectStorageServiceConfig extends BaseServiceConfig {
  @Matches(/^https?:\/\/.+/, { message: 'must be the http(s) URL of the S3-compatible object storage' })
  S3_ENDPOINT!: string;

  @IsString({ message: 'is required (object storage access key)' })
  S3_ACCESS_KEY!: string;

  @Secret({ minLengthInProduction: 16 })
  @IsString({ message: 'is required (object storage secret key)' })
  S3_SECRET_KEY!: string;

  @IsOptional()
  @IsString()
  S3_BUCKET: string = 'portal';
}
