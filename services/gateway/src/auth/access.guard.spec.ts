import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonErrorCode } from '@portal/contracts';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { AccessRule } from './access.decorator';
import { AccessGuard } from './access.guard';

function context(
  rule: AccessRule | undefined,
  user?: { id: string; userType: 'admin' | 'member' },
  sessionEnded?: 'idle' | 'lifetime',
) {
  const reflector = { getAllAndOverride: () => rule } as unknown as Reflector;
  const ctx = {
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ user, sessionEnded }) }),
  } as unknown as ExecutionContext;
  return { sut: new AccessGuard(reflector), ctx };
}

function statusOf(fn: () => unknown): number | 'allowed' {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    return (error as GatewayHttpError).status;
  }
}

describe('AccessGuard', () => {
  it('refuses a route that forgot to declare who may call it', () => {
    const { sut, ctx } = context(undefined, { id: '1', userType: 'admin' });
    assert.equal(
      statusOf(() => sut.canActivate(ctx)),
      403,
    );
  });

  it('asks anonymous callers to log in (401) and keeps members out of admin routes (403)', () => {
    let { sut, ctx } = context('admin');
    assert.equal(
      statusOf(() => sut.canActivate(ctx)),
      401,
    );
    ({ sut, ctx } = context('admin', { id: '1', userType: 'member' }));
    assert.equal(
      statusOf(() => sut.canActivate(ctx)),
      403,
    );
  });

  it('lets each user type into its own routes and everyone into public ones', () => {
    assert.equal(
      statusOf(() =>
        context('admin', { id: '1', userType: 'admin' }).sut.canActivate(
          context('admin', { id: '1', userType: 'admin' }).ctx,
        ),
      ),
      'allowed',
    );
    const member = context('member', { id: '2', userType: 'member' });
    assert.equal(
      statusOf(() => member.sut.canActivate(member.ctx)),
      'allowed',
    );
    const open = context('public');
    assert.equal(
      statusOf(() => open.sut.canActivate(open.ctx)),
      'allowed',
    );
  });

  it('tells a caller whose session just ended for inactivity why they must log in again (401 SessionExpired)', () => {
    const { sut, ctx } = context('admin', undefined, 'idle');
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
      statusOf(() => open.sut.canActivate(open.ctx)),
      'allowed',
      'public routes (login included) stay open',
    );
  });
});
