import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { AdminDto, IdentityErrorCode, IdentityMessages, IdentitySubjects } from '@portal/contracts';
import type { Request, Response } from 'express';
import { LoginAttempt, LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { AdminTwoFactorSignIn, isWrongTwoFactorCode } from './admin-two-factor-sign-in';
import { SignInCompletion, SignedInUser } from './sign-in-completion';
import { awaitsTwoFactor, pendingTwoFactor, startTwoFactorStep, TWO_FACTOR_PENDING_MS } from './two-factor-pending';

const admin = {
  id: '0b6f3f2e-2f7b-4d2a-9b8e-3c1a1f0e9d21',
  email: 'Treasurer@Office.test',
  role: 'treasurer',
} as AdminDto;
const ACCOUNT = 'admin:email:treasurer@office.test';

/** A request with a session that regenerates (a new, empty session) as express-session's does. */
function aRequest(pending?: { adminId: string; account: string; until: number }) {
  const req = {
    ip: '203.0.113.9',
    headers: {},
    session: { twoFactorPending: pending } as Record<string, unknown>,
  } as unknown as Request & { session: Record<string, unknown> };
  (req.session as Record<string, unknown>).regenerate = (done: (error?: Error) => void) => {
    const regenerate = req.session.regenerate;
    req.session = { regenerate } as never;
    done();
  };
  return req;
}

function wiring(answer: unknown) {
  const attempts: LoginAttempt[] = [];
  const counted: boolean[] = [];
  const asked: unknown[] = [];
  const completed: Array<{ user: SignedInUser; knownDevice?: string; method?: string; trustDevice?: boolean }> = [];
  const throttle = {
    run: async <T>(attempt: LoginAttempt, check: () => Promise<T>, isFailure: (e: unknown) => boolean) => {
      attempts.push(attempt);
      try {
        return await check();
      } catch (error) {
        counted.push(isFailure(error));
        throw error;
      }
    },
  } as unknown as LoginThrottle;
  const services = {
    rpc: async (subject: string, payload: unknown) => {
      asked.push({ subject, payload });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as RpcClient;
  const completion = {
    knownDevice: async () => 'device-7',
    complete: async (
      _req: Request,
      _res: Response,
      user: SignedInUser,
      knownDevice?: string,
      method?: string,
      options?: { trustDevice?: boolean },
    ) => {
      completed.push({ user, knownDevice, method, trustDevice: options?.trustDevice });
    },
  } as unknown as SignInCompletion;
  return { sut: new AdminTwoFactorSignIn(services, throttle, completion), attempts, counted, asked, completed };
}

describe('the admin sign-in’s second step', () => {
  it('after the right password the session holds only who passed it, for five minutes, and nobody is signed in', async () => {
    const req = aRequest();
    (req.session as Record<string, unknown>).passport = { user: { id: 'someone-else', userType: 'member' } };
    await startTwoFactorStep(req, admin.id, ACCOUNT, 1_000);
    assert.deepEqual(req.session.twoFactorPending, { adminId: admin.id, account: ACCOUNT, until: 1_000 + 5 * 60_000 });
    assert.equal(req.session.passport, undefined, 'an earlier sign-in in this browser does not stay');
    assert.equal(awaitsTwoFactor(req), true);
    assert.deepEqual(pendingTwoFactor(req, 1_000 + TWO_FACTOR_PENDING_MS - 1), { adminId: admin.id, account: ACCOUNT });
  });

  it('without a password step, or five minutes after it, answers 401 with a clear message and asks nobody', async () => {
    const notPending = (error: GatewayHttpError) =>
      error.status === 401 &&
      error.body.code === IdentityErrorCode.TwoFactorNotPending &&
      error.message === IdentityMessages.TwoFactorNotPending;
    assert.throws(() => pendingTwoFactor(aRequest()), notPending);
    assert.throws(
      () => pendingTwoFactor(aRequest({ adminId: admin.id, account: ACCOUNT, until: 1_000 }), 1_000),
      notPending,
    );
    const { sut, asked } = wiring({ admin });
    await assert.rejects(
      sut.complete(aRequest(), {} as Response, { code: '123456' }),
      (error: GatewayHttpError) => error.status === 401 && error.body.code === IdentityErrorCode.TwoFactorNotPending,
    );
    assert.deepEqual(asked, []);
  });

  it('checks the code under the same account key as the password, and completes the sign-in as a password login does', async () => {
    const { sut, attempts, asked, completed } = wiring({ admin });
    const req = aRequest({ adminId: admin.id, account: ACCOUNT, until: Date.now() + 60_000 });
    const user = await sut.complete(req, {} as Response, { code: '123456' });
    assert.deepEqual(user, { ...admin, userType: 'admin' });
    assert.deepEqual(attempts, [{ kind: 'admin', account: ACCOUNT, client: '203.0.113.9', knownDevice: 'device-7' }]);
    assert.deepEqual(asked, [
      { subject: IdentitySubjects.AdminTwoFactorLogin, payload: { adminId: admin.id, code: '123456' } },
    ]);
    assert.deepEqual(completed, [
      { user: { ...admin, userType: 'admin' }, knownDevice: 'device-7', method: 'two-factor-code', trustDevice: false },
    ]);
  });

  it('trusts the device only when the admin ticked it, and never tells identity', async () => {
    const { sut, asked, completed } = wiring({ admin });
    const req = aRequest({ adminId: admin.id, account: ACCOUNT, until: Date.now() + 60_000 });
    await sut.complete(req, {} as Response, { code: '123456', trustDevice: true });
    assert.deepEqual(asked, [
      { subject: IdentitySubjects.AdminTwoFactorLogin, payload: { adminId: admin.id, code: '123456' } },
    ]);
    assert.equal(completed[0].trustDevice, true);
  });

  it('sends a recovery code as one, and counts a wrong code as a failed sign-in', async () => {
    const wrong = new GatewayHttpError(IdentityErrorCode.InvalidTwoFactorCode, IdentityMessages.InvalidTwoFactorCode);
    const { sut, counted, asked, completed } = wiring(wrong);
    const req = aRequest({ adminId: admin.id, account: ACCOUNT, until: Date.now() + 60_000 });
    await assert.rejects(sut.complete(req, {} as Response, { recoveryCode: 'abcde-fghij' }), wrong);
    assert.deepEqual(asked, [
      { subject: IdentitySubjects.AdminTwoFactorLogin, payload: { adminId: admin.id, recoveryCode: 'abcde-fghij' } },
    ]);
    assert.deepEqual(counted, [true]);
    assert.deepEqual(completed, []);
    assert.notEqual(req.session.twoFactorPending, undefined, 'the admin may try again within the five minutes');
    assert.equal(isWrongTwoFactorCode(new GatewayHttpError(IdentityErrorCode.TwoFactorNotEnabled, 'x')), false);
  });
});
