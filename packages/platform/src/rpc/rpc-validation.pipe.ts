import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/domain.exception';
import { toFieldErrors } from '../errors/field-errors';

/** Services validate every payload with the contract's DTO class too: the gateway is not the only caller. */
export function createRpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}
