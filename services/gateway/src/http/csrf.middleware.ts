import { CommonErrorCode } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by Razorpay's servers; authenticated by its signature instead. */
export const RAZORPAY_WEBHOOK_PATH = '/api/razorpay/webhook';
const EXEMPT = new Set([RAZORPAY_WEBHOOK_PATH]);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Refuses state-changing requests from another origin (DESIGN.md §6): the
 * browser's Sec-Fetch-Site and Origin headers tell where a request came from.
 * The Origin is compared with PUBLIC_URL only, never with the request's own
 * Host header, which whoever sends the request chooses (a rebound DNS name or a
 * forged Host must not make another site's request pass).
 */
export function csrfMiddleware(publicUrl: string) {
  const isOwnOrigin = ownOrigin(publicUrl);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.has(req.baseUrl + req.path)) return next();
    const fetchSite = req.header('sec-fetch-site');
    const origin = req.header('origin');
    const crossSite = fetchSite === 'cross-site' || (origin !== undefined && !isOwnOrigin(origin));
    if (crossSite) {
      const refused = new GatewayHttpError(CommonErrorCode.Forbidden, 'Cross-site request refused');
      res.status(refused.status).json(refused.body);
      return;
    }
    next();
  };
}

/**
 * PUBLIC_URL's origin. When that is a loopback address (a developer's machine, a test run), the other
 * loopback names of the same port are the same server: http://127.0.0.1:8080 for http://localhost:8080.
 */
function ownOrigin(publicUrl: string): (origin: string) => boolean {
  const own = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(own.hostname)) return (origin) => origin === own.origin;
  return (origin) => {
    const given = parseOrigin(origin);
    return (
      given !== undefined &&
      given.protocol === own.protocol &&
      given.port === own.port &&
      LOOPBACK_HOSTS.has(given.hostname)
    );
  };
}

function parseOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}
