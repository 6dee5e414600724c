import type { ConnectionOptions } from 'nats';

/** What a NATS connection of a service needs from its configuration (BaseServiceConfig). */
export interface NatsSettings {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
}

/**
 * Server and credentials of a service's NATS connections. An authenticated user `U` takes its replies on
 * `_INBOX.U.…`, the only inbox its permissions let it subscribe to (infra/src/runner/nats-authorization.ts),
 * so no other service can read them; without credentials (the tests' shared server) nats.js's default applies.
 */
export function natsConnectionOptions(
  settings: NatsSettings,
): Pick<ConnectionOptions, 'servers' | 'user' | 'pass' | 'inboxPrefix'> {
  if (!settings.NATS_USER) return { servers: settings.NATS_URL };
  return {
    servers: settings.NATS_URL,
    user: settings.NATS_USER,
    pass: settings.NATS_PASSWORD,
    inboxPrefix: `_INBOX.${settings.NATS_USER}`,
  };
}
