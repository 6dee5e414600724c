import type { NextFunction, Request, Response } from 'express';

/**
 * Cache-Control for everything personal the gateway answers, API answers and file downloads alike: no browser,
 * proxy or back/forward cache may keep it, so nothing is left behind after sign-out.
 */
export const NO_STORE = 'no-store';

/** Marks an answer as never to be stored by any cache. */
export function forbidStoring(res: Response): void {
  res.setHeader('Cache-Control', NO_STORE);
}

/** API answers carry personal data (member records, the signed-in user): none may be stored. */
export function noStoreMiddleware() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    forbidStoring(res);
    next();
  };
}
