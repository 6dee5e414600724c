import { findUnsafeInput, TOO_DEEP_MESSAGE } from '@portal/platform';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/**
 * Refuses a body or query holding text Postgres cannot store (NUL) or that is not Unicode (a lone
 * surrogate), a number JSON cannot hold (`1e309`, which the JSON parser makes Infinity and the way to a
 * service would make null), or nesting deeper than any request needs, with 400 and a message per field: before the
 * session is read, any guard runs or any service is asked. Path parameters are checked by the
 * validation pipe, which knows their names; multipart fields by the upload receiver.
 */
export function unsafeInputMiddleware() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problems = [...findUnsafeInput(req.body as unknown), ...findUnsafeInput(req.query)];
    if (problems.length === 0) return next();
    const tooDeep = problems.some((problem) => problem.message === TOO_DEEP_MESSAGE);
    next(
      GatewayHttpError.validation(tooDeep ? 'The request body is nested too deeply' : 'Validation failed', problems),
    );
  };
}
