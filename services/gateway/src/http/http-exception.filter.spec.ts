import 'reflect-metadata';
import { ArgumentsHost } from '@nestjs/common';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode, IdentityErrorCode } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { ClsService } from 'nestjs-cls';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { HttpExceptionFilter } from './http-exception.filter';

function answer(error: unknown, requestId?: string) {
  const sent: { status?: number; body?: Record<string, unknown>; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: Record<string, unknown>) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }) } as unknown as ArgumentsHost;
  const cls = { isActive: () => requestId !== undefined, getId: () => requestId } as unknown as ClsService;
  const logger = { event: () => undefined } as unknown as JsonLogger;
  new HttpExceptionFilter(logger, cls).catch(error, host);
  return sent;
}

describe('HttpExceptionFilter', () => {
  it('tells the browser how long a locked account must wait (Retry-After) and passes the answer on', () => {
    const sent = answer(new GatewayHttpError(IdentityErrorCode.AccountLocked, 'locked', { retryAfter: 840 }));
    assert.deepEqual(sent.headers, { 'Retry-After': '840' });
    assert.equal(sent.status, 429);
    assert.deepEqual(sent.body, {
      status: 429,
      code: IdentityErrorCode.AccountLocked,
      message: 'locked',
      retryAfter: 840,
    });
  });

  it('adds no Retry-After to other errors', () => {
    const sent = answer(new GatewayHttpError(IdentityErrorCode.InvalidMemberCredentials, 'Invalid member credentials'));
    assert.deepEqual(sent.headers, {});
    assert.equal(sent.status, 401);
  });

  it("answers an unexpected error with 500 and the request's id as its reference, never its details", () => {
    const sent = answer(new Error('connection string postgres://secret@db'), 'req-12345678');
    assert.equal(sent.status, 500);
    assert.equal(sent.body?.code, CommonErrorCode.Internal);
    assert.equal(sent.body?.message, 'Internal server error (reference req-12345678)');
    assert.equal(sent.body?.correlationId, 'req-12345678');
  });
});
