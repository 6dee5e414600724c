import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode, MembershipErrorCode, statusForErrorCode } from '@portal/contracts';
import { GatewayHttpError, serviceUnavailable } from './gateway-http.error';

describe('GatewayHttpError', () => {
  it('takes its HTTP status from the one error-code map, so a throttled sign-in always answers 429', () => {
    const sut = new GatewayHttpError(CommonErrorCode.RateLimited, 'Too many requests', { retryAfter: 60 });
    assert.equal(sut.status, 429);
    assert.equal(sut.status, statusForErrorCode(CommonErrorCode.RateLimited));
    assert.deepEqual(sut.body, {
      status: 429,
      code: CommonErrorCode.RateLimited,
      message: 'Too many requests',
      retryAfter: 60,
    });
  });

  it("forwards a service's error with its code, message and field errors, so the screen shows the service's words", () => {
    const sut = GatewayHttpError.forward({
      status: 999,
      code: MembershipErrorCode.DuplicateEmail,
      message: 'Email already exists',
      errors: [{ field: 'email', message: 'Email already exists' }],
    });
    assert.equal(sut.status, 409);
    assert.deepEqual(sut.body, {
      status: 409,
      code: MembershipErrorCode.DuplicateEmail,
      message: 'Email already exists',
      errors: [{ field: 'email', message: 'Email already exists' }],
    });
  });

  it('names the stopped service in a 503, so the user knows to try again', () => {
    const sut = serviceUnavailable('identity');
    assert.equal(sut.status, 503);
    assert.equal(sut.body.code, CommonErrorCode.ServiceUnavailable);
    assert.equal(sut.message, 'Identity service is unavailable, please try again');
  });
});
