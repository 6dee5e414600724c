import { mkdir, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';

export interface S3ServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where objects are kept on disk; created if missing, kept after stop. */
  directory: string;
  /** Default 'S3RVER', the pair s3rver always knows. */
  accessKey?: string;
  secretKey?: string;
  /** Created at start if missing. */
  buckets: string[];
}

export interface S3Server {
  /** e.g. http://127.0.0.1:40123 */
  endpoint: string;
  host: string;
  port: number;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

// s3rver only knows the keys in its account registry (S3RVER/S3RVER out of the box),
// so the keys we are given are registered there. It checks that a V4-signed request
// (what the minio client sends) names a registered key but does not verify the
// signature itself: a wrong secret goes unnoticed. Fine for a dev stand-in.
const DEFAULT_KEY = 'S3RVER';
// The registry is process-wide; count users so stopping one server keeps another's key.
const keyUsers = new Map<string, number>();

/** An embedded S3-compatible server (s3rver) for `npm start` and tests. */
export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  const host = options.host ?? '127.0.0.1';
  const accessKey = options.accessKey ?? DEFAULT_KEY;
  const secretKey = options.secretKey ?? DEFAULT_KEY;
  await mkdir(options.directory, { recursive: true });
  registerKey(accessKey, secretKey);

  const server = new S3rver({
    address: host,
    port: options.port,
    directory: options.directory,
    silent: true,
    // Path-style addressing whatever the host name (e.g. a machine name or a
    // container name): otherwise s3rver reads the host as a bucket name.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  keepFoldersOnDelete(server);
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    releaseKey(accessKey);
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://${urlHost(host)}:${address.port}`,
    host,
    port: address.port,
    accessKey,
    secretKey,
    stop: () => {
      stopped ??= (async () => {
        const closing = server.close();
        // Kept-alive client sockets would otherwise hold close() open.
        server.httpServer?.closeIdleConnections();
        const force = setTimeout(() => server.httpServer?.closeAllConnections(), 1000);
        try {
          await closing;
        } finally {
          clearTimeout(force);
          releaseKey(accessKey);
        }
      })();
      return stopped;
    },
  };
}

/**
 * s3rver prunes a folder emptied by a delete. When another upload into that folder
 * has just created it and not yet opened its file, the open fails on a write stream
 * with no error listener, which takes the whole process down. Empty folders cost
 * nothing in a stand-in, so a delete here removes only the object's own files.
 */
function keepFoldersOnDelete(server: S3rver): void {
  const store = server.store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      (['object', 'object.md5', 'metadata.json'] as const).map((kind) =>
        unlink(store.getResourcePath(bucket, key, kind)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}

function registerKey(accessKey: string, secretKey: string): void {
  keyUsers.set(accessKey, (keyUsers.get(accessKey) ?? 0) + 1);
  DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
}

function releaseKey(accessKey: string): void {
  const users = (keyUsers.get(accessKey) ?? 1) - 1;
  if (users > 0) {
    keyUsers.set(accessKey, users);
    return;
  }
  keyUsers.delete(accessKey);
  if (accessKey !== DEFAULT_KEY) DUMMY_ACCOUNT.revokeAccessKey(accessKey);
}

/** The address clients should use: a wildcard bind is reached through loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
