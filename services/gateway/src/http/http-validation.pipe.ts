import { ValidationPipe } from '@nestjs/common';
import { toFieldErrors } from '@portal/platform';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/** Shape checks at the edge with the contract's DTO classes: 400 with `errors: [{ field, message }]`. */
export function createHttpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => GatewayHttpError.validation('Validation failed', toFieldErrors(errors)),
  });
}
