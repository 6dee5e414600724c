import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PortalMetrics, portalMetrics, UNMATCHED_ROUTE } from '@portal/platform';

/**
 * The route a request matched as it was declared (`/api/members/:id`), never its URL: ids and tokens would make
 * a series per member. A request answered before routing (refused by the cross-site check, too large, unsafe
 * input) or by no route at all (404) is UNMATCHED_ROUTE.
 */
export function routePattern(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && path !== '' ? path : UNMATCHED_ROUTE;
}

/** Counts and times every /api request by method, route pattern and status (README: Metrics). */
export function httpMetricsMiddleware(metrics: PortalMetrics = portalMetrics): RequestHandler {
  const requests = metrics.httpRequests;
  const duration = metrics.httpRequestDuration;
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const labels = { method: req.method, route: routePattern(req), status: String(res.statusCode) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', record);
    // A client that hangs up before the answer is complete: counted with the status the answer had.
    res.once('close', record);
    next();
  };
}
