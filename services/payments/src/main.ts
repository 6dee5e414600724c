import 'reflect-metadata';
import { bootstrapService, loadConfig, ServiceStartOptions, StartedService } from '@portal/platform';
import { PaymentsAppModule } from './app.module';
import { PaymentsConfig } from './config';

/** Starts payments with the settings in `env`: alone in this process, or beside the others in `npm start`'s one. */
export function start(env?: NodeJS.ProcessEnv, options?: ServiceStartOptions): Promise<StartedService> {
  const config = loadConfig(PaymentsConfig, 'payments', env);
  return bootstrapService('payments', config, (logger) => PaymentsAppModule.register(config, logger), options);
}

if (require.main === module) void start();
