import { DynamicModule, Global, Module } from '@nestjs/common';
import { MembershipConfig } from '../config';
import { ObjectStorage } from './object-storage';

/** The object-storage client built once from configuration (DESIGN.md §5). */
@Global()
@Module({})
export class StorageModule {
  static register(config: MembershipConfig): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        {
          provide: ObjectStorage,
          useFactory: () =>
            new ObjectStorage({
              endpoint: config.S3_ENDPOINT,
              accessKey: config.S3_ACCESS_KEY,
              secretKey: config.S3_SECRET_KEY,
              bucket: config.S3_BUCKET,
            }),
        },
      ],
      exports: [ObjectStorage],
    };
  }
}
