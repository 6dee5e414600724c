import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode, MembershipErrorCode } from '@portal/contracts';
import { DomainException, ValidationFailedException } from '../errors/domain.exception';
import { ArgumentsHost } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { headers } from 'nats';
import { firstValueFrom } from 'rxjs';
import { JsonLogger } from '../logging/json-logger';
import { CORRELATION_HEADER } from '../nats/namespace';
import { RpcDomainExceptionFilter, toWireError as sut } from './rpc-exception.filter';

describe('toWireError', () => {
  it('carries the code, status, field and the field errors the forms show', () => {
    assert.deepEqual(
      sut(
        new DomainException(MembershipErrorCode.DuplicateEmail, 'Email address is already registered', {
          field: 'email',
        }),
      ),
      {
        status: 409,
        code: MembershipErrorCode.DuplicateEmail,
        message: 'Email address is already registered',
        field: 'email',
      },
    );
    const validation = sut(new ValidationFailedException([{ field: 'phone', message: 'Phone number is required' }]));
    assert.equal(validation.status, 400);
    assert.deepEqual(validation.errors, [{ field: 'phone', message: 'Phone number is required' }]);
  });

  it('keeps retryAfter so a locked-out user is told when to try again', () => {
    const wire = sut(new DomainException(CommonErrorCode.RateLimited, 'Too many requests', { retryAfter: 900 }));
    assert.equal(wire.retryAfter, 900);
    assert.equal(wire.status, 429);
  });

  it('hides the details of an unexpected error behind a reference', () => {
    const wire = sut(new Error('connection string postgres://secret@db'));
    assert.equal(wire.status, 500);
    assert.equal(wire.code, CommonErrorCode.Internal);
    assert.doesNotMatch(wire.message, /secret/);
    assert.ok(wire.correlationId && wire.message.includes(wire.correlationId));
  });

  it("names the request's own correlation id as the reference, so support finds the request in every log", () => {
    const wire = sut(new Error('boom'), undefined, 'req-1234');
    assert.equal(wire.correlationId, 'req-1234');
    assert.equal(wire.message, 'Internal error (reference req-1234)');
  });

  it('takes the reference of an unexpected error from the NATS request the gateway sent', async () => {
    const sent = headers();
    sent.set(CORRELATION_HEADER, 'req-from-gateway');
    const context = new NatsContext(['portal.membership.member.get', sent]);
    const host = {
      getType: () => 'rpc',
      switchToRpc: () => ({ getContext: () => context }),
    } as unknown as ArgumentsHost;
    const filter = new RpcDomainExceptionFilter(new JsonLogger('test', 'error'));
    await assert.rejects(firstValueFrom(filter.catch(new Error('boom'), host)), (wire: { correlationId?: string }) => {
      assert.equal(wire.correlationId, 'req-from-gateway');
      return true;
    });
  });
});
