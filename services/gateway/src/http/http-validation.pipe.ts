import { ValidationPipe } from '@nestjs/common';
import { toFieldErrors } from '@portal/platform';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/** Shape checks at the edge with the contract's DTO classes: 400 with `errors: [{ field, message }]`. */
export function createHttpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) =>
      new GatewayHttpError(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: toFieldErrors(errors),
      }),
  });
}
