import { BackendServiceName } from '../common/service-name';

export type ComponentStatus = 'up' | 'down';

/** A part of a service that its configuration turns on or off (payments: onlinePayment without Razorpay keys). */
export type FeatureStatus = 'on' | 'off';

export interface HealthAnswer {
  service: string;
  status: ComponentStatus;
  checks: { database: ComponentStatus; nats: ComponentStatus };
  /** Only for a service that has such parts; an 'off' feature does not make the service down. */
  features?: Record<string, FeatureStatus>;
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
