import { CommonErrorCode } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by Razorpay's servers; authenticated by its signature instead. */
const EXEMPT = new Set(['/api/razorpay/webhook']);

/**
 * Refuses state-changing requests from another origin (DESIGN.md §6): the
 * browser's Sec-Fetch-Site and Origin headers tell where a request came from.
 */
export function csrfMiddleware(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.has(req.path)) return next();
    const fetchSite = req.header('sec-fetch-site');
    const origin = req.header('origin');
    const sameHost = origin ? safeHost(origin) === req.header('host') : true;
    const crossSite = fetchSite === 'cross-site' || (origin !== undefined && origin !== publicOrigin && !sameHost);
    if (crossSite) {
      const refused = new GatewayHttpError(CommonErrorCode.Forbidden, 'Cross-site request refused');
      res.status(refused.status).json(refused.body);
      return;
    }
    next();
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
