import { HealthSubjects } from '@portal/contracts';

/**
 * A subject of the contract (so the gateway's typed client can send it) that no real service
 * listens on in the benchmark's own namespace: identity's health check, answered by the no-op handler.
 */
export const NOOP_SUBJECT = HealthSubjects.identity;
