import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode } from '@portal/contracts';
import { IsString } from 'class-validator';
import { DomainException } from '../errors/domain.exception';
import { createRpcValidationPipe } from './rpc-validation.pipe';

class LoginPayload {
  @IsString() identifier!: string;
}

describe('createRpcValidationPipe', () => {
  const sut = createRpcValidationPipe();

  it('refuses a NUL character in a payload, so a caller other than the gateway cannot reach Postgres with one', async () => {
    await assert.rejects(
      sut.transform({ identifier: 'a\u0000b' }, { type: 'body', metatype: LoginPayload }),
      (error: unknown) => {
        assert.ok(error instanceof DomainException);
        assert.equal(error.code, CommonErrorCode.ValidationFailed);
        assert.deepEqual(
          error.details.errors?.map((e) => e.field),
          ['identifier'],
        );
        return true;
      },
    );
  });

  it('refuses a payload nested thousands of levels deep with a field error instead of overflowing the stack', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i++) deep = { identifier: deep };
    await assert.rejects(sut.transform(deep, { type: 'body', metatype: LoginPayload }), DomainException);
  });

  it('still validates and passes a good payload', async () => {
    const payload = await sut.transform({ identifier: 'PHOTO0001' }, { type: 'body', metatype: LoginPayload });
    assert.ok(payload instanceof LoginPayload);
  });
});
