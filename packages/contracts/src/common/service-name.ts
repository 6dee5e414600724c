/** The services behind the gateway; each owns one database and one NATS queue group. */
export const BackendServices = ['identity', 'membership', 'payments', 'content', 'notifications'] as const;
export type BackendServiceName = (typeof BackendServices)[number];
export type ServiceName = BackendServiceName | 'gateway';
export const AllServices: readonly ServiceName[] = ['gateway', ...BackendServices];
