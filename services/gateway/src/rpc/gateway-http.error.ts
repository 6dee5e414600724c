import { CommonErrorCode, ErrorCode, FieldError, statusForErrorCode, WireError } from '@portal/contracts';

type ErrorDetails = Pick<WireError, 'errors' | 'field' | 'retryAfter' | 'correlationId'>;

/**
 * An answer the gateway sends as is. It is built from an error code; the HTTP status always comes from the
 * one code map (`statusForErrorCode`), so no place in the gateway picks a status by hand.
 */
export class GatewayHttpError extends Error {
  readonly status: number;
  readonly body: WireError;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.status = statusForErrorCode(code);
    const present = Object.entries(details).filter(([, value]) => value !== undefined);
    this.body = { status: this.status, code, message, ...Object.fromEntries(present) };
  }

  /** A service's own error, forwarded with its code, message and field errors unchanged. */
  static forward(error: WireError): GatewayHttpError {
    const { code, message, errors, field, retryAfter, correlationId } = error;
    return new GatewayHttpError(code, message, { errors, field, retryAfter, correlationId });
  }

  static validation(message: string, errors: FieldError[]): GatewayHttpError {
    return new GatewayHttpError(CommonErrorCode.ValidationFailed, message, { errors });
  }
}

export function serviceUnavailable(service: string): GatewayHttpError {
  const name = service.charAt(0).toUpperCase() + service.slice(1);
  return new GatewayHttpError(CommonErrorCode.ServiceUnavailable, `${name} service is unavailable, please try again`);
}
