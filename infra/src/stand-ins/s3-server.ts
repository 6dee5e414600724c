import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type S3rver from 's3rver';
import type { S3rverContext } from 's3rver';
import { PassThrough } from 'node:stream';
import { payloadMatches, verifySignatureV4 } from './s3-signature';

export interface S3ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Loopback (127.0.0.1) unless given: only the stand-in program in a container listens wider. */
  host?: string;
  /** Where objects are kept on disk; created if missing, kept after stop. */
  directory: string;
  /** Default 'S3RVER'. */
  accessKey?: string;
  /** Default a random secret made at start (answered in S3Server.secretKey). */
  secretKey?: string;
  /** More key pairs this server accepts (one per service in the compose test). */
  otherKeys?: Array<{ accessKey: string; secretKey: string }>;
  /** Created at start if missing. */
  buckets: string[];
}

export interface S3Server {
  /** e.g. http://127.0.0.1:40123 */
  endpoint: string;
  host: string;
  /** The address the socket is bound to (127.0.0.1 unless another host was asked for). */
  boundAddress: string;
  port: number;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

// s3rver lets unsigned requests through and does not verify V4 signatures (what the minio client
// sends): it only looks the access key up in its account registry. So every request is checked here
// first (verifySignatureV4, as MinIO does) against this server's own keys; the keys are registered with
// s3rver too, for its own look-up.
const DEFAULT_KEY = 'S3RVER';
// The registry is process-wide; count users so stopping one server keeps another's key.
const keyUsers = new Map<string, number>();

/**
 * s3rver (a Koa application) is loaded with the first server, not with @portal/infra: every service test file
 * imports the package through @portal/testing, most of them without object storage.
 */
function loadS3rver(): { S3rver: typeof S3rver; account: typeof import('s3rver/lib/models/account').DUMMY_ACCOUNT } {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    S3rver: require('s3rver') as typeof S3rver,
    account: (require('s3rver/lib/models/account') as typeof import('s3rver/lib/models/account')).DUMMY_ACCOUNT,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** An embedded S3-compatible server (s3rver) for `npm start` and tests. */
export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  const host = options.host ?? '127.0.0.1';
  const accessKey = options.accessKey ?? DEFAULT_KEY;
  const secretKey = options.secretKey ?? randomBytes(24).toString('base64url');
  const keys = [{ accessKey, secretKey }, ...(options.otherKeys ?? [])];
  const secrets = new Map(keys.map((key) => [key.accessKey, key.secretKey]));
  await mkdir(options.directory, { recursive: true });
  for (const key of keys) registerKey(key.accessKey, key.secretKey);

  const server = new (loadS3rver().S3rver)({
    address: host,
    port: options.port,
    directory: options.directory,
    silent: true,
    // Path-style addressing whatever the host name (e.g. a machine name or a
    // container name): otherwise s3rver reads the host as a bucket name.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  // First of all middleware: nothing unsigned or wrongly signed reaches s3rver.
  server.middleware.unshift(signatureCheck(secrets));
  keepFoldersOnDelete(server);
  const releaseKeys = () => keys.forEach((key) => releaseKey(key.accessKey));
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    releaseKeys();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://${urlHost(host)}:${address.port}`,
    host,
    boundAddress: address.address,
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
          releaseKeys();
        }
      })();
      return stopped;
    },
  };
}

/** A signed body is held to compare with its hash before s3rver sees it: S3 allows 5 MB parts; room to spare. */
const MAX_SIGNED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Answers 403 with S3's error document unless the request is signed by one of `secrets`; a body whose hash is
 * signed must match it (400 XAmzContentSHA256Mismatch), so a captured request cannot carry other bytes.
 */
function signatureCheck(secrets: ReadonlyMap<string, string>) {
  return async (ctx: S3rverContext, next: () => Promise<void>): Promise<void> => {
    const { method = 'GET', url = '/', headers } = ctx.req;
    const check = verifySignatureV4({ method, url, headers }, secrets);
    if (!check.ok) return answerError(ctx, 403, check.code, check.message);
    if (check.payloadSha256 === undefined || !carriesBody(ctx)) return next();
    const body = await readBody(ctx, MAX_SIGNED_BODY_BYTES);
    if (body === undefined) return answerError(ctx, 400, 'EntityTooLarge', 'The signed body is too large');
    if (!payloadMatches(body, check.payloadSha256)) {
      return answerError(ctx, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its signed SHA-256');
    }
    // s3rver reads the body from ctx.req as a stream: it gets the bytes just checked.
    ctx.req = Object.assign(new PassThrough().end(body), { headers: ctx.req.headers }) as unknown as typeof ctx.req;
    return next();
  };
}

function carriesBody(ctx: S3rverContext): boolean {
  const { headers } = ctx.req;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** The whole body, or undefined past `limit` bytes (the rest is read and dropped, so the answer arrives). */
async function readBody(ctx: S3rverContext, limit: number): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of ctx.req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size <= limit) parts.push(part);
  }
  return size > limit ? undefined : Buffer.concat(parts, size);
}

function answerError(ctx: S3rverContext, status: number, code: string, message: string): void {
  // A refused request's body is read and dropped, so the client gets the answer rather than a reset.
  ctx.req.resume();
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>` +
    `<Message>${message.replace(/[<>&]/g, '')}</Message></Error>`;
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
  loadS3rver().account.createKeyPair(accessKey, secretKey);
}

function releaseKey(accessKey: string): void {
  const users = (keyUsers.get(accessKey) ?? 1) - 1;
  if (users > 0) {
    keyUsers.set(accessKey, users);
    return;
  }
  keyUsers.delete(accessKey);
  if (accessKey !== DEFAULT_KEY) loadS3rver().account.revokeAccessKey(accessKey);
}

/** The address clients should use: a wildcard bind is reached through loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
