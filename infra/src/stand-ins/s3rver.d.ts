// s3rver ships no type declarations; this is the part of its API the embedded store uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  class S3rver {
    constructor(options: Record<string, unknown>);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
    store: S3rverStore;
  }
  interface S3rverStore {
    getResourcePath(bucket: string, key: string, kind: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  }
  export = S3rver;
}

declare module 's3rver/lib/models/account' {
  interface AwsAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  }
  export const DUMMY_ACCOUNT: AwsAccount;
}
