import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ContentErrorCode } from '../content/content.errors';
import { IdentityErrorCode } from '../identity/identity.errors';
import { MembershipErrorCode } from '../membership/membership.errors';
import { NotificationsErrorCode } from '../notifications/notifications.errors';
import { PaymentsErrorCode } from '../payments/payments.errors';
import { CommonErrorCode, ErrorCode } from './error-codes';
import { statusForErrorCode as sut } from './status-for-code';

describe('statusForErrorCode', () => {
  it('answers wrong admin credentials with 401 so the login page shows its toast', () => {
    assert.equal(sut(IdentityErrorCode.InvalidAdminCredentials), 401);
  });

  it('answers duplicates with 409 so the member form can name the taken field', () => {
    assert.equal(sut(MembershipErrorCode.DuplicateMemberId), 409);
    assert.equal(sut(MembershipErrorCode.DuplicateEmail), 409);
  });

  it('answers renewing a member who was never approved (or is suspended) with 409', () => {
    assert.equal(sut(MembershipErrorCode.NotApproved), 409);
  });

  it('refuses a member renewing before the renewal window opens with 409, a state the page can explain', () => {
    assert.equal(sut(MembershipErrorCode.RenewalNotYetOpen), 409);
  });

  it('refuses a second correction request for the same field and declining a closed one with 409; an unknown one is 404', () => {
    assert.equal(sut(MembershipErrorCode.CorrectionAlreadyRequested), 409);
    assert.equal(sut(MembershipErrorCode.CorrectionRequestNotOpen), 409);
    assert.equal(sut(MembershipErrorCode.CorrectionRequestNotFound), 404);
  });

  it("answers another member's or an unknown copy of data 404, one still being made 409 and an expired one 410", () => {
    assert.equal(sut(MembershipErrorCode.DataCopyNotFound), 404);
    assert.equal(sut(MembershipErrorCode.DataCopyNotReady), 409);
    assert.equal(sut(MembershipErrorCode.DataCopyExpired), 410);
  });

  it('refuses a second erasure request and closing a closed data request with 409; an unknown one is 404', () => {
    assert.equal(sut(MembershipErrorCode.ErasureAlreadyRequested), 409);
    assert.equal(sut(MembershipErrorCode.DataRequestNotOpen), 409);
    assert.equal(sut(MembershipErrorCode.DataRequestNotFound), 404);
  });

  it('refuses an e-mail another admin has, a fresh invitation of an active account and leaving no administrator with 409', () => {
    assert.equal(sut(IdentityErrorCode.AdminEmailTaken), 409);
    assert.equal(sut(IdentityErrorCode.AdminNotInvited), 409);
    assert.equal(sut(IdentityErrorCode.LastAdministrator), 409);
    assert.equal(sut(IdentityErrorCode.CannotDeactivateSelf), 409);
  });

  it('answers an unusable invitation link with 400, like a set-up link', () => {
    assert.equal(sut(IdentityErrorCode.InvalidInvitationToken), 400);
    assert.equal(sut(IdentityErrorCode.InvalidTwoFactorCode), 400);
    assert.equal(sut(IdentityErrorCode.TwoFactorNotPending), 401);
    assert.equal(sut(IdentityErrorCode.TwoFactorAlreadyEnabled), 409);
    assert.equal(sut(IdentityErrorCode.TwoFactorNotEnabled), 409);
    assert.equal(sut(IdentityErrorCode.TwoFactorSetupNotStarted), 409);
  });

  it('refuses an administrator resetting their own second factor from Admin Accounts with 409', () => {
    assert.equal(sut(IdentityErrorCode.CannotResetOwnTwoFactor), 409);
  });

  it('answers bad input with 400 and a stopped service with 503', () => {
    assert.equal(sut(CommonErrorCode.ValidationFailed), 400);
    assert.equal(sut(CommonErrorCode.ServiceUnavailable), 503);
  });

  it('refuses an online payment on a portal without Razorpay keys with a 4xx, not as an outage', () => {
    assert.equal(sut(PaymentsErrorCode.OnlinePaymentNotConfigured), 400);
  });

  it('gives every code a real HTTP error status', () => {
    const all: ErrorCode[] = [
      CommonErrorCode,
      IdentityErrorCode,
      MembershipErrorCode,
      ContentErrorCode,
      NotificationsErrorCode,
      PaymentsErrorCode,
    ].flatMap((codes) => Object.values(codes) as ErrorCode[]);
    for (const code of all) {
      const status = sut(code);
      assert.ok(status >= 400 && status <= 599, `${code} -> ${status}`);
    }
  });
});
