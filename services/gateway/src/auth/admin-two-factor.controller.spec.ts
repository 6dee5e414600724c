import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { AdminAccountController } from './admin-account.controller';
import { AdminTwoFactorSignIn } from './admin-two-factor-sign-in';
import { AdminTwoFactorController } from './admin-two-factor.controller';
import { TrustedDevices } from './trusted-devices';

const ADMIN_ID = '0b6f3f2e-2f7b-4d2a-9b8e-3c1a1f0e9d21';
const req = {
  user: { id: ADMIN_ID, userType: 'admin', role: 'treasurer' },
  sessionID: 'this-session',
  ip: '203.0.113.9',
} as unknown as Request;

/** Identity answering `answer` (an Error is thrown), the sessions the controller ends and the admins it forgets. */
function wiring(answer: unknown) {
  const sessionsEnded: unknown[][] = [];
  const forgotten: string[] = [];
  const services = {
    rpc: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as RpcClient;
  const throttle = { run: async <T>(_attempt: unknown, check: () => Promise<T>) => check() } as LoginThrottle;
  const pool = {
    query: async (_sql: string, params: unknown[]) => {
      sessionsEnded.push(params);
      return { rowCount: 1 };
    },
  } as unknown as Pool;
  const trusted = {
    forget: async (adminId: string) => {
      forgotten.push(adminId);
      return 1;
    },
  } as unknown as TrustedDevices;
  const sut = new AdminTwoFactorController(services, throttle, {} as AdminTwoFactorSignIn, trusted, pool);
  const account = new AdminAccountController(services, throttle, pool, trusted);
  return { sut, account, sessionsEnded, forgotten };
}

const otherSessionsEnded = [[ADMIN_ID, 'admin', 'this-session', 'two-factor-changed']];

describe('changes of an admin’s own second factor', () => {
  it('turning it on or off ends the admin’s other sessions (not this one) and forgets the devices they trusted', async () => {
    const on = wiring({ recoveryCodes: ['a'] });
    await on.sut.enable({ code: '123456' }, req);
    assert.deepEqual(on.sessionsEnded, otherSessionsEnded);
    assert.deepEqual(on.forgotten, [ADMIN_ID]);

    const off = wiring({ success: true, message: IdentityMessages.TwoFactorDisabled });
    await off.sut.disable({ currentPassword: 'secret-1', code: '123456' }, req);
    assert.deepEqual(off.sessionsEnded, otherSessionsEnded);
    assert.deepEqual(off.forgotten, [ADMIN_ID]);
  });

  it('new recovery codes end the other sessions but keep the trusted devices', async () => {
    const { sut, sessionsEnded, forgotten } = wiring({ recoveryCodes: ['a'] });
    await sut.renewRecoveryCodes({ code: '123456' }, req);
    assert.deepEqual(sessionsEnded, otherSessionsEnded);
    assert.deepEqual(forgotten, []);
  });

  it('a refused change (wrong code) signs nobody out and forgets nothing', async () => {
    const wrong = new GatewayHttpError(IdentityErrorCode.InvalidTwoFactorCode, IdentityMessages.InvalidTwoFactorCode);
    const { sut, sessionsEnded, forgotten } = wiring(wrong);
    await assert.rejects(sut.disable({ currentPassword: 'secret-1', code: '000000' }, req), wrong);
    await assert.rejects(sut.enable({ code: '000000' }, req), wrong);
    await assert.rejects(sut.renewRecoveryCodes({ code: '000000' }, req), wrong);
    assert.deepEqual([sessionsEnded, forgotten], [[], []]);
  });

  it('a change of password forgets the devices the admin trusted, and ends the other sessions', async () => {
    const { account, sessionsEnded, forgotten } = wiring({ success: true, message: 'ok' });
    await account.changePassword({ currentPassword: 'old-secret', newPassword: 'Yashica-Kodachrome-1975' }, req);
    assert.deepEqual(forgotten, [ADMIN_ID]);
    assert.deepEqual(sessionsEnded, [[ADMIN_ID, 'admin', 'this-session', 'password-changed']]);
  });
});
