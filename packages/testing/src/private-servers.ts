import { freePort, LocalServer, spawnNats, spawnPostgres } from '@portal/infra';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Private server processes for fault tests, on free ports and temporary
 * folders: they may be stopped and started at will without touching the
 * machine's shared Postgres or NATS.
 */
export interface PrivateServer extends LocalServer {
  destroy(): Promise<void>;
}

async function privately(
  prefix: string,
  spawnIt: (dir: string, port: number) => Promise<LocalServer>,
): Promise<PrivateServer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = await spawnIt(dir, await freePort());
  return {
    ...server,
    destroy: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const startPrivateNats = () => privately('portal-nats-', spawnNats);
export const startPrivatePostgres = () => privately('portal-pg-', spawnPostgres);
