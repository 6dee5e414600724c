// s3rver ships no type declarations; this is the part of its API the embedded store uses.
declare module 's3rver' {
  import type { IncomingMessage, Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  /** The part of Koa's context the embedded store's middleware uses. */
  interface S3rverContext {
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }
  type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  class S3rver {
    constructor(options: Record<string, unknown>);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
    store: S3rverStore;
    /** Koa's middleware list (S3rver is a Koa application), composed when the server starts. */
    middleware: S3rverMiddleware[];
  }
  namespace S3rver {
    export { S3rverContext };
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
