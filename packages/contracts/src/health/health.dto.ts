import { BackendServiceName } from '../common/service-name';

export type ComponentStatus = 'up' | 'down';

export interface HealthAnswer {
  service: string;
  status: ComponentStatus;
  checks: { database: ComponentStatus; nats: ComponentStatus };
}

/** Health subject of each backend service (namespace prefix is added at runtime). */
export const HealthSubjects = {
  identity: 'identity.health.check',
  membership: 'membership.health.check',
  payments: 'payments.health.check',
  content: 'content.health.check',
  notifications: 'notifications.health.check',
} as const satisfies Record<BackendServiceName, string>;

export type HealthRequest = Record<string, never>;
