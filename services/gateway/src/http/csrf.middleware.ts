import { CommonErrorCode } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by Razorpay's servers; authenticated by its signature instead. */
export const RAZORPAY_WEBHOOK_PATH = '/api/razorpay/webhook';
/** Called by Meta's servers (issue 33); authenticated by X-Hub-Signature-256 instead. */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
/** Called by MSG91's servers (issue 33: SMS reports and replies); authenticated by the URL's secret token instead. */
export const SMS_WEBHOOK_PATH = '/api/sms/webhook';
const EXEMPT = new Set([RAZORPAY_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH, SMS_WEBHOOK_PATH]);
/**
 * A GET that changes state: the spec's logout link. Another site's link or image must not sign the user out, so
 * such a request is sent to the home page with the session left alone.
 */
export const LOGOUT_LINK_PATH = '/api/logout';
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
    const path = req.baseUrl + req.path;
    if (SAFE_METHODS.has(req.method)) {
      if (path === LOGOUT_LINK_PATH && !fromOurOwnPages(req, isOwnOrigin)) return res.redirect(302, '/');
      return next();
    }
    if (EXEMPT.has(path)) return next();
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
 * A navigation or fetch the browser says came from our own pages, or was typed or bookmarked (Sec-Fetch-Site
 * none); a client that sends no such headers (curl, an old browser) counts as our own unless its Referer names
 * another site. A navigation carries no Origin, so a sibling subdomain (same-site) is another site here too.
 */
function fromOurOwnPages(req: Request, isOwnOrigin: (origin: string) => boolean): boolean {
  const fetchSite = req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = req.header('origin');
  if (origin !== undefined && !isOwnOrigin(origin)) return false;
  const referer = req.header('referer');
  return referer === undefined || isOwnOrigin(parseOrigin(referer)?.origin ?? 'null');
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
