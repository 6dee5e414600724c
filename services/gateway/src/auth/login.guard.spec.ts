import 'reflect-metadata';
import { ExecutionContext, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  AdminDto,
  CommonErrorCode,
  IdentityErrorCode,
  IdentityMessages,
  IdentitySubjects,
  MemberDto,
  MembershipErrorCode,
  MembershipSubjects,
} from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { SessionAudit } from '../audit/session-audit';
import { KnownDevices } from '../rate-limit/known-devices';
import { LoginAttempt, LoginThrottle, slowedDown } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { AdminLocalStrategy } from './admin-local.strategy';
import { AuthController } from './auth.controller';
import { AdminLoginGuard, MemberLoginGuard } from './login.guard';
import { MemberAuthController } from './member-auth.controller';
import { MemberLocalStrategy } from './member-local.strategy';
import { SignInCompletion } from './sign-in-completion';
import { TrustedDevices } from './trusted-devices';

const admin = { id: 'a1', email: 'Admin@Example.test' } as AdminDto;
const member = {
  id: 'm1',
  memberId: 'PHOTO0001',
  email: 'kiran@example.test',
  phone: '+91 98450 11223',
  status: 'active',
} as MemberDto;

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

/**
 * The sign-in throttle and known devices as the guard sees them: `refusal` makes the throttle answer
 * 429 before the check runs; `known` is the device a cookie names, known for the account typed.
 */
function throttling(options: { refusal?: GatewayHttpError; known?: string } = {}) {
  const attempts: LoginAttempt[] = [];
  const remembered: string[][] = [];
  const throttle = {
    run: async <T>(attempt: LoginAttempt, check: () => Promise<T>) => {
      attempts.push(attempt);
      if (options.refusal) throw options.refusal;
      return check();
    },
  } as unknown as LoginThrottle;
  const devices = {
    presented: () => options.known ?? null,
    knows: async (device: string) => device === options.known,
    remember: async (_req: unknown, _res: unknown, accounts: string[]) => {
      remembered.push(accounts);
    },
  } as unknown as KnownDevices;
  return { throttle, devices, attempts, remembered };
}

const quietLogger = { event: () => undefined } as unknown as JsonLogger;

/** A login request through the guard; `logIns` counts the sessions it started. */
/** Sign-ins recorded on the audit trail, by the fake SessionAudit each guard gets. */
const auditedSignIns: unknown[] = [];
const sessionAudit = {
  signedIn: async (_req: unknown, user: unknown, method: unknown) => {
    auditedSignIns.push({ user, method });
  },
} as unknown as SessionAudit;
/** Devices trusted at an earlier code step, as the guard sees them: `trustedBy` signs that admin in without a code. */
function trusting(trustedBy?: { adminId: string; admin: AdminDto }) {
  const asked: string[] = [];
  const trusted = {
    signIn: async (_req: unknown, adminId: string) => {
      asked.push(adminId);
      return trustedBy?.adminId === adminId ? { ...trustedBy.admin, userType: 'admin' } : null;
    },
    trust: async () => true,
  } as unknown as TrustedDevices;
  return { trusted, asked };
}

const completionOf = (devices: KnownDevices, client: RpcClient, trusted = trusting().trusted) =>
  new SignInCompletion(devices, client, quietLogger, sessionAudit, trusted);

async function signIn(
  guard: Type,
  body: unknown,
  throttled = throttling(),
  client = services({}).client,
  trusted = trusting().trusted,
) {
  const logIns: unknown[] = [];
  const req: Record<string, unknown> = {
    body,
    ip: '203.0.113.7',
    headers: { 'user-agent': 'Firefox' },
    logIn: (user: unknown, _options: unknown, done: (error?: Error) => void) => {
      logIns.push(user);
      done();
    },
  };
  const ctx = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  const outcome = await new guard(throttled.throttle, completionOf(throttled.devices, client), trusted)
    .canActivate(ctx)
    .then(
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

  it("passes identity's refusal on unchanged (code and message) and starts no session", async () => {
    const refused = new GatewayHttpError(
      IdentityErrorCode.InvalidAdminCredentials,
      IdentityMessages.InvalidAdminCredentials,
    );
    const { client } = services({ [IdentitySubjects.AdminLogin]: refused });
    new AdminLocalStrategy(client);
    const { outcome, logIns } = await signIn(AdminLoginGuard, { email: 'admin@example.test', password: 'secret-1' });
    assert.equal(outcome, refused);
    assert.deepEqual(logIns, []);
  });

  it('signs nobody in on the right password of an account with two-factor sign-in: the session waits for the code', async () => {
    const { client } = services({ [IdentitySubjects.AdminLogin]: { twoFactorRequired: true, adminId: 'a1' } });
    new AdminLocalStrategy(client);
    const logIns: unknown[] = [];
    const settled: boolean[] = [];
    const throttle = {
      run: async <T>(_a: LoginAttempt, check: () => Promise<T>, _f: unknown, signedIn: (r: T) => boolean) => {
        const result = await check();
        settled.push(signedIn(result));
        return result;
      },
    } as unknown as LoginThrottle;
    const session: Record<string, unknown> = {
      regenerate: (done: () => void) => done(),
    };
    const req: Record<string, unknown> = {
      body: { email: 'Admin@Example.test', password: 'secret-1' },
      ip: '203.0.113.7',
      headers: {},
      session,
      logIn: (user: unknown, _o: unknown, done: () => void) => {
        logIns.push(user);
        done();
      },
    };
    const ctx = {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
    } as unknown as ExecutionContext;
    const { devices } = throttling();
    const { trusted, asked } = trusting();
    assert.equal(await new AdminLoginGuard(throttle, completionOf(devices, client), trusted).canActivate(ctx), true);
    assert.deepEqual(asked, ['a1'], 'whether this device is trusted by the admin was asked');
    assert.deepEqual(logIns, []);
    assert.equal(req.user, undefined);
    assert.deepEqual(settled, [false], 'the throttle neither counts it as a failure nor forgets earlier ones');
    const pending = session.twoFactorPending as { adminId: string; account: string };
    assert.equal(pending.adminId, 'a1');
    assert.equal(pending.account, 'admin:email:admin@example.test', 'the code counts against the same account key');
    assert.deepEqual(new AuthController({} as RpcClient, sessionAudit).adminLogin(undefined, req as never), {
      twoFactorRequired: true,
    });
  });

  it('signs in with the right password alone from a device the admin trusted at an earlier code step', async () => {
    const { client } = services({ [IdentitySubjects.AdminLogin]: { twoFactorRequired: true, adminId: admin.id } });
    new AdminLocalStrategy(client);
    const settled: boolean[] = [];
    const throttle = {
      run: async <T>(_a: LoginAttempt, check: () => Promise<T>, _f: unknown, signedIn: (r: T) => boolean) => {
        const result = await check();
        settled.push(signedIn(result));
        return result;
      },
    } as unknown as LoginThrottle;
    const { devices } = throttling({ known: 'device-1' });
    const { trusted } = trusting({ adminId: admin.id, admin });
    const logIns: unknown[] = [];
    const session: Record<string, unknown> = { regenerate: (done: () => void) => done() };
    const req: Record<string, unknown> = {
      body: { email: 'admin@example.test', password: 'secret-1' },
      ip: '203.0.113.7',
      headers: {},
      session,
      logIn: (user: unknown, _o: unknown, done: () => void) => {
        logIns.push(user);
        done();
      },
    };
    const ctx = {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
    } as unknown as ExecutionContext;
    assert.equal(await new AdminLoginGuard(throttle, completionOf(devices, client), trusted).canActivate(ctx), true);
    assert.deepEqual(logIns, [{ ...admin, userType: 'admin' }]);
    assert.deepEqual(settled, [true], 'a successful sign-in for the throttle');
    assert.equal(session.twoFactorPending, undefined, 'no code step is waiting');
    assert.deepEqual(auditedSignIns.at(-1), {
      user: { id: admin.id, userType: 'admin', role: admin.role },
      method: 'trusted-device',
    });
  });

  it("starts a new session for the admin identity accepts and answers with the admin's profile", async () => {
    const { client, asked } = services({ [IdentitySubjects.AdminLogin]: { admin } });
    new AdminLocalStrategy(client);
    const { outcome, logIns, user } = await signIn(
      AdminLoginGuard,
      { email: 'admin@example.test', password: 'secret-1', extra: 'dropped' },
      throttling({ known: 'device-1' }),
      client,
    );
    assert.equal(outcome, 'signed in');
    assert.deepEqual(asked, [
      { subject: IdentitySubjects.AdminLogin, payload: { email: 'admin@example.test', password: 'secret-1' } },
    ]);
    assert.deepEqual(logIns, [{ ...admin, userType: 'admin' }]);
    assert.deepEqual(user, { ...admin, userType: 'admin' });
    assert.deepEqual(auditedSignIns.at(-1), {
      user: { id: admin.id, userType: 'admin', role: admin.role },
      method: 'password',
    });
  });

  it('asks identity to tell the admin of a sign-in from a device not known for the account, after the sign-in', async () => {
    const { client, asked } = services({ [IdentitySubjects.AdminLogin]: { admin } });
    new AdminLocalStrategy(client);
    const { outcome } = await signIn(
      AdminLoginGuard,
      { email: 'admin@example.test', password: 'secret-1' },
      throttling(),
      client,
    );
    assert.equal(outcome, 'signed in');
    assert.deepEqual(asked[1], {
      subject: IdentitySubjects.AdminNewDeviceSignIn,
      payload: { adminId: 'a1', ipAddress: '203.0.113.7', userAgent: 'Firefox' },
    });
  });

  it('signs the admin in even when the new-device notice cannot be asked for', async () => {
    const { client } = services({
      [IdentitySubjects.AdminLogin]: { admin },
      [IdentitySubjects.AdminNewDeviceSignIn]: new Error('identity unavailable'),
    });
    new AdminLocalStrategy(client);
    const { outcome, logIns } = await signIn(
      AdminLoginGuard,
      { email: 'admin@example.test', password: 'secret-1' },
      throttling(),
      client,
    );
    assert.equal(outcome, 'signed in');
    assert.equal(logIns.length, 1);
  });
});

describe('member sign-in (MemberLoginGuard with MemberLocalStrategy)', () => {
  it('asks identity for the credentials, then membership for the profile, and signs the member in', async () => {
    const { client, asked } = services({
      [IdentitySubjects.MemberLogin]: { member: { id: 'm1', previousLoginAt: '2026-11-01T04:30:00.000Z' } },
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
    // The sign-in before this one goes with the profile: the profile page shows it as "Last login".
    assert.deepEqual(logIns, [{ ...member, userType: 'member', lastLoginAt: '2026-11-01T04:30:00.000Z' }]);
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

describe('sign-in throttle in the login guards', () => {
  it("asks the throttle with the account as typed and the client's IP, then identity", async () => {
    const { client, asked } = services({
      [IdentitySubjects.MemberLogin]: { member: { id: 'm1' } },
      [MembershipSubjects.GetSessionMember]: { member },
    });
    new MemberLocalStrategy(client);
    const throttled = throttling();
    await signIn(MemberLoginGuard, { identifier: ' photo0001 ', password: 'secret-1' }, throttled);
    assert.deepEqual(throttled.attempts, [
      { kind: 'member', account: 'member:id:PHOTO0001', client: '203.0.113.7', knownDevice: undefined },
    ]);
    assert.equal(asked.length, 2);
  });

  it('answers a slowed-down attempt with 429 and Retry-After, without asking identity or starting a session', async () => {
    const { client, asked } = services({ [IdentitySubjects.AdminLogin]: { admin } });
    new AdminLocalStrategy(client);
    const throttled = throttling({ refusal: slowedDown(40) });
    const { outcome, logIns } = await signIn(
      AdminLoginGuard,
      { email: 'admin@example.test', password: 'secret-1' },
      throttled,
    );
    assert.ok(outcome instanceof GatewayHttpError);
    assert.equal(outcome.status, 429);
    assert.equal(outcome.body.code, CommonErrorCode.RateLimited);
    assert.equal(outcome.body.message, 'Too many failed login attempts. Please try again in 40 seconds.');
    assert.equal(outcome.body.retryAfter, 40);
    assert.deepEqual(asked, []);
    assert.deepEqual(logIns, []);
    assert.deepEqual(throttled.remembered, []);
  });

  it('tells the throttle about a device that signed in to this account before, so others cannot hold it back', async () => {
    const { client } = services({ [IdentitySubjects.AdminLogin]: { admin } });
    new AdminLocalStrategy(client);
    const throttled = throttling({ known: 'device-1' });
    await signIn(AdminLoginGuard, { email: 'Admin@Example.test', password: 'secret-1' }, throttled);
    assert.equal(throttled.attempts[0].knownDevice, 'device-1');
    assert.equal(throttled.attempts[0].account, 'admin:email:admin@example.test');
  });

  it('remembers the device for every identifier the signed-in member could type next time', async () => {
    const { client } = services({
      [IdentitySubjects.MemberLogin]: { member: { id: 'm1' } },
      [MembershipSubjects.GetSessionMember]: { member },
    });
    new MemberLocalStrategy(client);
    const throttled = throttling();
    await signIn(MemberLoginGuard, { identifier: 'kiran@example.test', password: 'secret-1' }, throttled);
    assert.deepEqual(throttled.remembered, [
      ['member:id:PHOTO0001', 'member:email:kiran@example.test', 'member:phone:9845011223'],
    ]);
  });

  it('counts sign-ins in the throttle only, with no per-request limit that also counts successful ones', () => {
    assert.deepEqual(Reflect.getMetadata(GUARDS_METADATA, AuthController.prototype.adminLogin), [AdminLoginGuard]);
    assert.deepEqual(Reflect.getMetadata(GUARDS_METADATA, MemberAuthController.prototype.login), [MemberLoginGuard]);
  });
});
