import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { findUnsafeInput, toFieldErrors } from '@portal/platform';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/**
 * Shape checks at the edge with the contract's DTO classes: 400 with `errors: [{ field, message }]`.
 * Before the DTO, every body, query and path parameter is refused if it holds a NUL or a lone surrogate
 * (Postgres cannot store them) or nests deeper than any request needs; a path parameter is named by its
 * own name (`id`), so the client learns which part of the address was wrong.
 */
class HttpValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const unsafe = findUnsafeInput(value, metadata.data ?? '');
      if (unsafe.length > 0) throw GatewayHttpError.validation('Validation failed', unsafe);
    }
    return super.transform(value, metadata);
  }
}

export function createHttpValidationPipe(): ValidationPipe {
  return new HttpValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => GatewayHttpError.validation('Validation failed', toFieldErrors(errors)),
  });
}
