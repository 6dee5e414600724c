import { DynamicModule, Global, Module } from '@nestjs/common';
import { JsonLogger } from '../logging/json-logger';
import { ObjectStorage, ObjectStorageSettings } from './object-storage';

/** The object-storage client built once from the service's S3_* configuration, for every module of the service. */
@Global()
@Module({})
export class ObjectStorageModule {
  static register(settings: ObjectStorageSettings): DynamicModule {
    return {
      module: ObjectStorageModule,
      providers: [
        {
          provide: ObjectStorage,
          inject: [{ token: JsonLogger, optional: true }],
          useFactory: (logger?: JsonLogger) => new ObjectStorage(settings, logger),
        },
      ],
      exports: [ObjectStorage],
    };
  }
}
