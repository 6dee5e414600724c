import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

const KEY = Symbol('correlationId');

/** Every request gets an id (or keeps a sane X-Request-Id) that follows it through RPCs and logs. */
export function correlationIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const given = req.header('x-request-id');
  const id = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  (req as unknown as Record<symbol, string>)[KEY] = id;
  res.setHeader('X-Request-Id', id);
  next();
}

export function correlationIdOf(req: Request): string {
  return (req as unknown as Record<symbol, string>)[KEY] ?? 'unknown';
}
