import 'reflect-metadata';
import { bootstrapService, loadConfig, ServiceStartOptions, StartedService } from '@portal/platform';
import { IdentityAppModule } from './app.module';
import { IdentityConfig } from './config';

/** Starts identity with the settings in `env`: alone in this process, or beside the others in `npm start`'s one. */
export function start(env?: NodeJS.ProcessEnv, options?: ServiceStartOptions): Promise<StartedService> {
  const config = loadConfig(IdentityConfig, 'identity', env);
  return bootstrapService('identity', config, (logger) => IdentityAppModule.register(config, logger), options);
}

if (require.main === module) void start();
