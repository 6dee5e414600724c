import 'reflect-metadata';
import { bootstrapService, loadConfig, ServiceStartOptions, StartedService } from '@portal/platform';
import { MembershipAppModule } from './app.module';
import { MembershipConfig } from './config';

/** Starts membership with the settings in `env`: alone in this process, or beside the others in `npm start`'s one. */
export function start(env?: NodeJS.ProcessEnv, options?: ServiceStartOptions): Promise<StartedService> {
  const config = loadConfig(MembershipConfig, 'membership', env);
  return bootstrapService('membership', config, (logger) => MembershipAppModule.register(config, logger), options);
}

if (require.main === module) void start();
