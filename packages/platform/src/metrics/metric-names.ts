/**
 * Every metric the portal defines, named once (README: Metrics). One scheme: the `portal_` prefix, the subject
 * (http, rpc, outbox, consumer, job, email), what is measured, and Prometheus' unit suffix (`_seconds`, `_total`
 * for counters). Process metrics (`process_*`, `nodejs_*`) keep prom-client's standard names.
 */
export const MetricNames = {
  /** Gateway: HTTP requests answered, by method, route pattern (`/api/members/:id`, never the URL) and status. */
  httpRequests: 'portal_http_requests_total',
  httpRequestDuration: 'portal_http_request_duration_seconds',
  /** Backend services: RPC requests handled, by subject (without the namespace) and outcome. */
  rpcHandled: 'portal_rpc_handled_total',
  rpcHandleDuration: 'portal_rpc_handle_duration_seconds',
  /** RPC requests a process sent (the gateway's calls), by subject and outcome. */
  rpcCalls: 'portal_rpc_calls_total',
  rpcCallDuration: 'portal_rpc_call_duration_seconds',
  /** Outbox rows not yet published to JetStream, and the age of the oldest (read on each scrape). */
  outboxBacklog: 'portal_outbox_backlog',
  outboxOldestAge: 'portal_outbox_oldest_age_seconds',
  /** Events in the stream a durable consumer has not been delivered yet (JetStream num_pending), by durable. */
  consumerPending: 'portal_consumer_pending',
  /** Events delivered to a durable consumer and not acknowledged yet (in hand or waiting to be retried). */
  consumerAckPending: 'portal_consumer_ack_pending',
  /** Scheduled job runs and failed runs, by job. */
  jobRuns: 'portal_job_runs_total',
  jobFailures: 'portal_job_failures_total',
  /** Notifications: e-mails waiting in the delivery log, by status (queued, sending). */
  emailQueueSize: 'portal_email_queue_size',
  /** Notifications: failed send attempts, by outcome (retrying, given_up, interrupted). */
  emailFailures: 'portal_email_failures_total',
  /** A value read on scrape (outbox, consumers, e-mail queue) could not be read, by metric. */
  metricReadErrors: 'portal_metric_read_errors_total',
} as const;

export type MetricName = (typeof MetricNames)[keyof typeof MetricNames];

/** Outcomes of an RPC request, handled or sent. */
export const RpcOutcomes = {
  ok: 'ok',
  /** The answer is a domain error a caller can act on (4xx: not found, validation, conflict ...). */
  refused: 'refused',
  /** An error the caller cannot act on (5xx, unexpected exception). */
  failed: 'failed',
  /** Nobody answered in time (no responders, timeout, connection lost): only for calls. */
  unavailable: 'unavailable',
} as const;

export type RpcOutcome = (typeof RpcOutcomes)[keyof typeof RpcOutcomes];

/** Route label of an HTTP request no route matched (refused before routing, or not found). */
export const UNMATCHED_ROUTE = '(unmatched)';
