import type { NextFunction, Request, Response } from 'express';

/**
 * API answers carry personal data (member records, the signed-in user): no browser, proxy or back/forward
 * cache may keep them. A route that serves files sets its own Cache-Control, which replaces this one.
 */
export function noStoreMiddleware() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
