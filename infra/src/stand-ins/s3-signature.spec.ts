import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { signV4 } from 'minio/dist/main/signing.js';
import { verifySignatureV4 as sut } from './s3-signature';

const SECRETS = new Map([['portal', 'portal-secret']]);
const SIGNED_AT = new Date('2026-11-27T10:00:00Z');
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/** A GET as the minio client signs it (its own signV4), at SIGNED_AT. */
function signedRequest(path = '/portal/members/photos/a.jpg?versionId=1', secret = 'portal-secret') {
  const headers: Record<string, string> = {
    host: '127.0.0.1:9000',
    'x-amz-date': '20261127T100000Z',
    'x-amz-content-sha256': EMPTY_SHA256,
  };
  headers.authorization = signV4(
    { protocol: 'http:', method: 'GET', path, headers },
    'portal',
    secret,
    'us-east-1',
    SIGNED_AT,
    EMPTY_SHA256,
  );
  return { method: 'GET', url: path, headers };
}

describe('verifySignatureV4', () => {
  it("accepts a request signed by the minio client with the store's secret", () => {
    assert.deepEqual(sut(signedRequest(), SECRETS, SIGNED_AT), {
      ok: true,
      accessKey: 'portal',
      payloadSha256: EMPTY_SHA256,
    });
  });

  it('refuses a wrong secret, another path or query, another method, and an unsigned x-amz header', () => {
    const code = (request: ReturnType<typeof signedRequest>) => {
      const check = sut(request, SECRETS, SIGNED_AT);
      return check.ok ? 'accepted' : check.code;
    };
    assert.equal(code(signedRequest(undefined, 'guessed-secret')), 'SignatureDoesNotMatch');
    assert.equal(
      code({ ...signedRequest(), url: '/portal/members/photos/b.jpg?versionId=1' }),
      'SignatureDoesNotMatch',
    );
    assert.equal(
      code({ ...signedRequest(), url: '/portal/members/photos/a.jpg?versionId=2' }),
      'SignatureDoesNotMatch',
    );
    assert.equal(code({ ...signedRequest(), method: 'DELETE' }), 'SignatureDoesNotMatch');
    const request = signedRequest();
    assert.equal(code({ ...request, headers: { ...request.headers, 'x-amz-acl': 'public-read' } }), 'AccessDenied');
    assert.equal(code({ ...request, headers: { ...request.headers, host: 'evil.example' } }), 'SignatureDoesNotMatch');
  });

  it('refuses a request without a signature, another algorithm, or an unknown access key', () => {
    const check = (headers: Record<string, string>) => sut({ method: 'GET', url: '/portal', headers }, SECRETS);
    assert.deepEqual(check({ host: 'x' }), {
      ok: false,
      code: 'AccessDenied',
      message: 'Anonymous access is not allowed: sign the request',
    });
    assert.equal(check({ host: 'x', authorization: 'AWS portal:c2lnbmF0dXJl' }).ok, false, 'Signature V2');
    const stranger = signedRequest();
    stranger.headers.authorization = stranger.headers.authorization.replace('Credential=portal/', 'Credential=other/');
    assert.deepEqual(
      [sut(stranger, SECRETS, SIGNED_AT)].map((c) => (c.ok ? 'accepted' : c.code)),
      ['InvalidAccessKeyId'],
    );
  });

  it('refuses a signed request replayed more than 15 minutes from its time', () => {
    const later = (minutes: number) => new Date(SIGNED_AT.getTime() + minutes * 60_000);
    assert.equal(sut(signedRequest(), SECRETS, later(14)).ok, true);
    assert.deepEqual(
      [16, -16].map((minutes) => {
        const check = sut(signedRequest(), SECRETS, later(minutes));
        return check.ok ? 'accepted' : check.code;
      }),
      ['RequestTimeTooSkewed', 'RequestTimeTooSkewed'],
    );
  });
});
