import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import { runnerConfig } from './runner.config';

/** Postgres and NATS as child processes, for `npm start` without them and for fault tests. */
export interface LocalServer {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Ports are handed out below Linux's ephemeral range (32768–60999 by default): the kernel gives ports from that
 * range to every `listen(0)` and every outgoing connection, so a port found free there could be taken by one of
 * them before the server it was found for binds it (seen as EADDRINUSE when many stacks start side by side).
 * Below it only callers of freePort compete; each process walks the range from its own offset.
 */
const PORT_RANGE = { first: 20_000, size: 12_000 };
let portsHandedOut = 0;
const portOffset = (process.pid * 7919) % PORT_RANGE.size;

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = PORT_RANGE.first + ((portOffset + portsHandedOut++) % PORT_RANGE.size);
    if (await canListen(port)) return port;
  }
  return kernelPort();
}

/** Whether a server could listen on the port on every interface (as the gateway does). */
export function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** True when something accepts TCP connections on host:port. */
export function isListening(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  { timeoutMs = 15_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${(lastError as Error).message}` : ''}`,
  );
}

export function findBinary(binary: string, extraDirs: string[] = []): string | undefined {
  for (const dir of [...(runnerConfig().path ?? '').split(':'), ...extraDirs]) {
    if (dir && existsSync(join(dir, binary))) return join(dir, binary);
  }
  return undefined;
}

function postgresBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'));
}

export const postgresBinaries = () => ({
  initdb: findBinary('initdb', postgresBinDirs()),
  postgres: findBinary('postgres', postgresBinDirs()),
});
export const natsBinary = () => findBinary('nats-server', ['/usr/sbin', '/usr/local/bin']);

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * nats-server with JetStream on the port. `configFile` (e.g. writeNatsAuthorizationConf's users) is read first;
 * the address, port and store given here win over it. `logFile` keeps the server's log (permission violations).
 */
export async function spawnNats(
  storeDir: string,
  port: number,
  options: { configFile?: string; logFile?: string } = {},
): Promise<LocalServer> {
  const binary = natsBinary();
  if (!binary) throw new Error('nats-server is not installed');
  mkdirSync(storeDir, { recursive: true });
  const args = [
    ...(options.configFile ? ['-c', options.configFile] : []),
    ...(options.logFile ? ['-l', options.logFile] : []),
    ...['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
  ];
  let child: ChildProcess | undefined;
  const server: LocalServer = {
    url: `nats://127.0.0.1:${port}`,
    port,
    start: async () => {
      child = spawn(binary, args, { stdio: 'ignore' });
      await waitFor(() => isListening(port), { what: `nats-server on port ${port}` });
    },
    stop: () => stopChild(child),
  };
  await server.start();
  return server;
}

/** Initialises the data folder on first use (trust auth, user postgres) and runs postgres on the port. */
export async function spawnPostgres(baseDir: string, port: number): Promise<LocalServer> {
  const { initdb, postgres } = postgresBinaries();
  if (!initdb || !postgres) throw new Error('PostgreSQL server binaries are not installed');
  mkdirSync(baseDir, { recursive: true });
  // Postgres refuses to run as root: use the postgres account when we are root.
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres', baseDir]);
  const run = (cmd: string, args: string[]) =>
    asPostgres
      ? spawn('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
      : spawn(cmd, args, { stdio: 'ignore' });
  const dataDir = join(baseDir, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await new Promise<void>((resolve, reject) => {
      run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']).once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}`)),
      );
    });
  }
  let child: ChildProcess | undefined;
  const server: LocalServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      child = run(postgres, ['-D', dataDir, '-p', String(port), '-k', baseDir, '-h', '127.0.0.1']);
      await waitFor(() => isListening(port), { what: `postgres on port ${port}`, timeoutMs: 30_000 });
    },
    stop: () => stopChild(child),
  };
  await server.start();
  return server;
}
