import { Provider } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import { FileDownloads } from './file-downloads.service';
import { FileUploads } from './file-uploads.service';
import { ObjectStorage } from './object-storage';
import { StoredExports } from './stored-exports.service';
import { StreamedExports } from './streamed-exports.service';

/** The bucket from GatewayConfig (S3_*). */
export const objectStorageProvider: Provider = {
  provide: ObjectStorage,
  useFactory: (config: GatewayConfig, logger: JsonLogger) => new ObjectStorage(config, logger),
  inject: [GATEWAY_CONFIG, JsonLogger],
};

/** Everything the upload and download routes need; listed once in the app module. */
export const filesProviders: Provider[] = [
  objectStorageProvider,
  FileUploads,
  FileDownloads,
  StoredExports,
  StreamedExports,
];
