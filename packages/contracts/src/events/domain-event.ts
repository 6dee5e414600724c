/**
 * Envelope of every domain event on the JetStream stream. `id` is the outbox
 * row id, also sent as `Nats-Msg-Id` so JetStream drops duplicates.
 */
export interface DomainEvent<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

/** Stream holding every domain event; the runtime name is `<NAMESPACE>_EVENTS`. */
export const EVENTS_STREAM_SUFFIX = 'EVENTS';

/** Event subjects are `<ns>.events.<service>.<entity>.<past-tense>`; these are the parts after `<ns>.`. */
export const EventSubjectRoot = 'events';
