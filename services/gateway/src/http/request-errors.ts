import { HttpException } from '@nestjs/common';
import { CommonErrorCode, ErrorCode } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/** The codes the gateway's own refusals (Nest's exceptions, body reading) stand for, by HTTP status. */
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: CommonErrorCode.ValidationFailed,
  401: CommonErrorCode.Unauthenticated,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  409: CommonErrorCode.Conflict,
  413: CommonErrorCode.PayloadTooLarge,
  415: CommonErrorCode.UnsupportedMediaType,
  429: CommonErrorCode.RateLimited,
  503: CommonErrorCode.ServiceUnavailable,
};

/**
 * A Nest HttpException (unknown route, undecodable path parameter, …) as the gateway's wire error: the
 * same status with its code. A client error without a code of its own becomes a plain 400; a server
 * error is left to the filter's 500.
 */
export function fromHttpException(exception: HttpException): GatewayHttpError | undefined {
  const status = exception.getStatus();
  const code = CODE_FOR_STATUS[status] ?? (status < 500 ? CommonErrorCode.ValidationFailed : undefined);
  if (code === undefined) return undefined;
  const answer = exception.getResponse();
  const given = typeof answer === 'string' ? answer : (answer as { message?: unknown }).message;
  const message = typeof given === 'string' ? given : Array.isArray(given) ? given.join(',') : exception.message;
  return new GatewayHttpError(code, message);
}

/** What body-parser (through http-errors) attaches to the errors it passes on. */
interface BodyReadError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

/**
 * A request body that could not be read (body-parser's errors, which reach the filter as they are):
 * too large 413, a charset other than UTF-8 415, an unknown or broken Content-Encoding 400, malformed
 * JSON 400. Anything else the client caused is a 400; errors that are not the client's stay unmapped.
 */
export function fromBodyReadError(error: unknown): GatewayHttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { type, expose } = error as BodyReadError;
  const status = (error as BodyReadError).status ?? (error as BodyReadError).statusCode;
  switch (type) {
    case 'entity.too.large':
      return new GatewayHttpError(CommonErrorCode.PayloadTooLarge, 'The request body is too large');
    case 'parameters.too.many':
      return new GatewayHttpError(CommonErrorCode.PayloadTooLarge, 'The request has too many parameters');
    case 'charset.unsupported':
      return new GatewayHttpError(CommonErrorCode.UnsupportedMediaType, 'Unsupported charset: send the body as UTF-8');
    case 'encoding.unsupported':
      return new GatewayHttpError(CommonErrorCode.ValidationFailed, 'Unsupported Content-Encoding');
    case 'entity.parse.failed':
      return new GatewayHttpError(CommonErrorCode.ValidationFailed, 'The request body is not valid JSON');
    case 'querystring.parse.rangeError':
      return new GatewayHttpError(CommonErrorCode.ValidationFailed, 'The request body is nested too deeply');
  }
  // A body that could not be decompressed, or that broke off: the client's doing, with no type of its own.
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new GatewayHttpError(CommonErrorCode.ValidationFailed, 'The request body could not be read');
  }
  return undefined;
}

/**
 * Mounted right after the body parsers: turns their errors into the gateway's answers before Nest sees
 * them (Nest would turn malformed JSON into a 400 carrying the parser's own words).
 */
export function bodyReadErrorMiddleware() {
  return (error: unknown, _req: Request, _res: Response, next: NextFunction): void => {
    next(fromBodyReadError(error) ?? error);
  };
}
