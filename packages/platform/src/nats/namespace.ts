import { EVENTS_STREAM_SUFFIX, EventSubjectRoot } from '@portal/contracts';

/** Header carrying the gateway's correlation id through RPCs. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** Every subject on the wire is `<namespace>.<subject>` so test runs never meet a running stack. */
export function namespaced(namespace: string, subject: string): string {
  return `${namespace}.${subject}`;
}

export function eventsStreamName(namespace: string): string {
  return `${namespace.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}_${EVENTS_STREAM_SUFFIX}`;
}

/** Wildcard covering every event of a namespace: the stream's subject filter. */
export function eventsWildcard(namespace: string): string {
  return `${namespace}.${EventSubjectRoot}.>`;
}

/** Full subject of an event, e.g. `portal.events.membership.member.approved`. */
export function eventSubject(namespace: string, eventType: string): string {
  return `${namespace}.${EventSubjectRoot}.${eventType}`;
}
