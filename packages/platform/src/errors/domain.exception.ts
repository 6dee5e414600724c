import { CommonErrorCode, ErrorCode, FieldError } from '@portal/contracts';

/**
 * A rule of the domain was not met. Services throw it (or a subclass per
 * domain); the RPC filter turns it into the wire error of DESIGN.md §3.
 */
export class DomainException<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details: { errors?: FieldError[]; field?: string; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** `instanceof` alone would narrow to DomainException<any> and lose the code's type. */
export function isDomainException(error: unknown): error is DomainException {
  return error instanceof DomainException;
}

export class ValidationFailedException extends DomainException<CommonErrorCode.ValidationFailed> {
  constructor(errors: FieldError[], message = 'Validation failed') {
    super(CommonErrorCode.ValidationFailed, message, { errors });
  }
}

export class NotFoundException extends DomainException<CommonErrorCode.NotFound> {
  constructor(message: string) {
    super(CommonErrorCode.NotFound, message);
  }
}
