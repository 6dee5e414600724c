import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommonErrorCode, IdentityErrorCode } from './error-codes';
import { statusForErrorCode as sut } from './status-for-code';

describe('statusForErrorCode', () => {
  it('answers wrong admin credentials with 401 so the login page shows its toast', () => {
    assert.equal(sut(IdentityErrorCode.InvalidAdminCredentials), 401);
  });

  it('answers bad input with 400 and a stopped service with 503', () => {
    assert.equal(sut(CommonErrorCode.ValidationFailed), 400);
    assert.equal(sut(CommonErrorCode.ServiceUnavailable), 503);
  });

  it('gives every code a real HTTP error status', () => {
    for (const code of [...Object.values(CommonErrorCode), ...Object.values(IdentityErrorCode)]) {
      const status = sut(code);
      assert.ok(status >= 400 && status <= 599, `${code} -> ${status}`);
    }
  });
});
