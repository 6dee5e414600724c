import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// AWS Signature Version 4 as S3 (and MinIO) check it, in its two forms: the Authorization header and a
// presigned URL's query (X-Amz-Algorithm … X-Amz-Signature).
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
// The declared payload hash (x-amz-content-sha256) is covered by the signature; the server compares the
// body with it (payloadMatches) once the body has arrived.

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** How far a signed request's time may be from ours (S3 and MinIO allow 15 minutes). */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned URL may be valid: 7 days. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

export interface SignedRequest {
  method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  url: string;
  headers: IncomingHttpHeaders;
}

export type SignatureCheck =
  | {
      ok: true;
      accessKey: string;
      /** The body's SHA-256 in hex the signature covers, or undefined when unsigned (UNSIGNED-PAYLOAD). */
      payloadSha256: string | undefined;
    }
  | {
      ok: false;
      code: 'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'RequestTimeTooSkewed';
      message: string;
    };

interface Parsed {
  accessKey: string;
  /** yyyymmdd/region/s3/aws4_request */
  scope: string;
  scopeDate: string;
  region: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** The query's pairs that are signed (all but X-Amz-Signature). */
  query: Array<[string, string]>;
  expiresSeconds?: number;
}

const refuse = (code: Exclude<SignatureCheck, { ok: true }>['code'], message: string): SignatureCheck => ({
  ok: false,
  code,
  message,
});

/** Whether `request` carries a valid V4 signature by one of `secrets` (access key → secret key). */
export function verifySignatureV4(
  request: SignedRequest,
  secrets: ReadonlyMap<string, string>,
  now: Date = new Date(),
): SignatureCheck {
  const [rawPath, rawQuery = ''] = splitOnce(request.url, '?');
  const pairs = parseQuery(rawQuery);
  if (pairs === undefined) return refuse('AccessDenied', 'Malformed query string');
  const parsed = pairs.some(([name]) => name === 'X-Amz-Algorithm')
    ? parsePresigned(pairs)
    : parseAuthorizationHeader(request.headers, pairs);
  if (typeof parsed === 'string') return refuse('AccessDenied', parsed);

  const secret = secrets.get(parsed.accessKey);
  if (secret === undefined) return refuse('InvalidAccessKeyId', 'The access key is not known to this store');

  const signedAt = parseAmzDate(parsed.amzDate);
  if (signedAt === undefined || parsed.amzDate.slice(0, 8) !== parsed.scopeDate) {
    return refuse('AccessDenied', 'The request time is missing, malformed or outside its credential scope');
  }
  if (parsed.expiresSeconds === undefined) {
    if (Math.abs(now.getTime() - signedAt) > MAX_SKEW_MS) {
      return refuse('RequestTimeTooSkewed', 'The request time is too far from the server time');
    }
  } else if (now.getTime() > signedAt + parsed.expiresSeconds * 1000 || signedAt - now.getTime() > MAX_SKEW_MS) {
    return refuse('AccessDenied', 'Request has expired');
  }

  const canonicalHeaders: string[] = [];
  for (const name of parsed.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return refuse('AccessDenied', `Signed header ${name} is missing`);
    const joined = Array.isArray(value) ? value.join(',') : value;
    canonicalHeaders.push(`${name}:${joined.trim().replace(/\s+/g, ' ')}\n`);
  }
  const canonicalPath = canonicalUri(rawPath);
  if (canonicalPath === undefined) return refuse('AccessDenied', 'Malformed path');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath,
    canonicalQuery(parsed.query),
    canonicalHeaders.join(''),
    parsed.signedHeaders.join(';'),
    parsed.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, parsed.amzDate, parsed.scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = hmac(signingKey(secret, parsed.scopeDate, parsed.region), stringToSign).toString('hex');
  if (!sameText(expected, parsed.signature.toLowerCase())) {
    return refuse(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  }
  const payloadSha256 = /^[0-9a-f]{64}$/i.test(parsed.payloadHash) ? parsed.payloadHash.toLowerCase() : undefined;
  return { ok: true, accessKey: parsed.accessKey, payloadSha256 };
}

/** Whether `body` is what a signature's payload hash promised (S3's XAmzContentSHA256Mismatch otherwise). */
export function payloadMatches(body: Buffer, payloadSha256: string): boolean {
  return createHash('sha256').update(body).digest('hex') === payloadSha256;
}

function parseAuthorizationHeader(headers: IncomingHttpHeaders, query: Array<[string, string]>): Parsed | string {
  const authorization = headers.authorization;
  if (!authorization) return 'Anonymous access is not allowed: sign the request';
  if (!authorization.startsWith(`${ALGORITHM} `)) return 'Only AWS Signature Version 4 is accepted';
  const fields = new Map<string, string>();
  for (const part of authorization.slice(ALGORITHM.length + 1).split(',')) {
    const [name, value] = splitOnce(part.trim(), '=');
    if (value !== undefined) fields.set(name, value);
  }
  const credential = parseCredential(fields.get('Credential'));
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  const amzDate = header(headers, 'x-amz-date');
  const payloadHash = header(headers, 'x-amz-content-sha256');
  if (typeof credential === 'string') return credential;
  if (!signedHeaders || !signature || !amzDate || !payloadHash) return 'The Authorization header is incomplete';
  const signed = signedHeaders.split(';');
  // The host and every x-amz-* header must be signed, so none of them can be changed in transit.
  const unsigned = ['host', ...Object.keys(headers).filter((name) => name.startsWith('x-amz-'))].find(
    (name) => !signed.includes(name),
  );
  if (unsigned) return `Header ${unsigned} must be signed`;
  return { ...credential, amzDate, signedHeaders: signed, signature, payloadHash, query };
}

function parsePresigned(pairs: Array<[string, string]>): Parsed | string {
  const value = (name: string) => pairs.find(([key]) => key === name)?.[1];
  if (value('X-Amz-Algorithm') !== ALGORITHM) return 'Only AWS Signature Version 4 is accepted';
  const credential = parseCredential(value('X-Amz-Credential'));
  if (typeof credential === 'string') return credential;
  const amzDate = value('X-Amz-Date');
  const expires = Number(value('X-Amz-Expires'));
  const signedHeaders = value('X-Amz-SignedHeaders');
  const signature = value('X-Amz-Signature');
  if (!amzDate || !signedHeaders || !signature) return 'The presigned URL is incomplete';
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) return 'X-Amz-Expires is invalid';
  const signed = signedHeaders.split(';');
  if (!signed.includes('host')) return 'Header host must be signed';
  return {
    ...credential,
    amzDate,
    signedHeaders: signed,
    signature,
    payloadHash: value('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    query: pairs.filter(([name]) => name !== 'X-Amz-Signature'),
    expiresSeconds: expires,
  };
}

function parseCredential(
  credential: string | undefined,
): Pick<Parsed, 'accessKey' | 'scope' | 'scopeDate' | 'region'> | string {
  const parts = credential?.split('/') ?? [];
  // access key / yyyymmdd / region / s3 / aws4_request
  if (parts.length !== 5 || !/^\d{8}$/.test(parts[1]) || parts[3] !== 's3' || parts[4] !== 'aws4_request') {
    return 'The credential is malformed';
  }
  const [accessKey, scopeDate, region] = parts;
  return { accessKey, scope: parts.slice(1).join('/'), scopeDate, region };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** yyyymmddThhmmssZ → epoch milliseconds. */
function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const time = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isNaN(time) ? undefined : time;
}

function parseQuery(raw: string): Array<[string, string]> | undefined {
  try {
    return raw
      .split('&')
      .filter((pair) => pair.length > 0)
      .map((pair) => {
        const [name, value = ''] = splitOnce(pair, '=');
        return [decodeURIComponent(name), decodeURIComponent(value)];
      });
  } catch {
    return undefined;
  }
}

/** Each path segment decoded and encoded again the AWS way (RFC 3986 unreserved characters kept). */
function canonicalUri(rawPath: string): string | undefined {
  try {
    return (
      rawPath
        .split('/')
        .map((segment) => awsEncode(decodeURIComponent(segment)))
        .join('/') || '/'
    );
  } catch {
    return undefined;
  }
}

function canonicalQuery(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]) => [awsEncode(name), awsEncode(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function awsEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

/** Compared in constant time, so the answer's timing tells nothing about how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
