import { validateSync } from 'class-validator';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MemberLoginRequest } from './member-login.dto';
import {
  ChangePasswordBody,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SetupPasswordRequest,
  VerifySetupTokenRequest,
} from './password-flows.dto';

function messages<T extends object>(cls: new () => T, body: object): string[] {
  return validateSync(Object.assign(new cls(), body)).flatMap((e) => Object.values(e.constraints ?? {}).slice(-1));
}

describe('identity request shapes', () => {
  it("asks for the member identifier and a 6-character password with the spec's words", () => {
    assert.deepEqual(messages(MemberLoginRequest, { identifier: '', password: '12345' }), [
      'Member ID or email is required',
      'Password must be at least 6 characters',
    ]);
    assert.deepEqual(messages(MemberLoginRequest, { identifier: 'PHOTO0001', password: '123456' }), []);
  });

  it('asks for 8-character passwords on the set-up, reset and change flows', () => {
    const tooShort = 'Password must be at least 8 characters long';
    assert.deepEqual(messages(SetupPasswordRequest, { loginId: 'PHOTO0001', token: 'abc', newPassword: 'short' }), [
      tooShort,
    ]);
    assert.deepEqual(messages(ResetPasswordRequest, { token: 'abc', newPassword: '1234567' }), [tooShort]);
    assert.deepEqual(messages(ChangePasswordBody, { currentPassword: 'old-one', newPassword: 'short' }), [tooShort]);
  });

  it('lets a set-up request without a token ask only for a fresh link', () => {
    assert.deepEqual(messages(SetupPasswordRequest, { loginId: '9876543210' }), []);
  });

  it('asks for the member id, e-mail or phone on the e-mail flows', () => {
    assert.deepEqual(messages(ForgotPasswordRequest, { loginId: '' }), [
      'Please enter your member ID, email, or phone number',
    ]);
    assert.deepEqual(messages(SetupPasswordRequest, {}), ['Please enter your member ID, email, or phone number']);
  });

  it('lets a member with a set-up link choose a password without retyping their id', () => {
    assert.deepEqual(messages(SetupPasswordRequest, { token: 'abc', newPassword: 'Long-enough-1' }), []);
    assert.deepEqual(messages(SetupPasswordRequest, { token: 'abc', loginId: '', newPassword: 'Long-enough-1' }), [
      'Please enter your member ID, email, or phone number',
    ]);
  });

  it('asks for the token when checking a set-up link', () => {
    assert.deepEqual(messages(VerifySetupTokenRequest, { token: '' }), ['The link is missing its token']);
  });
});
