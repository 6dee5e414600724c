import 'reflect-metadata';
import { ArgumentsHost, BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
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
  it('tells the browser how long a throttled sign-in must wait (Retry-After) and passes the answer on', () => {
    const sent = answer(
      new GatewayHttpError(CommonErrorCode.RateLimited, 'Too many failed login attempts', { retryAfter: 840 }),
    );
    assert.deepEqual(sent.headers, { 'Retry-After': '840' });
    assert.equal(sent.status, 429);
    assert.deepEqual(sent.body, {
      status: 429,
      code: CommonErrorCode.RateLimited,
      message: 'Too many failed login attempts',
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

/** An error as body-parser (through http-errors) passes it on. */
function bodyError(status: number, message: string, type?: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: status < 500, type });
}

describe('HttpExceptionFilter with what a client can send', () => {
  it('answers a JSON body over the limit with 413 and its code, not a 500', () => {
    const sent = answer(bodyError(413, 'request entity too large', 'entity.too.large'));
    assert.equal(sent.status, 413);
    assert.equal(sent.body?.code, CommonErrorCode.PayloadTooLarge);
    assert.equal(sent.body?.message, 'The request body is too large');
  });

  it('answers a charset other than UTF-8 with 415 and a bad Content-Encoding with 400', () => {
    const charset = answer(bodyError(415, 'unsupported charset "KOI9"', 'charset.unsupported'));
    assert.equal(charset.status, 415);
    assert.equal(charset.body?.code, CommonErrorCode.UnsupportedMediaType);
    const encoding = answer(bodyError(415, 'unsupported content encoding "bogus"', 'encoding.unsupported'));
    assert.equal(encoding.status, 400);
    assert.equal(encoding.body?.code, CommonErrorCode.ValidationFailed);
    // A gzip body that is not gzip: zlib's error, marked 400 by body-parser without a type of its own.
    const broken = answer(bodyError(400, 'incorrect header check'));
    assert.equal(broken.status, 400);
    assert.equal(broken.body?.message, 'The request body could not be read');
  });

  it('answers malformed JSON with 400 and a message that does not echo the parser', () => {
    const sent = answer(bodyError(400, "Expected property name or '}' in JSON at position 1", 'entity.parse.failed'));
    assert.equal(sent.status, 400);
    assert.deepEqual(sent.body, {
      status: 400,
      code: CommonErrorCode.ValidationFailed,
      message: 'The request body is not valid JSON',
    });
  });

  it("gives Nest's own refusals (unknown route, undecodable path) a code with their status", () => {
    const missing = answer(new NotFoundException('Cannot GET /api/no-such-route'));
    assert.deepEqual(missing.body, {
      status: 404,
      code: CommonErrorCode.NotFound,
      message: 'Cannot GET /api/no-such-route',
    });
    const undecodable = answer(new BadRequestException("Failed to decode param '%FF'"));
    assert.equal(undecodable.body?.code, CommonErrorCode.ValidationFailed);
    const odd = answer(new HttpException('Not acceptable', 406));
    assert.equal(odd.status, 400);
    assert.equal(odd.body?.code, CommonErrorCode.ValidationFailed);
  });

  it('still hides a server-side error that merely carries a status behind a 500', () => {
    const sent = answer(Object.assign(new Error('storage said 404'), { status: 404 }), 'req-87654321');
    assert.equal(sent.status, 500);
    assert.equal(sent.body?.code, CommonErrorCode.Internal);
  });
});
