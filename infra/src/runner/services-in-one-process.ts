import { AllServices } from '@portal/contracts';
import { join } from 'node:path';
import { forgetServicesEnv, readServicesEnv } from './services-in-one-process.config';

/**
 * `npm start`'s services in one Node process (issue 28): each process of its own held 90-105 MB at rest, two
 * thirds of it the same framework code (Nest, TypeORM, rxjs, class-validator) loaded six times; here it is loaded
 * once. Each service still has its own settings, database, NATS user and queue group, exactly as in its own process
 * (compose and the tests' stacks run them apart). Started by the runner (stack.ts) with every service's settings in
 * PORTAL_SERVICES_ENV and the project's root as its working directory.
 */

interface StartedService {
  close(): Promise<void>;
}
/** What each service's main.ts exports. */
interface ServiceEntry {
  start(env: NodeJS.ProcessEnv, options: { shutdownHooks: boolean }): Promise<StartedService>;
}

async function main(rootDir: string): Promise<void> {
  const envs = readServicesEnv();
  // What each service's main.ts exports; loading it does not start it (they start only when run as the main module).
  const entries = AllServices.map((name) => ({
    name,
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each service's build, found at run time
    entry: require(join(rootDir, 'services', name, 'dist', 'src', 'main.js')) as ServiceEntry,
  }));
  forgetServicesEnv();
  const started = await Promise.all(
    entries.map(({ name, entry }) => entry.start(envs[name], { shutdownHooks: false })),
  );

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // Every service finishes what it is doing and closes its connections, as each would in its own process.
    const results = await Promise.allSettled(started.map((service) => service.close()));
    const failed = results.filter((result) => result.status === 'rejected').length;
    process.stderr.write(`services closed on ${signal}${failed ? ` (${failed} with an error)` : ''}\n`);
    process.exit(failed ? 1 : 0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}

if (require.main === module) void main(process.cwd());
