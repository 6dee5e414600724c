import 'reflect-metadata';
import { ExecutionContext, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  AdminDto,
  IdentityErrorCode,
  IdentityMessages,
  IdentitySubjects,
  MemberDto,
  MembershipErrorCode,
  MembershipSubjects,
} from '@portal/contracts';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { AdminLocalStrategy } from './admin-local.strategy';
import { AuthController } from './auth.controller';
import { AdminLoginGuard, MemberLoginGuard } from './login.guard';
import { MemberAuthController } from './member-auth.controller';
import { MemberLocalStrategy } from './member-local.strategy';

const admin = { id: 'a1', email: 'admin@example.test' } as AdminDto;
const member = { id: 'm1', memberId: 'PHOTO0001', status: 'active' } as MemberDto;

/** Services answering from a table (an Error entry is thrown), remembering what was asked. */
function services(answers: Record<string, unknown>) {
  const asked: { subject: string; payload: unknown }[] = [];
  const client = {
    rpc: async (subject: string, payload: unknown) => {
      asked.push({ subject, payload });
      const answer = answers[subject];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as RpcClient;
  return { client, asked };
}

/** A login request through the guard; `logIns` counts the sessions it started. */
async function signIn(guard: Type, body: unknown) {
  const logIns: unknown[] = [];
  const req: Record<string, unknown> = {
    body,
    logIn: (user: unknown, _options: unknown, done: (error?: Error) => void) => {
      logIns.push(user);
      done();
    },
  };
  const ctx = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  const outcome = await new guard().canActivate(ctx).then(
    () => 'signed in' as const,
    (error: unknown) => error,
  );
  return { outcome, logIns, user: req.user };
}

describe('admin sign-in (AdminLoginGuard with AdminLocalStrategy)', () => {
  it("answers a malformed body with 400 and the spec's field errors before identity is asked", async () => {
    const { client, asked } = services({});
    new AdminLocalStrategy(client);
    const { outcome, logIns } = await signIn(AdminLoginGuard, { email: 'not-an-email', password: '123' });
    assert.ok(outcome instanceof GatewayHttpError);
    assert.equal(outcome.status, 400);
    assert.deepEqual(outcome.body.errors, [
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    assert.deepEqual(asked, []);
    assert.deepEqual(logIns, []);
  });

  it("passes identity's refusal on unchanged (code, message, Retry-After) and starts no session", async () => {
    const locked = new GatewayHttpError(IdentityErrorCode.AccountLocked, IdentityMessages.AccountLocked, {
      retryAfter: 840,
    });
    const { client } = services({ [IdentitySubjects.AdminLogin]: locked });
    new AdminLocalStrategy(client);
    const { outcome, logIns } = await signIn(AdminLoginGuard, { email: 'admin@example.test', password: 'secret-1' });
    assert.equal(outcome, locked);
    assert.deepEqual(logIns, []);
  });

  it("starts a new session for the admin identity accepts and answers with the admin's profile", async () => {
    const { client, asked } = services({ [IdentitySubjects.AdminLogin]: { admin } });
    new AdminLocalStrategy(client);
    const { outcome, logIns, user } = await signIn(AdminLoginGuard, {
      email: 'admin@example.test',
      password: 'secret-1',
      extra: 'dropped',
    });
    assert.equal(outcome, 'signed in');
    assert.deepEqual(asked, [
      { subject: IdentitySubjects.AdminLogin, payload: { email: 'admin@example.test', password: 'secret-1' } },
    ]);
    assert.deepEqual(logIns, [{ ...admin, userType: 'admin' }]);
    assert.deepEqual(user, { ...admin, userType: 'admin' });
  });
});

describe('member sign-in (MemberLoginGuard with MemberLocalStrategy)', () => {
  it('asks identity for the credentials, then membership for the profile, and signs the member in', async () => {
    const { client, asked } = services({
      [IdentitySubjects.MemberLogin]: { member: { id: 'm1' } },
      [MembershipSubjects.GetSessionMember]: { member },
    });
    new MemberLocalStrategy(client);
    const { outcome, logIns } = await signIn(MemberLoginGuard, { identifier: 'photo0001', password: 'secret-1' });
    assert.equal(outcome, 'signed in');
    assert.deepEqual(
      asked.map((a) => a.subject),
      [IdentitySubjects.MemberLogin, MembershipSubjects.GetSessionMember],
    );
    assert.deepEqual(asked[1].payload, { id: 'm1' });
    assert.deepEqual(logIns, [{ ...member, userType: 'member' }]);
  });

  it("passes membership's refusal on unchanged when the member is gone or may no longer hold a session", async () => {
    const gone = new GatewayHttpError(MembershipErrorCode.SessionNotAllowed, 'Invalid member credentials');
    const { client } = services({
      [IdentitySubjects.MemberLogin]: { member: { id: 'm1' } },
      [MembershipSubjects.GetSessionMember]: gone,
    });
    new MemberLocalStrategy(client);
    const { outcome, logIns } = await signIn(MemberLoginGuard, { identifier: 'PHOTO0001', password: 'secret-1' });
    assert.equal(outcome, gone);
    assert.equal(gone.status, 401);
    assert.deepEqual(logIns, []);
  });

  it("answers a malformed body with 400 and the spec's field errors before identity is asked", async () => {
    const { client, asked } = services({});
    new MemberLocalStrategy(client);
    const { outcome } = await signIn(MemberLoginGuard, { identifier: '', password: '123' });
    assert.ok(outcome instanceof GatewayHttpError);
    assert.deepEqual(outcome.body.errors, [
      { field: 'identifier', message: 'Member ID or email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    assert.deepEqual(asked, []);
  });
});

describe('login routes', () => {
  it('count every attempt against the rate limit before the credentials are checked', () => {
    assert.deepEqual(Reflect.getMetadata(GUARDS_METADATA, AuthController.prototype.adminLogin), [
      RateLimitGuard,
      AdminLoginGuard,
    ]);
    assert.deepEqual(Reflect.getMetadata(GUARDS_METADATA, MemberAuthController.prototype.login), [
      RateLimitGuard,
      MemberLoginGuard,
    ]);
  });
});
