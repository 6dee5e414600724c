import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { loadRunnerConfig as sut } from './runner.config';

describe('loadRunnerConfig', () => {
  it('starts the portal on port 8080 with the local defaults when nothing is set', () => {
    const config = sut({});
    assert.equal(config.port, 8080);
    assert.equal(config.namespace, 'portal');
    assert.equal(config.databasePrefix, 'portal');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.logRequests, false);
    assert.deepEqual(config.mailCatcherPorts, { smtp: 1025, http: 8025 });
    assert.equal(config.admin, undefined);
    assert.equal(config.s3, undefined);
    assert.equal(config.razorpay, undefined);
    assert.equal(config.razorpaySandboxPort, 8090);
  });

  it('uses real Razorpay keys only when both the key id and the secret are set, the sandbox otherwise', () => {
    assert.equal(sut({ RAZORPAY_KEY_ID: 'rzp_live_abc' }).razorpay, undefined);
    assert.equal(sut({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: 'secret' }).razorpay, undefined);
    assert.deepEqual(
      sut({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' }).razorpay,
      { keyId: 'rzp_live_abc', keySecret: 'secret', webhookSecret: 'hook' },
    );
    assert.equal(sut({ RAZORPAY_SANDBOX_PORT: '9100' }).razorpaySandboxPort, 9100);
  });

  it('uses real object storage only when the endpoint and both keys are set', () => {
    assert.equal(sut({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'portal' }).s3, undefined);
    assert.deepEqual(sut({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'portal', S3_SECRET_KEY: 'secret' }).s3, {
      endpoint: 'http://minio:9000',
      accessKey: 'portal',
      secretKey: 'secret',
      bucket: 'portal',
    });
  });

  it('takes the first admin from the environment only when both e-mail and password are set', () => {
    assert.equal(sut({ ADMIN_EMAIL: 'admin@kpwa.in' }).admin, undefined);
    assert.deepEqual(sut({ ADMIN_EMAIL: 'admin@kpwa.in', ADMIN_PASSWORD: 'Secret-2024' }).admin, {
      email: 'admin@kpwa.in',
      password: 'Secret-2024',
    });
  });

  it('treats an empty POSTGRES_URL or NATS_URL as unset, so the local servers are used', () => {
    const config = sut({ POSTGRES_URL: '', NATS_URL: '' });
    assert.equal(config.postgresUrl, undefined);
    assert.equal(config.natsUrl, undefined);
  });
});
