import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonErrorCode } from '@portal/contracts';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { parseAccessRule } from './access.decorator';
import { AccessGuard } from './access.guard';

type Caller = { id: string; userType: 'admin' | 'member'; role?: string };

function context(rule: unknown, user?: Caller, sessionEnded?: 'idle' | 'lifetime') {
  const reflector = { getAllAndOverride: () => rule } as unknown as Reflector;
  const ctx = {
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ user, sessionEnded }) }),
  } as unknown as ExecutionContext;
  return { sut: new AccessGuard(reflector), ctx };
}

function outcome(rule: unknown, user?: Caller): number | 'allowed' {
  const { sut, ctx } = context(rule, user);
  try {
    sut.canActivate(ctx);
    return 'allowed';
  } catch (error) {
    return (error as GatewayHttpError).status;
  }
}

const admin = (role: string): Caller => ({ id: 'a', userType: 'admin', role });
const member: Caller = { id: 'm', userType: 'member' };

describe('AccessGuard', () => {
  it('refuses a route that forgot to declare who may call it, or declared something that is not a rule', () => {
    assert.equal(outcome(undefined, admin('admin')), 403);
    assert.equal(outcome('admin', admin('admin')), 403);
    assert.equal(outcome('staff:everything', admin('admin')), 403);
  });

  it('asks anonymous callers to log in (401) and keeps members out of staff routes (403)', () => {
    assert.equal(outcome('staff:read'), 401);
    assert.equal(outcome('staff:read', member), 403);
    assert.equal(outcome('member', admin('admin')), 403);
  });

  it("lets an admin through only to the work their role allows: the treasurer records money, not members' details", () => {
    assert.equal(outcome('staff:money', admin('treasurer')), 'allowed');
    assert.equal(outcome('staff:office', admin('treasurer')), 403);
    assert.equal(outcome('staff:office', admin('secretary')), 'allowed');
    assert.equal(outcome('staff:money', admin('secretary')), 403);
    assert.equal(outcome('staff:read', admin('viewer')), 'allowed');
    assert.equal(outcome('member-or-staff:money', admin('viewer')), 403);
    assert.equal(outcome('staff:accounts', admin('treasurer')), 403);
    assert.equal(outcome('staff:accounts', admin('admin')), 'allowed');
  });

  it('gives an admin session without a known role nothing (a session from before roles)', () => {
    assert.equal(outcome('staff:read', { id: 'a', userType: 'admin' }), 403);
    assert.equal(outcome('staff:read', admin('superuser')), 403);
  });

  it('lets members into member routes, either kind into shared ones, and everyone into public ones', () => {
    assert.equal(outcome('member', member), 'allowed');
    assert.equal(outcome('member-or-staff:read', member), 'allowed');
    assert.equal(outcome('member-or-staff:read', admin('viewer')), 'allowed');
    assert.equal(outcome('public'), 'allowed');
  });

  it('tells a caller whose session just ended for inactivity why they must log in again (401 SessionExpired)', () => {
    const { sut, ctx } = context('staff:read', undefined, 'idle');
    assert.throws(
      () => sut.canActivate(ctx),
      (error: unknown) => {
        assert.ok(error instanceof GatewayHttpError);
        assert.equal(error.status, 401);
        assert.equal(error.body.code, CommonErrorCode.SessionExpired);
        assert.equal(error.body.message, 'You were signed out after a period of inactivity. Please log in again.');
        return true;
      },
    );
    const open = context('public', undefined, 'lifetime');
    assert.equal(
      (() => {
        open.sut.canActivate(open.ctx);
        return 'allowed';
      })(),
      'allowed',
      'public routes (login included) stay open',
    );
  });

  it('reads every rule the decorator accepts', () => {
    for (const rule of ['public', 'member', 'staff:read', 'member-or-staff:office', 'staff:accounts'])
      assert.ok(parseAccessRule(rule), rule);
  });
});
