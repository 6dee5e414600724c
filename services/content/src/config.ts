import { ObjectStorageServiceConfig } from '@portal/platform';

/** The database, NATS and the object storage (S3_*) holding gallery media and scheme documents. */
export class ContentConfig extends ObjectStorageServiceConfig {}
