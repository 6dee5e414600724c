import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceName } from '@portal/contracts';
import { isListening, LocalServer, natsBinary, postgresBinaries, spawnNats, spawnPostgres } from './local-servers';
import { NatsCredentials, newNatsCredentials, writeNatsAuthorizationConf } from './nats-authorization';
import { RunnerConfig, runnerConfig } from './runner.config';
import { startStack } from './stack';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readOrCreate<T>(file: string, create: () => T): T {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const value = create();
  writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  return value;
}

/** Compact, readable console lines from the services' JSON logs; Nest's boot chatter is dropped. */
function printLog(config: RunnerConfig, service: string, line: string): void {
  try {
    const entry = JSON.parse(line) as { level?: string; msg?: string; context?: string; [k: string]: unknown };
    if (
      entry.context &&
      [
        'InstanceLoader',
        'RoutesResolver',
        'RouterExplorer',
        'NestFactory',
        'NestMicroservice',
        'NestApplication',
      ].includes(entry.context)
    )
      return;
    if (entry.msg === 'rpc' || entry.msg === 'http') {
      if (entry.level === 'info' && !config.logRequests) return;
    }
    // The services share one process: each line names its own service.
    const { time: _t, level, service: own, msg, ...rest } = entry;
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    say(`[${typeof own === 'string' ? own : service}] ${level ?? ''} ${msg ?? ''}${extra}`);
  } catch {
    say(`[${service}] ${line}`);
  }
}

async function resolvePostgres(config: RunnerConfig, dataDir: string, started: LocalServer[]): Promise<string> {
  if (config.postgresUrl) return config.postgresUrl;
  if (await isListening(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  const { initdb, postgres } = postgresBinaries();
  if (!initdb || !postgres) {
    throw new Error(
      'PostgreSQL is not running on 127.0.0.1:5432 and its server binaries are not installed.\n' +
        '  Start PostgreSQL (e.g. `pg_ctlcluster 15 main start` or `docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16`),\n' +
        '  or set POSTGRES_URL=postgres://user:password@host:5432/postgres',
    );
  }
  say('PostgreSQL is not running on 5432: starting a private instance under .data/postgres (port 55432)');
  const server = await spawnPostgres(join(dataDir, 'postgres'), 55432);
  started.push(server);
  return server.url;
}

/** The NATS to use; the private server it starts has one user per service (README: NATS), returned with it. */
async function resolveNats(
  config: RunnerConfig,
  dataDir: string,
  started: LocalServer[],
): Promise<{ url: string; credentials?: Record<ServiceName, NatsCredentials> }> {
  if (config.natsUrl) return { url: config.natsUrl };
  if (await isListening(4222)) return { url: 'nats://127.0.0.1:4222' };
  if (!natsBinary()) {
    throw new Error(
      'NATS is not running on 127.0.0.1:4222 and nats-server is not installed.\n' +
        '  Start it with JetStream (`nats-server -js` or `docker run -p 4222:4222 nats:2.10 -js`), or set NATS_URL=nats://host:4222',
    );
  }
  say('NATS is not running on 4222: starting a private nats-server under .data/nats (port 54222)');
  const credentials = readOrCreate(join(dataDir, 'nats-credentials.json'), newNatsCredentials);
  mkdirSync(join(dataDir, 'nats'), { recursive: true });
  const configFile = writeNatsAuthorizationConf(join(dataDir, 'nats', 'nats.conf'), config.namespace, credentials);
  const server = await spawnNats(join(dataDir, 'nats'), 54222, { configFile });
  started.push(server);
  return { url: server.url, credentials };
}

/**
 * `npm start`: the whole portal on this machine with nothing else typed.
 * Configuration comes from the environment (runner.config.ts); everything
 * unset gets a local default.
 */
export async function main(rootDir: string): Promise<void> {
  const config = runnerConfig();
  const dataDir = join(rootDir, '.data');
  mkdirSync(dataDir, { recursive: true });
  const port = config.port;
  const pidFile = join(dataDir, 'portal.pid');

  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid && pid !== process.pid && processAlive(pid)) {
      say(`The portal is already running (process ${pid}) at http://localhost:${port}.`);
      say('Open it in the browser, or stop it with Ctrl-C in the terminal where it runs before starting it again.');
      process.exit(1);
    }
  }
  if (await isListening(port)) {
    say(
      `Port ${port} is already in use by another program. Stop it, or start the portal on another port: PORT=8081 npm start`,
    );
    process.exit(1);
  }
  if (!config.razorpay && config.razorpaySandboxPort && (await isListening(config.razorpaySandboxPort))) {
    say(
      `Port ${config.razorpaySandboxPort} (the local Razorpay sandbox) is already in use by another program. Stop it, ` +
        `or move the sandbox: RAZORPAY_SANDBOX_PORT=8091 npm start`,
    );
    process.exit(1);
  }
  if (!config.whatsApp && config.whatsAppCloudPort && (await isListening(config.whatsAppCloudPort))) {
    say(
      `Port ${config.whatsAppCloudPort} (the local WhatsApp stand-in) is already in use by another program. Stop it, ` +
        `or move the stand-in: WHATSAPP_STAND_IN_PORT=8027 npm start`,
    );
    process.exit(1);
  }
  if (!config.msg91 && config.msg91SmsPort && (await isListening(config.msg91SmsPort))) {
    say(
      `Port ${config.msg91SmsPort} (the local SMS stand-in) is already in use by another program. Stop it, ` +
        `or move the stand-in: MSG91_STAND_IN_PORT=8029 npm start`,
    );
    process.exit(1);
  }
  writeFileSync(pidFile, String(process.pid));

  const started: LocalServer[] = [];
  let stopping = false;
  let stopStack: (() => Promise<void>) | undefined;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('\nStopping the portal...');
    await stopStack?.().catch(() => undefined);
    for (const server of started.reverse()) await server.stop().catch(() => undefined);
    rmSync(pidFile, { force: true });
    say('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const postgresUrl = await resolvePostgres(config, dataDir, started);
    const nats = await resolveNats(config, dataDir, started);
    const admin =
      config.admin ??
      readOrCreate(join(dataDir, 'admin-credentials.json'), () => ({
        email: 'admin@kpwa.in',
        password: randomBytes(12).toString('base64url'),
      }));
    const sessionSecret =
      config.sessionSecret ?? readOrCreate(join(dataDir, 'session-secret.json'), () => randomBytes(32).toString('hex'));

    say('Starting the six services...');
    const stack = await startStack({
      rootDir,
      dataDir,
      port,
      publicUrl: config.publicUrl,
      namespace: config.namespace,
      databasePrefix: config.databasePrefix,
      postgresUrl,
      natsUrl: nats.url,
      natsCredentials: nats.credentials,
      admin,
      sessionSecret,
      s3: config.s3,
      smtpUrl: config.smtpUrl,
      mailCatcherPorts: config.mailCatcherPorts,
      memberIdPrefix: config.memberIdPrefix,
      razorpay: config.razorpay,
      razorpaySandboxPort: config.razorpaySandboxPort,
      whatsApp: config.whatsApp,
      whatsAppCloudPort: config.whatsAppCloudPort,
      msg91: config.msg91,
      msg91SmsPort: config.msg91SmsPort,
      env: { LOG_LEVEL: config.logLevel },
      log: (service, line) => printLog(config, service, line),
      oneProcess: true,
    });
    stopStack = () => stack.stop();
    for (const service of new Set(Object.values(stack.services))) {
      service.onExit((code) => {
        if (!stopping)
          say(`[${service.name}] exited with code ${code}; stop with Ctrl-C and start again, or see the lines above`);
      });
    }
    say('');
    say(`The portal is running at http://localhost:${port}`);
    say(`  Admin login: ${admin.email} / ${admin.password}`);
    if (stack.mailApiUrl) say(`  E-mails sent by the portal: http://localhost:${new URL(stack.mailApiUrl).port}`);
    if (stack.razorpaySandbox) {
      say(`  Razorpay sandbox (online payments, no money moves): ${stack.razorpaySandbox.url}`);
    }
    if (stack.whatsAppCloud) {
      say(`  WhatsApp messages sent by the portal (local stand-in): http://localhost:${stack.whatsAppCloud.port}`);
    }
    if (stack.msg91Sms) {
      say(`  SMS sent by the portal (local MSG91 stand-in): http://localhost:${stack.msg91Sms.port}`);
    }
    say(`  API description: http://localhost:${port}/api/docs`);
    say('Press Ctrl-C to stop.');
  } catch (error) {
    say(`\nThe portal could not start:\n${(error as Error).message}`);
    await shutdown(1);
  }
}
