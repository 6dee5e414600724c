import {
  AllServices,
  BackendServiceName,
  BackendServices,
  ContentSubjects,
  DataCopySubjects,
  EVENTS_STREAM_SUFFIX,
  EventSubjectRoot,
  HealthSubjects,
  IdentitySubjects,
  MemberDataSubjects,
  MembershipSubjects,
  NotificationsSubjects,
  PaymentsSubjects,
  RpcSubject,
  ServiceName,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';

/**
 * Who may publish and subscribe to what on NATS, derived from the contract: the gateway alone publishes RPC
 * requests; each service answers only its own subjects, publishes only its own events and reaches only its own
 * durable consumers. `infra/docker/nats.conf` (compose) and the private nats-server of `npm start` are both
 * rendered from here (README: NATS).
 */

/** Each service's RPC subjects (the keys of RpcContract), by owner; every subject starts with `<owner>.`. */
export const RpcSubjectsByService: Record<BackendServiceName, readonly RpcSubject[]> = {
  identity: [...Object.values(IdentitySubjects), MemberDataSubjects.identity, HealthSubjects.identity],
  membership: [
    ...Object.values(MembershipSubjects),
    ...Object.values(DataCopySubjects),
    MemberDataSubjects.membership,
    HealthSubjects.membership,
  ],
  payments: [...Object.values(PaymentsSubjects), MemberDataSubjects.payments, HealthSubjects.payments],
  content: [...Object.values(ContentSubjects), MemberDataSubjects.content, HealthSubjects.content],
  notifications: [
    ...Object.values(NotificationsSubjects),
    MemberDataSubjects.notifications,
    HealthSubjects.notifications,
  ],
};

/**
 * The RPCs one service makes to another (ServiceRpcClient): membership's reports read content's events,
 * payments' records and the exporting admin. Anything else a service would publish to another's subject is refused.
 */
export const ServiceRpcCalls: Record<BackendServiceName, readonly RpcSubject[]> = {
  identity: [],
  membership: [
    ContentSubjects.ListEvents,
    PaymentsSubjects.ListPaymentRecords,
    IdentitySubjects.GetAdmin,
    // Issue 32: a member's copy of their data asks each service for what it holds about them.
    MemberDataSubjects.identity,
    MemberDataSubjects.payments,
    MemberDataSubjects.content,
    MemberDataSubjects.notifications,
  ],
  payments: [],
  content: [],
  notifications: [],
};

/**
 * Byte streams (packages/platform/src/nats/nats-byte-stream.ts, issue 28): a service that sends an export while it
 * writes it publishes the bytes on `<ns>.byte-stream.<id>`, where the gateway listens, and takes the gateway's
 * grants and cancel on `<ns>.byte-stream.<id>.ctl`. The services that send them:
 */
export const ByteStreamSenders: readonly BackendServiceName[] = ['membership'];
/** The root of byte-stream subjects under the namespace (platform's byteStreamSubject). */
export const BYTE_STREAM_ROOT = 'byte-stream';

/** Each service's durable JetStream consumers (their `durable` names); no service may touch another's. */
export const EventConsumerDurables: Record<BackendServiceName, readonly string[]> = {
  identity: ['identity-member-credentials', 'identity-reset-link-requests', 'identity-erasures'],
  membership: [
    'membership-renewal-fees',
    'membership-dues-overdue',
    'membership-dues-paid',
    'membership-erasure-identity',
    'membership-erasure-payments',
    'membership-erasure-content',
    'membership-erasure-notifications',
    'membership-erasure-data-copies',
  ],
  payments: [
    'payments-receipts',
    'payments-members',
    'payments-credit-notes',
    'payments-renewal-payments',
    'payments-erasures',
    'payments-link-cancels',
  ],
  content: ['content-members', 'content-erasures'],
  notifications: [
    'notifications-activity-members',
    'notifications-activity-imports',
    'notifications-activity-payments',
    'notifications-activity-content-events',
    'notifications-activity-id-cards',
    'notifications-email-member-created',
    'notifications-email-member-rejected',
    'notifications-email-member-renewed',
    'notifications-email-renewal-requested',
    'notifications-email-setup-link',
    'notifications-email-reset-link',
    'notifications-email-payment-receipt',
    'notifications-email-credit-note',
    'notifications-email-event-cancelled',
    'notifications-email-email-change',
    'notifications-email-password-changed',
    'notifications-email-email-changed',
    'notifications-email-admin-new-device',
    'notifications-email-admin-two-factor',
    'notifications-email-admin-invitation',
    'notifications-notice-members',
    'notifications-inbox-payments',
    'notifications-inbox-payment-conflicts',
    'notifications-renewal-reminders',
    'notifications-payment-reminders',
    'notifications-corrections',
    'notifications-email-data-copy',
    'notifications-data-requests',
    'notifications-erasures',
  ],
};

/**
 * The inbox prefix of a NATS user: a client authenticated as `U` takes its replies on `_INBOX.U.…`
 * (packages/platform/src/nats/nats-connection.ts sets it), so no other user can read them.
 */
export function natsInboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

/** The events stream of a namespace, as packages/platform/src/nats/namespace.ts names it (a test compares them). */
export function eventsStreamNameOf(namespace: string): string {
  return `${namespace.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}_${EVENTS_STREAM_SUFFIX}`;
}

export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  /** A responder may publish once to the reply subject of a request it received. */
  allow_responses?: boolean;
}

/** The JetStream API a service's outbox relay and durable consumers call (packages/platform: events, outbox, nats). */
function jetStreamSubjects(stream: string, durables: readonly string[]): string[] {
  return [
    // jetstreamManager() checks that JetStream is there; ensureEventsStream looks the stream up or creates it.
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.CREATE.${stream}`,
    ...durables.flatMap((durable) => [
      `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
      // The create subject carries the filter subject after the durable; older servers use DURABLE.CREATE.
      `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
      // ack and nak of the deliveries
      `$JS.ACK.${stream}.${durable}.>`,
    ]),
  ];
}

/** The permissions of every NATS user (one per service, named after it) in a namespace. */
export function natsPermissions(namespace: string): Record<ServiceName, NatsPermissions> {
  const ns = (subject: string) => `${namespace}.${subject}`;
  const stream = eventsStreamNameOf(namespace);
  const backend = Object.fromEntries(
    BackendServices.map((service): [BackendServiceName, NatsPermissions] => [
      service,
      {
        publish: {
          allow: [
            ns(`${EventSubjectRoot}.${service}.>`),
            // The container health check runs with the service's credentials.
            ns(HealthSubjects[service]),
            ...ServiceRpcCalls[service].map(ns),
            ...jetStreamSubjects(stream, EventConsumerDurables[service]),
            ...(ByteStreamSenders.includes(service) ? [ns(`${BYTE_STREAM_ROOT}.*`)] : []),
          ],
        },
        subscribe: {
          allow: [
            ns(`${service}.>`),
            `${natsInboxPrefix(service)}.>`,
            ...(ByteStreamSenders.includes(service) ? [ns(`${BYTE_STREAM_ROOT}.*.ctl`)] : []),
          ],
        },
        allow_responses: true,
      },
    ]),
  ) as Record<BackendServiceName, NatsPermissions>;
  return {
    gateway: {
      publish: { allow: [...BackendServices.map((service) => ns(`${service}.>`)), ns(`${BYTE_STREAM_ROOT}.*.ctl`)] },
      subscribe: { allow: [`${natsInboxPrefix('gateway')}.>`, ns(`${BYTE_STREAM_ROOT}.*`)] },
    },
    ...backend,
  };
}

/** Where a user's password comes from in the rendered configuration. */
export type NatsPasswordSource = { literal: Record<ServiceName, string> } | 'environment';

/** The variable holding a service's NATS password in compose's nats.conf (and in its own NATS_PASSWORD). */
export function natsPasswordVariable(service: ServiceName): string {
  return `NATS_${service.toUpperCase()}_PASSWORD`;
}

/** nats-server's `authorization` block for the namespace: one user per service with its permissions. */
export function natsAuthorizationBlock(namespace: string, passwords: NatsPasswordSource): string {
  const permissions = natsPermissions(namespace);
  // One subject a line, so ops can read what each user may do.
  const block = (name: string, subjects: string[]) => [
    `        ${name}: {`,
    `          allow: [`,
    ...subjects.map((subject) => `            ${JSON.stringify(subject)}`),
    `          ]`,
    `        }`,
  ];
  const users = AllServices.map((service) => {
    const p = permissions[service];
    // An unquoted $NAME is read from nats-server's environment; a missing one stops the server at start.
    const password =
      passwords === 'environment' ? `$${natsPasswordVariable(service)}` : JSON.stringify(passwords.literal[service]);
    return [
      `    {`,
      `      user: ${JSON.stringify(service)}`,
      `      password: ${password}`,
      `      permissions: {`,
      ...block('publish', p.publish.allow),
      ...block('subscribe', p.subscribe.allow),
      ...(p.allow_responses ? [`        allow_responses: true`] : []),
      `      }`,
      `    }`,
    ].join('\n');
  });
  return `authorization {\n  users: [\n${users.join('\n')}\n  ]\n}\n`;
}

/** infra/docker/nats.conf: compose's NATS, namespace `portal`, passwords from the server's environment. */
export function composeNatsConf(): string {
  return [
    '# Generated by infra/src/runner/nats-authorization.ts (composeNatsConf); a test fails when this file differs.',
    '# Regenerate: npm run build:server && node infra/dist/src/runner/write-nats-conf.js',
    '# NATS for docker compose: client port 4222, monitoring (and /healthz) on 8222,',
    '# JetStream for the domain-event stream (DESIGN.md §3), kept on the /data volume.',
    '# One user per service (README: NATS); each password comes from NATS_<SERVICE>_PASSWORD.',
    'server_name: portal-nats',
    'port: 4222',
    'http_port: 8222',
    '',
    'jetstream {',
    '  store_dir: /data/jetstream',
    '  max_memory_store: 256MB',
    '  max_file_store: 4GB',
    '}',
    '',
    natsAuthorizationBlock('portal', 'environment'),
  ].join('\n');
}

/** A service's NATS user and password, as its NATS_USER and NATS_PASSWORD. */
export interface NatsCredentials {
  user: string;
  password: string;
}

/** New random passwords for every service's user (npm start keeps them under .data/). */
export function newNatsCredentials(): Record<ServiceName, NatsCredentials> {
  return Object.fromEntries(
    AllServices.map((service) => [service, { user: service, password: randomBytes(24).toString('hex') }]),
  ) as Record<ServiceName, NatsCredentials>;
}

/** A nats-server configuration file with these users for the namespace (npm start's and tests' private servers). */
export function writeNatsAuthorizationConf(
  file: string,
  namespace: string,
  credentials: Record<ServiceName, NatsCredentials>,
): string {
  const literal = Object.fromEntries(AllServices.map((s) => [s, credentials[s].password])) as Record<
    ServiceName,
    string
  >;
  writeFileSync(file, natsAuthorizationBlock(namespace, { literal }), { mode: 0o600 });
  return file;
}
