import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who made the request a service is handling (DESIGN.md §6, issue 27): the gateway states it in the
 * `x-portal-actor` header of every RPC call it makes for a user (only the gateway may publish user-action
 * RPCs, so services trust it), and the audit interceptor keeps it for the handler's whole run.
 */
export const ACTOR_HEADER = 'x-portal-actor';

export interface AuditActor {
  /** 'public' for a caller without a session (registration, the contact form, a password link). */
  type: 'admin' | 'member' | 'public' | 'system';
  /** The admin's or member's uuid; null for public and system callers. */
  id: string | null;
  /** An admin's role when they made the request. */
  role: string | null;
  /** The caller's address as the gateway saw it. */
  ip: string | null;
  /** The request's id (X-Request-Id), which every log line of the request carries too. */
  correlationId: string | null;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** The actor of the request being handled; a system actor outside any request (scheduled jobs, consumers). */
export function currentActor(): AuditActor {
  return storage.getStore() ?? { type: 'system', id: null, role: null, ip: null, correlationId: null };
}

export function runAsActor<T>(actor: AuditActor, fn: () => T): T {
  return storage.run(actor, fn);
}

const ACTOR_TYPES = new Set(['admin', 'member', 'public']);
const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/** The header's value as the gateway writes it; anything malformed reads as a public caller. */
export function actorFromHeader(value: string | undefined, correlationId: string | null): AuditActor {
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = value ? JSON.parse(value) : {};
    if (json && typeof json === 'object') parsed = json as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const type = ACTOR_TYPES.has(parsed.type as string) ? (parsed.type as AuditActor['type']) : 'public';
  return {
    type,
    id: type === 'public' ? null : text(parsed.id, 64),
    role: type === 'admin' ? text(parsed.role, 32) : null,
    ip: text(parsed.ip, 64),
    correlationId: correlationId ? correlationId.slice(0, 64) : null,
  };
}

/** The header the gateway sends for a caller. */
export function actorHeader(actor: {
  type: string;
  id?: string | null;
  role?: string | null;
  ip?: string | null;
}): string {
  return JSON.stringify({ type: actor.type, id: actor.id ?? null, role: actor.role ?? null, ip: actor.ip ?? null });
}
