import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/domain.exception';
import { toFieldErrors } from '../errors/field-errors';
import { findUnsafeInput } from './unsafe-input';

// Exported with the pipe: the package index exports this module.
export {
  findUnsafeInput,
  isUnsafeText,
  MAX_INPUT_DEPTH,
  OUT_OF_RANGE_NUMBER_MESSAGE,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
} from './unsafe-input';

/**
 * Services validate every payload with the contract's DTO class too: the gateway is not the only caller.
 * Text Postgres cannot store (NUL) or that is not Unicode (a lone surrogate), and absurdly deep nesting,
 * are refused first, whatever the DTO says, so no path reaches the database with them.
 */
class RpcValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const unsafe = findUnsafeInput(value, metadata.data ?? '');
      if (unsafe.length > 0) throw new ValidationFailedException(unsafe);
    }
    return super.transform(value, metadata);
  }
}

export function createRpcValidationPipe(): ValidationPipe {
  return new RpcValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}
