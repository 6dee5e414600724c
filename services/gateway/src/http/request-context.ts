import type { Request, RequestHandler, Response } from 'express';
import { actorHeader } from '@portal/platform';
import { CLS_REQ, ClsMiddleware, ClsService } from 'nestjs-cls';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The caller's X-Request-Id when it is sane, otherwise a new id. */
export function requestIdFor(req: Request): string {
  const given = req.header(REQUEST_ID_HEADER);
  return given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * Opens the request's context (nestjs-cls) before any other middleware, with
 * the request's id, and answers the id as X-Request-Id. Whatever runs for the
 * request (RPC calls, logs, the error filter) reads the id from the context;
 * nothing passes it along by hand.
 */
export function requestContextMiddleware(): RequestHandler {
  const middleware = new ClsMiddleware({
    generateId: true,
    idGenerator: requestIdFor,
    // The request itself, for the actor every RPC call names (currentActorHeader).
    saveReq: true,
    setup: (cls: ClsService, _req: Request, res: Response) => {
      res.setHeader(REQUEST_ID_HEADER, cls.getId());
    },
  });
  return middleware.use;
}

/** The current request's id, or undefined outside a request (start-up, shutdown). */
export function currentRequestId(cls: ClsService): string | undefined {
  return cls.isActive() ? cls.getId() : undefined;
}

/**
 * The `x-portal-actor` header for the current request's RPC calls: the signed-in user (an admin with their
 * role) or a public caller, and the address the request came from. Services record changes against it.
 */
export function currentActorHeader(cls: ClsService): string | undefined {
  if (!cls.isActive()) return undefined;
  const req = cls.get<Request | undefined>(CLS_REQ);
  if (!req) return undefined;
  const user = req.user;
  return actorHeader({
    type: user?.userType ?? 'public',
    id: user?.id ?? null,
    role: user?.userType === 'admin' ? (user.role ?? null) : null,
    ip: req.ip ?? null,
  });
}
