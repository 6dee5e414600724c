import 'reflect-metadata';
import { CallHandler, ExecutionContext } from '@nestjs/common';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstValueFrom, throwError } from 'rxjs';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RetryAfterInterceptor } from './retry-after.interceptor';

function run(error: unknown) {
  const headers: Record<string, string> = {};
  const res = { headersSent: false, setHeader: (name: string, value: string) => (headers[name] = value) };
  const context = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => res }) } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => throwError(() => error) };
  const sut = new RetryAfterInterceptor();
  return { headers, outcome: firstValueFrom(sut.intercept(context, next)) };
}

describe('RetryAfterInterceptor', () => {
  it('tells the browser how long a locked account must wait (Retry-After) and passes the answer on', async () => {
    const locked = new GatewayHttpError(429, { status: 429, code: 'IDENTITY_ACCOUNT_LOCKED', message: 'locked', retryAfter: 840 });
    const { headers, outcome } = run(locked);
    await assert.rejects(outcome, (error) => error === locked);
    assert.deepEqual(headers, { 'Retry-After': '840' });
  });

  it('adds nothing to other errors', async () => {
    const { headers, outcome } = run(new GatewayHttpError(401, { status: 401, message: 'Invalid member credentials' }));
    await assert.rejects(outcome);
    assert.deepEqual(headers, {});
  });
});
